import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { UpdateProfileDialog } from "@/components/UpdateProfileDialog/UpdateProfileDialog";
import { updateProfileDialogText as text } from "@/components/UpdateProfileDialog/UpdateProfileDialog.text";
import { screenOf } from "../support/portal";
import { behaviourOnly } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Overlays/UpdateProfileDialog",
  component: UpdateProfileDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    initial: { firstName: "Amina", email: "amina.khan@example.com" },
  },
  parameters: overlayParameters,
} satisfies Meta<typeof UpdateProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: text.title }));
}

export const SavesTrimmedValues: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const firstName = dialog.getByRole("textbox", { name: text.firstName });
    await expect(firstName).toHaveValue("Amina");
    await expect(firstName).toBeRequired();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, "  Sara ");
    const email = dialog.getByRole("textbox", { name: text.email });
    await userEvent.clear(email);
    await userEvent.type(email, "sara@example.com");
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: "Sara",
      email: "sara@example.com",
    });
  },
};

export const BothRequired: Story = {
  args: { initial: { firstName: "", email: "" } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole("textbox", { name: text.firstName }), "   ");
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    const firstName = dialog.getByRole("textbox", { name: text.firstName });
    await expect(firstName).toHaveAccessibleDescription(text.firstNameRequired);
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveFocus();
    await expect(dialog.getByRole("textbox", { name: text.email })).toHaveAccessibleDescription(
      text.emailRequired,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Typing clears that field's message.
    await userEvent.type(firstName, "Sara");
    await expect(dialog.queryByText(text.firstNameRequired)).toBeNull();
  },
};

export const EmailMustBeAnEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const email = dialog.getByRole("textbox", { name: text.email });
    await userEvent.clear(email);
    await userEvent.type(email, "amina@");
    await userEvent.click(dialog.getByRole("button", { name: text.submit }));
    await expect(email).toHaveAccessibleDescription(text.emailInvalid);
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const save = dialog.getByRole("button", { name: text.submit });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute("aria-busy", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Closes: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

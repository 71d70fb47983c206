import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MissingProduct } from "@/components/MissingProduct/MissingProduct";
import { missingProductText as text } from "@/components/MissingProduct/MissingProduct.text";
import { missingProductFormText as formText } from "@/components/MissingProductForm/MissingProductForm.text";
import { snapshotAt } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Commerce/MissingProduct",
  parameters: overlayParameters,
  component: MissingProduct,
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof MissingProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal outside the story's canvas. */
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Invitation: Story = {
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole("region", { name: text.title });
    await expect(within(block).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Something’s Missing?",
    );
    await expect(block).toHaveTextContent("Looking for something that is missing?");
    await expect(block).toHaveTextContent(
      "Fill out the form below and our team will try to bring it to you.",
    );
    await expect(within(block).getByRole("button", { name: "Get it for me" })).toBeVisible();
    await expect(bodyOf(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

export const OpensTheRequestForm: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: text.open });
    await userEvent.click(trigger);

    const dialog = await bodyOf(canvasElement).findByRole("dialog", { name: text.dialogTitle });
    const name = within(dialog).getByLabelText(formText.productName);
    await userEvent.type(name, " Kokum ");
    await userEvent.click(within(dialog).getByRole("button", { name: formText.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ productName: "Kokum" });

    // Escape closes it and gives focus back to the button that opened it.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: text.open })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await bodyOf(canvasElement).findByRole("dialog", { name: text.dialogTitle });
    await expect(within(dialog).getByLabelText(formText.productName)).toHaveFocus();
  },
};

export const Sending: Story = {
  args: { open: true, onOpenChange: fn(), submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole("dialog", { name: text.dialogTitle });
    await expect(within(dialog).getByRole("button", { name: formText.submit })).toBeDisabled();
  },
};

export const ClosedByItsOwner: Story = {
  args: { open: true, onOpenChange: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await bodyOf(canvasElement).findByRole("dialog", { name: text.dialogTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: text.close }));
    // A controlled dialog asks its owner to close instead of closing itself.
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OnMobile: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: text.open }));
    const dialog = await bodyOf(canvasElement).findByRole("dialog", { name: text.dialogTitle });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(320);
  },
};

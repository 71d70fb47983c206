import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DeleteAccountDialog } from "@/components/DeleteAccountDialog/DeleteAccountDialog";
import { deleteAccountDialogText as text } from "@/components/DeleteAccountDialog/DeleteAccountDialog.text";
import { screenOf } from "../support/portal";
import { behaviourOnly } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Overlays/DeleteAccountDialog",
  component: DeleteAccountDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
  parameters: overlayParameters,
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("alertdialog", { name: text.title }));
}

export const SaysWhatGoesAndWhatStays: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(text.erased)).toBeVisible();
    await expect(dialog.getByText(text.kept)).toBeVisible();
    await expect(
      screenOf(canvasElement).getByRole("alertdialog", { name: text.title }),
    ).toHaveAccessibleDescription(`${text.erased} ${text.kept}`);
    await userEvent.click(dialog.getByRole("button", { name: text.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeepTheAccount: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.keep }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const confirm = dialog.getByRole("button", { name: text.confirm });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

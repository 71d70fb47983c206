import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CancelOrderDialog } from "@/components/CancelOrderDialog/CancelOrderDialog";
import { cancelOrderDialogText as text } from "@/components/CancelOrderDialog/CancelOrderDialog.text";
import { screenOf } from "../support/portal";
import { behaviourOnly } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Overlays/CancelOrderDialog",
  component: CancelOrderDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
  parameters: overlayParameters,
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("alertdialog", { name: text.title }));
}

export const AsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    // The refund text of docs/product.md § Constants and limits, word for word, as the dialog's description.
    await expect(dialog.getByText(text.refund)).toBeVisible();
    await expect(
      screenOf(canvasElement).getByRole("alertdialog", { name: text.title }),
    ).toHaveAccessibleDescription(text.refund);
    await userEvent.click(dialog.getByRole("button", { name: text.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeepTheOrder: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.keep }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Cancelling: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const confirm = dialog.getByRole("button", { name: text.confirm });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

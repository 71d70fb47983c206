import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ConfirmDialog, type ConfirmDialogProps } from "@/components/ui/ConfirmDialog";
import { screenOf } from "../../support/portal";
import { behaviourOnly } from "../../support/chromatic";
import { overlayParameters } from "../../support/docsFrames";

const words = {
  title: "Remove Item?",
  description: "The item will be removed from your list.",
  keep: "Keep Item",
  confirm: "Remove",
  close: "Close",
};

/** Holds open itself, so closing the dialog really takes it off the page. */
function Stateful(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <ConfirmDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: "Components/Overlays/ConfirmDialog",
  component: ConfirmDialog,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: words.title,
    description: words.description,
    keepLabel: words.keep,
    confirmLabel: words.confirm,
    closeLabel: words.close,
  },
  parameters: overlayParameters,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  screenOf(canvasElement).findByRole("alertdialog", { name: words.title });

const isClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(words.description);
    const inside = within(dialog);
    await expect(inside.getByRole("button", { name: words.keep })).toBeVisible();
    await expect(inside.getByRole("button", { name: words.confirm })).toBeEnabled();
    await expect(inside.getByRole("button", { name: words.close })).toBeVisible();
  },
};

export const ConfirmRaisesOnConfirm: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole("button", { name: words.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/**
 * Keep closes the dialog without confirming. The story ends with it closed, so the picture is
 * blank.
 */
export const KeepCloses: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole("button", { name: words.keep }));
    await isClosed(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Escape closes the dialog without confirming. The story ends with it closed, so the picture is
 * blank.
 */
export const EscapeCloses: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard("{Escape}");
    await isClosed(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    const confirm = dialog.getByRole("button", { name: words.confirm });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(confirm.querySelector("svg.animate-spin")).not.toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const BlockDescription: Story = {
  args: {
    description: (
      <>
        <p>Your list and its notes are erased.</p>
        <p>This cannot be undone.</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("Your list and its notes are erased.")).toBeVisible();
    await expect(within(dialog).getByText("This cannot be undone.")).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      "Your list and its notes are erased. This cannot be undone.",
    );
  },
};

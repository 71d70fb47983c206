import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ShareCartDialog } from "@/components/ShareCartDialog/ShareCartDialog";
import { shareCartDialogText as text } from "@/components/ShareCartDialog/ShareCartDialog.text";
import { behaviourOnly } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const LINK = "https://store.example/shared-cart/q3Vb0nYw8kXeR2tL5mPz7A";
/** Noon UTC, so the date reads the same in every time zone of the Americas and Europe. */
const EXPIRES_AT = "2026-07-01T12:00:00.000Z";
const ready = { status: "ready", url: LINK, itemCount: 3, expiresAt: EXPIRES_AT } as const;

const meta = {
  title: "Components/Overlays/ShareCartDialog",
  component: ShareCartDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    link: ready,
    canShareNatively: false,
    onShare: fn(),
    onCopy: fn(),
    onRetry: fn(),
  },
  parameters: overlayParameters,
} satisfies Meta<typeof ShareCartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, outside the story's canvas. */
async function dialogOf(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole("dialog", { name: text.title }));
}

export const CreatingTheLink: Story = {
  args: { link: { status: "creating" } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent(text.creating);
    await expect(dialog.getByText(text.description)).toBeVisible();
    await expect(dialog.queryByRole("textbox")).toBeNull();
    await expect(dialog.queryByRole("button", { name: text.copy })).toBeNull();
  },
};

export const LinkReadyToCopy: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const field = dialog.getByRole("textbox", { name: text.linkLabel });
    await expect(field).toHaveValue(LINK);
    await expect(field).toHaveAttribute("readonly");
    await expect(field).toHaveAccessibleDescription(text.details(3, EXPIRES_AT));
    await expect(dialog.getByText("3 items · works until Jul 1, 2026")).toBeVisible();

    // Focusing the field selects the whole link, for a copy by hand.
    await userEvent.click(field);
    await waitFor(() => {
      const input = field as HTMLInputElement;
      return expect([input.selectionStart, input.selectionEnd]).toEqual([0, LINK.length]);
    });

    await expect(dialog.queryByRole("button", { name: text.share })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: text.copy }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(args.onShare).not.toHaveBeenCalled();
  },
};

export const LinkReadyToShare: Story = {
  args: { canShareNatively: true, link: { ...ready, itemCount: 1 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(text.details(1, EXPIRES_AT))).toBeVisible();
    await expect(dialog.getByText(/^1 item ·/)).toBeVisible();
    await expect(dialog.queryByRole("button", { name: text.copy })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: text.share }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const CreationFailed: Story = {
  args: { link: { status: "failed" } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("alert")).toHaveTextContent(text.failed);
    await expect(dialog.queryByRole("textbox")).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: text.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Closes: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.close }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Escape closes too (the story keeps it open: `open` is the container's to change).
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

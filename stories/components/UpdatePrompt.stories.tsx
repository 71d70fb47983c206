import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { behaviourOnly } from "../support/chromatic";
import { UpdatePrompt } from "@/components/UpdatePrompt/UpdatePrompt";
import { updatePromptText as text } from "@/components/UpdatePrompt/UpdatePrompt.text";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Feedback/UpdatePrompt",
  parameters: overlayParameters,
  component: UpdatePrompt,
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version has arrived: the shopper chooses when to reload. */
export const NewVersionReady: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("region", { name: text.ready })).toBeVisible();
    await expect(page.getByRole("status")).toHaveTextContent(text.ready);

    await userEvent.click(page.getByRole("button", { name: text.reload }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** "Later" keeps this version; the new one starts with the next visit. */
export const Dismissed: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: text.later }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** The new version is taking over: both buttons wait, and Reload says what is happening. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const reload = page.getByRole("button", { name: text.reloading });
    await expect(reload).toBeDisabled();
    await expect(reload).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("button", { name: text.later })).toBeDisabled();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ShareButton } from "@/components/ShareButton/ShareButton";
import { shareButtonText as text } from "@/components/ShareButton/ShareButton.text";
import { behaviourOnly } from "../support/chromatic";

const meta = {
  title: "Components/Actions/ShareButton",
  component: ShareButton,
  args: { onShare: fn(), itemName: "Basmati Rice 5 kg" },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SharesTheProduct: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", {
      name: text.shareItem("Basmati Rice 5 kg"),
    });
    await expect(button).toHaveTextContent(text.share);
    await userEvent.click(button);
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

export const ByKeyboard: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { itemName: undefined },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: text.share });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

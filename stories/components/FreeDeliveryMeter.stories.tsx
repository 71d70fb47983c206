import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FreeDeliveryMeter } from "@/components/FreeDeliveryMeter/FreeDeliveryMeter";
import { freeDeliveryMeterText as text } from "@/components/FreeDeliveryMeter/FreeDeliveryMeter.text";
import { freeDeliveryProgress } from "@/mocks/fixtures";

const meta = {
  title: "Components/Feedback/FreeDeliveryMeter",
  component: FreeDeliveryMeter,
  // A subtotal of $45.09 against the $50.00 threshold, as the server answers it.
  args: { freeDelivery: freeDeliveryProgress(4509) },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FreeDeliveryMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

function progressbarOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole("progressbar", { name: text.progressLabel });
}

export const Far: Story = {
  args: { freeDelivery: freeDeliveryProgress(1000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.remaining("$40.00"))).toBeVisible();
    const bar = progressbarOf(canvasElement);
    await expect(bar).toHaveAttribute("aria-valuenow", "20");
    await expect(bar).toHaveAttribute("aria-valuetext", text.progressValue(20, "$50.00"));
  },
};

export const Close: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.remaining("$4.91"))).toBeVisible();
    // 90.18% rounded down: the bar never reads full before delivery is free.
    await expect(progressbarOf(canvasElement)).toHaveAttribute("aria-valuenow", "90");
    await expect(within(canvasElement).queryByText(text.unlocked)).toBeNull();
  },
};

export const Unlocked: Story = {
  args: { freeDelivery: freeDeliveryProgress(5200) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.unlocked)).toBeVisible();
    await expect(progressbarOf(canvasElement)).toHaveAttribute("aria-valuenow", "100");
    await expect(within(canvasElement).queryByText(/for free delivery/)).toBeNull();
  },
};

export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvasElement }) => {
    // The previous figures stay, dimmed, until the server reprices the cart.
    const meter = within(canvasElement).getByText(text.remaining("$4.91")).parentElement;
    await expect(meter).toHaveAttribute("aria-busy", "true");
  },
};

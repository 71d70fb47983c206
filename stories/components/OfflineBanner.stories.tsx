import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { OfflineBanner } from "@/components/OfflineBanner/OfflineBanner";
import { offlineBannerText as text } from "@/components/OfflineBanner/OfflineBanner.text";

const meta = {
  title: "Components/Feedback/OfflineBanner",
  component: OfflineBanner,
  args: { offline: true },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The device lost its network: the banner says so, politely, in its live region. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("status");
    await expect(banner).toHaveAttribute("aria-live", "polite");
    await expect(banner).toHaveTextContent(text.title);
    await expect(banner).toHaveTextContent(text.body);
  },
};

/**
 * Online: the live region stays on the page, empty, ready to announce the next loss. It draws
 * nothing, so the picture is blank.
 */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("status");
    await expect(region).toBeEmptyDOMElement();
  },
};

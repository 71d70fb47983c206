import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RiderPanel } from "@/components/RiderPanel/RiderPanel";
import { riderPanelText as text } from "@/components/RiderPanel/RiderPanel.text";
import { riderFixture } from "@/mocks/fixtures";

const meta = {
  title: "Components/Commerce/RiderPanel",
  component: RiderPanel,
  args: { rider: riderFixture() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RiderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhileDispatched: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole("region", { name: text.heading }));
    await expect(panel.getByText("Imran Qureshi")).toBeVisible();
    await expect(panel.getByText(text.pastOrders(312))).toBeVisible();
    await expect(panel.getByText(args.rider.bio ?? "")).toBeVisible();
    const phone = panel.getByRole("link", { name: "+1 (555) 555-0187" });
    await expect(phone).toHaveAttribute("href", "tel:+15555550187");
  },
};

export const WithoutPhotoOrBio: Story = {
  args: { rider: riderFixture({ fileResponse: null, bio: null, pastOrders: 1 }) },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.queryByRole("img")).toBeNull();
    await expect(panel.getByText("1 past order")).toBeVisible();
  },
};

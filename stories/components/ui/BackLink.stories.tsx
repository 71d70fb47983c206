import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BackLink } from "@/components/ui/BackLink";

const meta = {
  title: "Components/Actions/BackLink",
  component: BackLink,
  args: { href: "/setting", children: "Back to Settings" },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Back to Settings" });
    await expect(link).toHaveAttribute("href", "/setting");
    // The chevron is drawn for the eye only: the link's name is its words.
    await expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** In Urdu and Arabic the way back points right, towards where reading starts. */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <BackLink {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Back to Settings" });
    const chevron = link.querySelector("svg");
    await expect(chevron).not.toBeNull();
    // Mirrored: the left-pointing chevron is flipped to point right.
    await expect(getComputedStyle(chevron as SVGElement).scale).toBe("-1 1");
  },
};

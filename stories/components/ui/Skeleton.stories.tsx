import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton } from "@/components/ui/Skeleton";

const meta = {
  title: "Components/Feedback/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-48" },
  argTypes: { rounded: { control: "inline-radio", options: ["md", "lg", "xl", "full"] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const placeholders = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(".bg-gray-200"));

export const Pulsing: Story = {
  play: async ({ canvasElement }) => {
    const [skeleton] = placeholders(canvasElement);
    // Screen readers skip it; the eye sees it pulse while the content loads.
    await expect(skeleton).toHaveAttribute("aria-hidden", "true");
    await expect(getComputedStyle(skeleton as HTMLElement).animationName).toBe("pulse");
  },
};

/** A placeholder for content drawn later, not loading, stays still. */
export const Still: Story = {
  args: { pulse: false },
  play: async ({ canvasElement }) => {
    const [skeleton] = placeholders(canvasElement);
    await expect(getComputedStyle(skeleton as HTMLElement).animationName).toBe("none");
  },
};

const corners = ["md", "lg", "xl", "full"] as const;

/** Each corner matches what it stands for: a line of text, a card, a pill or an avatar. */
export const Corners: Story = {
  render: (args) => (
    <div className="flex items-end gap-4">
      {corners.map((rounded) => (
        <Skeleton key={rounded} {...args} rounded={rounded} className="size-16" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const radii = placeholders(canvasElement).map(
      (box) => getComputedStyle(box).borderTopLeftRadius,
    );
    // md 6 px, lg 8 px, xl 12 px, full a circle.
    await expect(radii.slice(0, 3)).toEqual(["6px", "8px", "12px"]);
    await expect(Number.parseFloat(radii[3] ?? "0")).toBeGreaterThanOrEqual(32);
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
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

/**
 * Cart lines while the cart loads, as the cart drawer draws them: the skeletons are hidden from
 * screen readers, so a status line, read but not seen, says what is happening.
 */
export const CartLinesLoading: Story = {
  render: () => (
    <div className="flex w-80 flex-col gap-4">
      <p role="status" className="sr-only">
        Loading your cart
      </p>
      <Skeleton className="h-5 w-40" />
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-16 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(placeholders(canvasElement)).toHaveLength(9);
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading your cart");
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { OrderStatus } from "@/api/types";
import { OrderTracker } from "@/components/OrderTracker/OrderTracker";
import { orderTrackerText as text } from "@/components/OrderTracker/OrderTracker.text";
import { snapshotAt } from "../support/chromatic";

const meta = {
  title: "Components/Commerce/OrderTracker",
  component: OrderTracker,
  args: { status: "PENDING_ACCEPTED" },
} satisfies Meta<typeof OrderTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The step marked current, the steps done before it, and the title shown. */
async function expectStep(canvasElement: HTMLElement, step: 1 | 2 | 3 | 4) {
  const tracker = within(canvasElement);
  const items = tracker.getAllByRole("listitem");
  await expect(items).toHaveLength(4);
  const current = items[step - 1];
  await expect(current).toHaveAttribute("aria-current", "step");
  await expect(current).toHaveTextContent(text.steps[step - 1]?.label ?? "");
  await expect(current).toHaveTextContent(text.stepState.current);
  await expect(items.filter((item) => item.hasAttribute("aria-current"))).toHaveLength(1);
  await expect(items.filter((item) => item.dataset.state === "completed")).toHaveLength(step - 1);
  await expect(items.filter((item) => item.dataset.state === "upcoming")).toHaveLength(4 - step);
  await expect(tracker.getByText(text.steps[step - 1]?.title ?? "")).toBeVisible();
}

const onStep = (status: OrderStatus, step: 1 | 2 | 3 | 4): Story => ({
  args: { status },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: text.heading })).toBeVisible();
    await expectStep(canvasElement, step);
  },
});

/** docs/product.md § Tracker: an unknown status (PENDING_PROCESSING is not in the table) falls back to step 1. */
export const Processing = onStep("PENDING_PROCESSING", 1);
export const Accepted = onStep("PENDING_ACCEPTED", 1);
export const InPreparation = onStep("PENDING_IN_PREPARATION", 2);
export const Dispatched = onStep("PENDING_DISPATCHED", 3);
export const Delivered = onStep("SHIPPED", 4);
/** TO_REVIEW and COMPLETED follow SHIPPED, so the order stays delivered. */
export const ToReview = onStep("TO_REVIEW", 4);
export const Completed = onStep("COMPLETED", 4);
export const StatusTheContractDoesNotName = onStep("ON_HOLD" as OrderStatus, 1);

export const Cancelled: Story = {
  args: { status: "CANCELLED" },
  play: async ({ canvasElement }) => {
    const tracker = within(canvasElement);
    await expect(tracker.getByText(text.cancelled.title)).toBeVisible();
    await expect(tracker.getByText(text.cancelled.description)).toBeVisible();
    // No progress is shown for an order that will not come.
    await expect(tracker.queryByRole("list")).toBeNull();
  },
};

export const Returned: Story = {
  args: { status: "RETURNED" },
  play: async ({ canvasElement }) => {
    const tracker = within(canvasElement);
    await expect(tracker.getByText(text.returned.title)).toBeVisible();
    await expect(tracker.queryByRole("list")).toBeNull();
  },
};

export const OnAPhone: Story = {
  args: { status: "PENDING_IN_PREPARATION" },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 2);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

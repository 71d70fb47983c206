import type { Meta, StoryObj } from "@storybook/react-vite";
import { PackageOpen } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { EmptyState, LoadFailed } from "@/components/ui/ListStatus";

const meta = {
  title: "Components/Feedback/ListStatus",
  component: LoadFailed,
  args: {
    title: "We could not load your items.",
    description: "Check your connection and try again.",
    retryLabel: "Try again",
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(within(alert).getByText("We could not load your items.")).toBeVisible();
    await expect(within(alert).getByText("Check your connection and try again.")).toBeVisible();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedWithoutTitle: Story = {
  args: { title: undefined, description: "Your items could not be loaded." },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Your items could not be loaded.Try again");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedWithNothingToRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Check your connection and try again.");
    await expect(within(alert).queryByRole("button")).toBeNull();
  },
};

export const Empty: Story = {
  render: () => <EmptyState icon={PackageOpen} title="No Items Found" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No Items Found")).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
    // The icon is decoration: screen readers hear only the words.
    await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

export const EmptyWithHint: Story = {
  render: () => (
    <EmptyState icon={PackageOpen} title="No Items Found" hint="Add an item to see it here." />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No Items Found")).toBeVisible();
    await expect(canvas.getByText("Add an item to see it here.")).toBeVisible();
  },
};

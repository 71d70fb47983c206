import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { QuantityCounter } from "@/components/QuantityCounter/QuantityCounter";
import { behaviourOnly } from "../support/chromatic";

const meta = {
  title: "Components/Actions/QuantityCounter",
  component: QuantityCounter,
  args: {
    quantity: 2,
    itemName: "Toor Dal 2 lb",
    onIncrement: fn(),
    onDecrement: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof QuantityCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    const counter = within(canvasElement);
    await expect(
      counter.getByRole("group", { name: "Quantity of Toor Dal 2 lb" }),
    ).toHaveTextContent("2");
    await userEvent.click(counter.getByRole("button", { name: "Remove one Toor Dal 2 lb" }));
    await expect(args.onDecrement).toHaveBeenCalledOnce();
    await userEvent.click(counter.getByRole("button", { name: "Add one more Toor Dal 2 lb" }));
    await expect(args.onIncrement).toHaveBeenCalledOnce();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const One: Story = {
  args: { quantity: 1 },
  play: async ({ canvasElement, args }) => {
    const counter = within(canvasElement);
    await userEvent.click(counter.getByRole("button", { name: "Remove Toor Dal 2 lb from cart" }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onDecrement).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const counter = within(canvasElement);
    const more = counter.getByRole("button", { name: "Add one more Toor Dal 2 lb" });
    await expect(more).toBeDisabled();
    await userEvent.click(more, { pointerEventsCheck: 0 });
    await expect(args.onIncrement).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const counter = within(canvasElement);
    await userEvent.tab();
    await expect(counter.getByRole("button", { name: "Remove one Toor Dal 2 lb" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onIncrement).toHaveBeenCalledOnce();
  },
};

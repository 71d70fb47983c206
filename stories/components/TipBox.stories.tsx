import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TipBox } from "@/components/TipBox/TipBox";
import { tipBoxText as text } from "@/components/TipBox/TipBox.text";
import { cartFixture } from "@/mocks/fixtures";

/** The tip a cart carries, in dollars and as the server formats it (shared/pricing). */
function tipOnTheCart(dollars: number) {
  const { tipAmount, formattedTipAmount } = cartFixture({ tipAmount: dollars });
  return { tipAmount, formattedTipAmount };
}

const meta = {
  title: "Components/Forms/TipBox",
  component: TipBox,
  args: { ...tipOnTheCart(0), onApply: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TipBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const presets = (box: ReturnType<typeof within>) =>
  within(box.getByRole("group", { name: text.presetsLabel }));

export const NoTip: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    // docs/product.md § Constants and limits: at checkout $3, $5, $10 and Other.
    await expect(
      presets(box)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["$3", "$5", "$10", text.other]);
    for (const button of presets(box).getAllByRole("button")) {
      await expect(button).toHaveAttribute("aria-pressed", "false");
    }
    await expect(box.getByText(text.note)).toBeVisible();
    await expect(box.queryByRole("button", { name: text.clear })).toBeNull();

    await userEvent.click(box.getByRole("button", { name: "$5" }));
    await expect(args.onApply).toHaveBeenCalledWith(5);
  },
};

export const PresetChosen: Story = {
  args: tipOnTheCart(5),
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    await expect(box.getByRole("button", { name: "$5" })).toHaveAttribute("aria-pressed", "true");
    await expect(box.getByRole("button", { name: "$3" })).toHaveAttribute("aria-pressed", "false");
    await expect(box.getByText(text.current("$5.00"))).toBeVisible();
    // Choosing the tip already on the cart asks nothing of the server.
    await userEvent.click(box.getByRole("button", { name: "$5" }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(box.getByRole("button", { name: "$10" }));
    await expect(args.onApply).toHaveBeenCalledWith(10);
  },
};

export const OtherAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    await userEvent.click(box.getByRole("button", { name: text.other }));
    const amount = box.getByRole("spinbutton", { name: text.amountLabel });
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveAttribute("min", "1");
    await expect(amount).toHaveAttribute("step", "0.01");

    // docs/product.md § Validation: not a number, or 0 or less, is 'Enter a valid amount'.
    await userEvent.click(box.getByRole("button", { name: text.apply }));
    await expect(box.getByRole("alert")).toHaveTextContent(text.invalid);
    await userEvent.type(amount, "0");
    await expect(box.queryByRole("alert")).toBeNull();
    await userEvent.keyboard("{Enter}");
    await expect(box.getByRole("alert")).toHaveTextContent(text.invalid);
    await expect(args.onApply).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await userEvent.type(amount, "7.5{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith(7.5);
  },
};

export const OtherAmountOnTheCart: Story = {
  args: tipOnTheCart(7.5),
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    await expect(box.getByRole("button", { name: text.other })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(box.getByRole("spinbutton", { name: text.amountLabel })).toHaveValue(7.5);
    await expect(box.getByText(text.current("$7.50"))).toBeVisible();
    await userEvent.click(box.getByRole("button", { name: text.clear }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Cleared: Story = {
  args: tipOnTheCart(3),
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    await userEvent.click(box.getByRole("button", { name: text.clear }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Applying: Story = {
  args: { ...tipOnTheCart(3), applying: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    for (const button of presets(box).getAllByRole("button")) {
      await expect(button).toBeDisabled();
    }
    await expect(box.getByRole("button", { name: text.clear })).toBeDisabled();
  },
};

export const Clearing: Story = {
  args: { ...tipOnTheCart(3), clearing: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByRole("button", { name: text.clearing })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

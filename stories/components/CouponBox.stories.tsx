import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CouponBox, type CouponBoxProps } from "@/components/CouponBox/CouponBox";
import { couponBoxText as text } from "@/components/CouponBox/CouponBox.text";
import { couponFixture } from "@/mocks/fixtures";

const meta = {
  title: "Components/Forms/CouponBox",
  component: CouponBox,
  args: { coupon: null, availableCoupons: 0, onApply: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterACode: Story = {
  args: { availableCoupons: 2 },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    await expect(box.getByRole("heading", { name: text.heading })).toBeVisible();
    await expect(box.getByText(text.available(2))).toBeVisible();
    const code = box.getByRole("textbox", { name: text.codeLabel });
    const apply = box.getByRole("button", { name: text.apply });

    // docs/product.md § Validation: a blank code does nothing.
    await userEvent.click(apply);
    await userEvent.type(code, "   ");
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(box.queryByRole("alert")).toBeNull();

    await userEvent.clear(code);
    await userEvent.type(code, " welcome5 ");
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith("welcome5");
  },
};

export const Applying: Story = {
  args: { applying: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    const button = box.getByRole("button", { name: text.applying });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.type(box.getByRole("textbox", { name: text.codeLabel }), "CHAI3{Enter}");
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Rejected: Story = {
  args: { error: "Add $4.20 more to use WELCOME5 (minimum order $20.00)." },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    const code = box.getByRole("textbox", { name: text.codeLabel });
    // The server's reason, under the field and tied to it.
    await expect(box.getByRole("alert")).toHaveTextContent(
      "Add $4.20 more to use WELCOME5 (minimum order $20.00).",
    );
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toHaveAccessibleDescription(
      "Add $4.20 more to use WELCOME5 (minimum order $20.00).",
    );
    // Editing the code hides the old reason.
    await userEvent.type(code, "X");
    await expect(box.queryByRole("alert")).toBeNull();
    await expect(code).toHaveAttribute("aria-invalid", "false");
  },
};

export const Applied: Story = {
  args: { coupon: couponFixture(), availableCoupons: 3 },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    await expect(box.getByText("Welcome $5 off")).toBeVisible();
    await expect(box.getByText(`${text.code("WELCOME5")} · $5 OFF`)).toBeVisible();
    await expect(box.queryByRole("textbox")).toBeNull();
    // One coupon at a time: the count of others is not offered while one is applied.
    await expect(box.queryByText(text.available(3))).toBeNull();
    await userEvent.click(box.getByRole("button", { name: text.clear }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Clearing: Story = {
  args: { coupon: couponFixture(), clearing: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByRole("button", { name: text.clearing })).toBeDisabled();
  },
};

export const WithUpsellMessage: Story = {
  args: { upsellCouponMessage: "Add $4.20 more to unlock WELCOME5 ($5 OFF)." },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement);
    await expect(box.getByText("Add $4.20 more to unlock WELCOME5 ($5 OFF).")).toBeVisible();
    await expect(box.queryByText(/you can use/)).toBeNull();
  },
};

/** Saves like the app: applying or clearing at once, the answer a moment later. */
function SavingLikeTheApp(args: CouponBoxProps) {
  const [coupon, setCoupon] = useState(args.coupon);
  const [applying, setApplying] = useState(false);
  const [clearing, setClearing] = useState(false);
  return (
    <CouponBox
      {...args}
      coupon={coupon}
      applying={applying}
      clearing={clearing}
      onApply={(code) => {
        args.onApply(code);
        setApplying(true);
        setTimeout(() => {
          setCoupon(couponFixture({ code }));
          setApplying(false);
        }, 60);
      }}
      onClear={() => {
        args.onClear();
        setClearing(true);
        setTimeout(() => {
          setCoupon(null);
          setClearing(false);
        }, 60);
      }}
    />
  );
}

export const KeyboardFocusFollowsTheSwap: Story = {
  // Apply by keyboard: Clear takes focus when it replaces the form; Clear gives it to the field.
  render: (args) => <SavingLikeTheApp {...args} />,
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement);
    box.getByRole("textbox", { name: text.codeLabel }).focus();
    await userEvent.keyboard("WELCOME5");
    await userEvent.tab();
    await expect(box.getByRole("button", { name: text.apply })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith("WELCOME5");
    const clear = await box.findByRole("button", { name: text.clear });
    await expect(clear).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await expect(args.onClear).toHaveBeenCalledOnce();
    const code = await box.findByRole("textbox", { name: text.codeLabel });
    await expect(code).toHaveFocus();
  },
};

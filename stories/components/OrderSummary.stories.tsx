import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "@/components/ui/Button";
import { OrderSummary } from "@/components/OrderSummary/OrderSummary";
import { orderSummaryText as text } from "@/components/OrderSummary/OrderSummary.text";
import { checkoutPageText } from "@/components/CheckoutPage/CheckoutPage.text";
import { itemCount } from "@/lib/itemCount";
import { bigCartFixture, cartFixture, couponFixture, orderRecordFixture } from "@/mocks/fixtures";
import { orderView } from "@/mocks/views";
import { expectSummaryAddsUp } from "../support/summary";

// Every figure is priced as the server prices it (shared/pricing, through the fixtures), so the
// lines add up to the Total as a shopper would check them.
/** Two lines and a $2 tip. */
const cart = cartFixture({ tipAmount: 2 });
/** Every product in stock, enough for both fees to be waived, with WELCOME5: $5 off. */
const cartWithCoupon = cartFixture({
  cartItems: bigCartFixture().cartItems,
  coupon: couponFixture(),
  tipAmount: 2,
});
/** A delivered order of one line: a $5 tip at checkout and $2 more added after delivery. */
const order = orderView(
  orderRecordFixture({
    id: 4,
    status: "SHIPPED",
    lines: [{ productId: 101, qty: 1 }],
    additionalTipAmount: 2,
  }),
);

const meta = {
  title: "Components/Commerce/OrderSummary",
  component: OrderSummary,
  args: { totals: cart, itemCount: itemCount(cart.cartItems) },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Return the figure on the line labelled `label`. */
function figure(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByText(label).nextElementSibling;
}

function summaryOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole("region", { name: text.heading });
}

export const FromTheCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: text.heading })).toBeVisible();
    await expect(figure(canvasElement, text.subtotal(2))).toHaveTextContent(cart.formattedSubTotal);
    await expect(figure(canvasElement, text.tip)).toHaveTextContent(cart.formattedTipAmount);
    await expect(figure(canvasElement, text.total)).toHaveTextContent(cart.formattedTotal);
    await expect(canvas.queryByText(text.finalPayment)).toBeNull();
    await expectSummaryAddsUp(summaryOf(canvasElement));
  },
};

/** A discount reads as a minus; waived fees read 'Free'. */
export const CouponAndFreeFees: Story = {
  args: { totals: cartWithCoupon, itemCount: itemCount(cartWithCoupon.cartItems) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, text.coupons)).toHaveTextContent("-$5.00");
    await expect(figure(canvasElement, text.serviceFee)).toHaveTextContent(text.free);
    await expect(figure(canvasElement, text.deliveryFee)).toHaveTextContent(text.free);
    await expectSummaryAddsUp(summaryOf(canvasElement));
  },
};

/** An order also shows what was charged in the end, later tips included. */
export const OnAnOrder: Story = {
  args: {
    totals: order,
    itemCount: itemCount(order.orderProducts),
    formattedFinalPayment: order.formattedFinalPayment,
    headingLevel: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: text.heading })).toBeVisible();
    await expect(canvas.getByText(text.subtotal(1))).toBeVisible();
    await expect(figure(canvasElement, text.finalPayment)).toHaveTextContent(
      order.formattedFinalPayment,
    );
    await expectSummaryAddsUp(summaryOf(canvasElement));
  },
};

/** While the server reprices a change, the old figures stay and screen readers hear why. */
export const Updating: Story = {
  args: {
    updating: true,
    children: (
      <Button className="w-full" disabled>
        {checkoutPageText.placeOrder}
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: text.heading })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent(text.updating);
    await expect(canvas.getByRole("button", { name: checkoutPageText.placeOrder })).toBeDisabled();
    await expectSummaryAddsUp(summaryOf(canvasElement));
  },
};

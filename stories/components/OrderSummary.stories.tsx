import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "@/components/ui/Button";
import { OrderSummary } from "@/components/OrderSummary/OrderSummary";
import { orderSummaryText as text } from "@/components/OrderSummary/OrderSummary.text";
import { checkoutPageText } from "@/components/CheckoutPage/CheckoutPage.text";
import { cartFixture } from "@/mocks/fixtures";

const cart = cartFixture({ tipAmount: 2 });

const meta = {
  title: "Components/Commerce/OrderSummary",
  component: OrderSummary,
  args: { totals: cart, itemCount: 3 },
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

export const FromTheCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: text.heading })).toBeVisible();
    await expect(figure(canvasElement, text.subtotal(3))).toHaveTextContent(cart.formattedSubTotal);
    await expect(figure(canvasElement, text.tip)).toHaveTextContent(cart.formattedTipAmount);
    await expect(figure(canvasElement, text.total)).toHaveTextContent(cart.formattedTotal);
    await expect(canvas.queryByText(text.finalPayment)).toBeNull();
  },
};

/** A discount reads as a minus; waived fees read 'Free'. */
export const CouponAndFreeFees: Story = {
  args: {
    totals: {
      ...cart,
      formattedCouponAmount: "$5.00",
      isServiceFeeFree: true,
      isDeliveryFeeFree: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, text.coupons)).toHaveTextContent("-$5.00");
    await expect(figure(canvasElement, text.serviceFee)).toHaveTextContent(text.free);
    await expect(figure(canvasElement, text.deliveryFee)).toHaveTextContent(text.free);
  },
};

/** An order also shows what was charged in the end, later tips included. */
export const OnAnOrder: Story = {
  args: { itemCount: 1, formattedFinalPayment: "$31.40", headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: text.heading })).toBeVisible();
    await expect(canvas.getByText(text.subtotal(1))).toBeVisible();
    await expect(figure(canvasElement, text.finalPayment)).toHaveTextContent("$31.40");
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
  },
};

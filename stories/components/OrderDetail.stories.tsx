import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Order, OrderStatus } from "@/api/types";
import { cancelOrderDialogText as cancelText } from "@/components/CancelOrderDialog/CancelOrderDialog.text";
import { deliveryInstructionsText as instructionsText } from "@/components/DeliveryInstructions/DeliveryInstructions.text";
import { OrderDetail } from "@/components/OrderDetail/OrderDetail";
import {
  orderDetailText as text,
  orderStatusLabel,
} from "@/components/OrderDetail/OrderDetail.text";
import { OrderDetailSkeleton } from "@/components/OrderDetail/OrderDetailSkeleton";
import { OrderNotFound } from "@/components/OrderDetail/OrderNotFound";
import { orderSummaryText as summaryText } from "@/components/OrderSummary/OrderSummary.text";
import { orderTrackerText as trackerText } from "@/components/OrderTracker/OrderTracker.text";
import { rateOrderDialogText as rateText } from "@/components/RateOrderDialog/RateOrderDialog.text";
import { reviewCartText as reviewText } from "@/components/ReviewCart/ReviewCart.text";
import { riderPanelText as riderText } from "@/components/RiderPanel/RiderPanel.text";
import { tipRiderDialogText as tipText } from "@/components/TipRiderDialog/TipRiderDialog.text";
import { orderFixture, orderRecordFixture, orderWithShortagesFixture } from "@/mocks/fixtures";
import { orderView } from "@/mocks/views";
import { screenOf } from "../support/portal";
import { snapshotAt } from "../support/chromatic";
import { expectSummaryAddsUp, summaryFigures } from "../support/summary";

/** Order 3 in a status; its flags, rider and thread follow the status as the server's do. */
const orderIn = (status: OrderStatus, overrides: Partial<Order> = {}) =>
  orderFixture({ id: 3, status, ...overrides });

const allFlags = (value: boolean) => ({
  canCancel: value,
  canRate: value,
  canAddAdditionalTip: value,
  canUpdateDeliveryInstructions: value,
});

/** Eight lines: two more than the Review Cart shows at first. */
const eightLineOrder = orderView(
  orderRecordFixture({
    id: 8,
    status: "PENDING_IN_PREPARATION",
    lines: [111, 107, 121, 113, 114, 119, 122, 123].map((productId) => ({ productId, qty: 1 })),
  }),
);

/** What the order map engineer's component will stand in for. */
const mapPlaceholder = (
  <div className="grid h-[210px] place-items-center bg-gray-100 text-sm text-gray-700">
    Order map
  </div>
);
const chatPlaceholder = (
  <div className="rounded-xl border border-dashed border-gray-300 p-4 text-sm text-gray-700">
    Rider chat
  </div>
);

const never = () => new Promise<never>(() => undefined);
const viewport = (value: string) => ({ viewport: { value, isRotated: false } });

const meta = {
  title: "Components/Commerce/OrderDetail",
  component: OrderDetail,
  args: {
    order: orderIn("PENDING_ACCEPTED"),
    onCancel: fn(async () => undefined),
    onRate: fn(async () => undefined),
    onAddTip: fn(async () => undefined),
    onUpdateInstructions: fn(async () => undefined),
  },
  parameters: { chromatic: snapshotAt("desktop"), layout: "padded" },
  globals: viewport("desktop"),
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

const summaryOf = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole("region", { name: summaryText.heading });

async function expectHeader(canvasElement: HTMLElement, order: Order) {
  const view = page(canvasElement);
  await expect(
    view.getByRole("heading", { level: 1, name: text.title(order.invoiceNumber) }),
  ).toBeVisible();
  await expect(view.getByText(`${text.status}:`).parentElement).toHaveTextContent(
    orderStatusLabel(order.status),
  );
}

function actionsOf(canvasElement: HTMLElement) {
  const view = page(canvasElement);
  return {
    cancel: view.queryByRole("button", { name: text.cancelOrder }),
    rate: view.queryByRole("button", { name: text.rateYourOrder }),
    tip: view.queryByRole("button", { name: text.addTip }),
    instructions: view.queryByRole("button", { name: instructionsText.update }),
    rider: view.queryByRole("region", { name: riderText.heading }),
  };
}

export const Processing: Story = {
  args: { order: orderIn("PENDING_PROCESSING") },
  play: async ({ canvasElement, args }) => {
    const view = page(canvasElement);
    await expectHeader(canvasElement, args.order);
    await expect(view.getByText("Processing", { selector: "p" })).toBeVisible();
    await expect(view.getByText(trackerText.steps[0].title)).toBeVisible();
    const { cancel, rate, tip, instructions, rider } = actionsOf(canvasElement);
    await expect(cancel).toBeVisible();
    await expect(instructions).toBeVisible();
    await expect([rate, tip, rider]).toEqual([null, null, null]);
  },
};

export const Accepted: Story = {
  play: async ({ canvasElement, args }) => {
    const view = page(canvasElement);
    await expectHeader(canvasElement, args.order);
    // Delivery information: name, address lines, window.
    const delivery = within(view.getByRole("region", { name: text.deliveryInformation }));
    await expect(delivery.getByText("Amina Khan")).toBeVisible();
    await expect(delivery.getByText(/245 Court Street/)).toHaveTextContent(
      "245 Court StreetApt 4BBrooklyn, NY 11201",
    );
    await expect(delivery.getByText("Monday, Jun 01, 2026").parentElement).toHaveTextContent(
      "Monday, Jun 01, 20264:00 PM - 6:00 PM",
    );
    // Payment: the brand's logo and last four.
    const payment = within(view.getByRole("region", { name: text.paymentMethod }));
    await expect(payment.getByRole("img", { name: "Visa" })).toBeVisible();
    await expect(payment.getByText("4242")).toBeVisible();
    // Ordered products: 3 lines, 4 units.
    const products = within(view.getByRole("region", { name: text.orderedProducts }));
    await expect(products.getAllByRole("listitem")).toHaveLength(3);
    await expect(products.getByText(text.quantity(2))).toBeVisible();
    const summary = within(view.getByRole("region", { name: summaryText.heading }));
    // Subtotal counts items as lines (3), not units (4), as checkout and the cart do.
    await expect(summary.getByText(summaryText.subtotal(3))).toBeVisible();
    await expect(summary.getByText(summaryText.finalPayment).parentElement).toHaveTextContent(
      `${summaryText.finalPayment}${args.order.formattedFinalPayment}`,
    );
    await expectSummaryAddsUp(summaryOf(canvasElement));
    await expect(actionsOf(canvasElement).cancel).toBeVisible();
  },
};

export const InPreparation: Story = {
  args: { order: orderIn("PENDING_IN_PREPARATION"), map: mapPlaceholder },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(view.getByText(trackerText.steps[1].title)).toBeVisible();
    // No map, nor an empty frame for one, before the rider leaves.
    await expect(view.queryByText("Order map")).toBeNull();
    // The order can be cancelled and its instructions changed until the rider leaves.
    const { cancel, instructions } = actionsOf(canvasElement);
    await expect(cancel).toBeVisible();
    await expect(instructions).toBeVisible();
  },
};

export const DispatchedWithMapAndChat: Story = {
  args: { order: orderIn("PENDING_DISPATCHED"), map: mapPlaceholder, chat: chatPlaceholder },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(view.getByText(trackerText.steps[2].title)).toBeVisible();
    const map = view.getByText("Order map");
    const delivery = view.getByRole("region", { name: text.deliveryInformation });
    await expect(map.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      delivery.getBoundingClientRect().top,
    );
    const rider = view.getByRole("region", { name: riderText.heading });
    await expect(within(rider).getByText("Imran Qureshi")).toBeVisible();
    await expect(view.getByText("Rider chat")).toBeVisible();
    // On its way: too late to cancel or change the instructions, too early to tip again.
    const { cancel, instructions, tip } = actionsOf(canvasElement);
    await expect([cancel, instructions, tip]).toEqual([null, null, null]);
  },
};

export const Delivered: Story = {
  args: { order: orderIn("SHIPPED") },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(view.getByText(trackerText.steps[3].title)).toBeVisible();
    // The badge agrees with the tracker: delivered, not 'Shipped'.
    await expect(view.getByText(`${text.status}:`).parentElement).toHaveTextContent(
      `${text.status}: Delivered`,
    );
    const { rate, tip, instructions, rider, cancel } = actionsOf(canvasElement);
    await expect(rate).toBeVisible();
    await expect(tip).toBeVisible();
    // The rider panel is for a dispatched order; the instructions can no longer change.
    await expect([rider, instructions, cancel]).toEqual([null, null, null]);
    const saved = within(view.getByRole("region", { name: text.deliveryInstructions }));
    await expect(saved.getByText("Lobby Code 90")).toBeVisible();
  },
};

/** Delivered with a $3.00 tip at checkout and a $4.25 one added afterwards (issue 26). */
export const DeliveredWithExtraTip: Story = {
  args: {
    order: orderView(
      orderRecordFixture({ id: 3, status: "SHIPPED", tipAmount: 3, additionalTipAmount: 4.25 }),
    ),
  },
  play: async ({ canvasElement }) => {
    const figures = summaryFigures(summaryOf(canvasElement));
    // Tip carries both tips; every line above Total adds up to it; Final Payment is that Total.
    await expect(figures.get(summaryText.tip)).toBe(725);
    await expectSummaryAddsUp(summaryOf(canvasElement));
    await expect(figures.get(summaryText.finalPayment)).toBe(figures.get(summaryText.total));
  },
};

export const ToReview: Story = {
  args: { order: orderIn("TO_REVIEW") },
  play: async ({ canvasElement, args }) => {
    const view = page(canvasElement);
    await expectHeader(canvasElement, args.order);
    await expect(view.getByText(trackerText.steps[3].title)).toBeVisible();
    await expect(actionsOf(canvasElement).rate).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { order: orderIn("CANCELLED") },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(view.getByText(trackerText.cancelled.title)).toBeVisible();
    const { cancel, rate, tip, instructions, rider } = actionsOf(canvasElement);
    await expect([cancel, rate, tip, instructions, rider]).toEqual([null, null, null, null, null]);
  },
};

export const EveryFlagOn: Story = {
  args: { order: orderIn("PENDING_ACCEPTED", allFlags(true)) },
  play: async ({ canvasElement }) => {
    const { cancel, rate, tip, instructions } = actionsOf(canvasElement);
    for (const action of [cancel, rate, tip, instructions]) await expect(action).toBeVisible();
  },
};

export const EveryFlagOff: Story = {
  args: {
    order: orderIn("PENDING_ACCEPTED", {
      ...allFlags(false),
      orderShipping: { ...orderIn("PENDING_ACCEPTED").orderShipping, leaveAtDoorstep: true },
    }),
  },
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    const { cancel, rate, tip, instructions } = actionsOf(canvasElement);
    await expect([cancel, rate, tip, instructions]).toEqual([null, null, null, null]);
    // Without the flag the saved instructions show read-only.
    const saved = within(view.getByRole("region", { name: text.deliveryInstructions }));
    await expect(saved.getByText("Lobby Code 90")).toBeVisible();
    await expect(saved.getByText(text.leaveAtDoorstep)).toBeVisible();
    await expect(view.queryByRole("textbox")).toBeNull();
  },
};

export const NoInstructionsSaved: Story = {
  args: { order: orderIn("SHIPPED", { note: null }) },
  play: async ({ canvasElement }) => {
    await expect(
      page(canvasElement).queryByRole("region", { name: text.deliveryInstructions }),
    ).toBeNull();
  },
};

/** A basket over both thresholds (shared/pricing's policy): no service or delivery fee. */
export const FreeFees: Story = {
  args: {
    order: orderView(
      orderRecordFixture({
        id: 3,
        status: "PENDING_ACCEPTED",
        lines: [
          { productId: 101, qty: 3 },
          { productId: 109, qty: 2 },
          { productId: 117, qty: 1 },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const summary = within(summaryOf(canvasElement));
    await expect(summary.getAllByText(summaryText.free)).toHaveLength(2);
    await expectSummaryAddsUp(summaryOf(canvasElement));
  },
};

export const CancelConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole("button", { name: text.cancelOrder }));
    const dialog = await screenOf(canvasElement).findByRole("alertdialog", {
      name: cancelText.title,
    });
    await expect(within(dialog).getByText(cancelText.refund)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: cancelText.confirm }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("alertdialog")).toBeNull());
  },
};

export const CancelFails: Story = {
  args: { onCancel: fn(async () => Promise.reject(new Error("Order already packed"))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole("button", { name: text.cancelOrder }));
    const dialog = within(
      await screenOf(canvasElement).findByRole("alertdialog", { name: cancelText.title }),
    );
    await userEvent.click(dialog.getByRole("button", { name: cancelText.confirm }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    // The dialog stays for another try once the request has failed.
    await waitFor(() =>
      expect(dialog.getByRole("button", { name: cancelText.confirm })).toBeEnabled(),
    );
    await expect(screenOf(canvasElement).getByRole("alertdialog")).toBeVisible();
  },
};

export const Cancelling: Story = {
  args: { onCancel: fn(never) },
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole("button", { name: text.cancelOrder }));
    const dialog = within(
      await screenOf(canvasElement).findByRole("alertdialog", { name: cancelText.title }),
    );
    await userEvent.click(dialog.getByRole("button", { name: cancelText.confirm }));
    await expect(dialog.getByRole("button", { name: cancelText.confirm })).toBeDisabled();
  },
};

export const TipAdded: Story = {
  args: { order: orderIn("SHIPPED") },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole("button", { name: text.addTip }));
    const dialog = within(
      await screenOf(canvasElement).findByRole("dialog", { name: tipText.title }),
    );
    await userEvent.click(dialog.getByRole("radio", { name: "$10" }));
    await userEvent.click(dialog.getByRole("button", { name: tipText.submit }));
    await expect(args.onAddTip).toHaveBeenCalledWith(10);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const TipInvalid: Story = {
  args: { order: orderIn("SHIPPED") },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole("button", { name: text.addTip }));
    const dialog = within(
      await screenOf(canvasElement).findByRole("dialog", { name: tipText.title }),
    );
    await userEvent.click(dialog.getByRole("radio", { name: tipText.other }));
    await userEvent.type(dialog.getByRole("spinbutton", { name: tipText.otherLabel }), "0");
    await userEvent.click(dialog.getByRole("button", { name: tipText.submit }));
    await expect(dialog.getByRole("alert")).toHaveTextContent(tipText.invalid);
    await expect(args.onAddTip).not.toHaveBeenCalled();
  },
};

export const TipFails: Story = {
  args: {
    order: orderIn("SHIPPED"),
    onAddTip: fn(async () => Promise.reject(new Error("Failed to apply tip"))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole("button", { name: text.addTip }));
    const dialog = within(
      await screenOf(canvasElement).findByRole("dialog", { name: tipText.title }),
    );
    await userEvent.click(dialog.getByRole("radio", { name: "$25" }));
    await userEvent.click(dialog.getByRole("button", { name: tipText.submit }));
    await expect(args.onAddTip).toHaveBeenCalledWith(25);
    await waitFor(() => expect(dialog.getByRole("button", { name: tipText.submit })).toBeEnabled());
    // The choice is kept for another try.
    await expect(dialog.getByRole("radio", { name: "$25" })).toBeChecked();
  },
};

export const RatingSent: Story = {
  args: { order: orderIn("TO_REVIEW") },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(page(canvasElement).getByRole("button", { name: text.rateYourOrder }));
    const dialog = within(
      await screenOf(canvasElement).findByRole("dialog", { name: rateText.title }),
    );
    const order = within(dialog.getByRole("group", { name: rateText.orderLegend }));
    const rider = within(dialog.getByRole("group", { name: rateText.riderLegend("Imran") }));
    await userEvent.click(order.getByRole("radio", { name: rateText.star(5) }));
    await userEvent.click(rider.getByRole("radio", { name: rateText.star(4) }));
    await userEvent.type(dialog.getByRole("textbox", { name: rateText.riderComments }), "Kind");
    await userEvent.click(dialog.getByRole("button", { name: rateText.submit }));
    await expect(args.onRate).toHaveBeenCalledWith({
      orderRating: 5,
      driverRating: 4,
      driverComments: "Kind",
    });
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const InstructionsUpdating: Story = {
  args: { onUpdateInstructions: fn(never) },
  play: async ({ canvasElement, args }) => {
    const view = page(canvasElement);
    const note = view.getByRole("textbox", { name: instructionsText.noteLabel });
    await expect(note).toHaveValue("Lobby Code 90");
    await userEvent.clear(note);
    await userEvent.type(note, "Call on arrival");
    await userEvent.click(view.getByRole("button", { name: instructionsText.update }));
    await expect(args.onUpdateInstructions).toHaveBeenCalledWith({
      note: "Call on arrival",
      leaveAtDoorstep: false,
    });
    await expect(view.getByRole("button", { name: instructionsText.updating })).toBeDisabled();
  },
};

export const InstructionsUpdated: Story = {
  play: async ({ canvasElement, args }) => {
    const view = page(canvasElement);
    await userEvent.click(view.getByRole("checkbox", { name: instructionsText.leaveAtDoorstep }));
    await userEvent.click(view.getByRole("button", { name: instructionsText.update }));
    await expect(args.onUpdateInstructions).toHaveBeenCalledWith({
      note: "Lobby Code 90",
      leaveAtDoorstep: true,
    });
    await expect(await view.findByRole("button", { name: instructionsText.update })).toBeEnabled();
  },
};

export const ReviewCartOnDesktop: Story = {
  args: { order: eightLineOrder },
  play: async ({ canvasElement }) => {
    const box = within(page(canvasElement).getByRole("region", { name: reviewText.heading }));
    const shown = () => box.getAllByRole("listitem").filter((item) => item.checkVisibility());
    await expect(shown()).toHaveLength(6);
    await userEvent.click(box.getByRole("button", { name: reviewText.seeAll }));
    await expect(shown()).toHaveLength(8);
    await userEvent.click(box.getByRole("button", { name: reviewText.seeFewer }));
    await expect(shown()).toHaveLength(6);
  },
};

export const OnAPhone: Story = {
  args: { order: eightLineOrder },
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: viewport("mobile2"),
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    const box = within(view.getByRole("region", { name: reviewText.heading }));
    await expect(box.getByText("+2")).toBeVisible();
    await expect(box.queryByRole("button", { name: reviewText.seeAll })).toBeNull();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const DispatchedOnAPhone: Story = {
  args: { order: orderIn("PENDING_DISPATCHED"), map: mapPlaceholder, chat: chatPlaceholder },
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: viewport("mobile2"),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(
      page(canvasElement).getByRole("region", { name: riderText.heading }),
    ).toBeVisible();
  },
};

/**
 * docs/replacements.md: a line of each outcome (as ordered, replaced with the difference back,
 * awaiting an answer, refunded) and the Refunds line taken off the Total.
 */
export const ShortItems: Story = {
  args: { order: orderWithShortagesFixture() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const products = within(page.getByRole("region", { name: text.orderedProducts }));
    await expect(products.getByText(text.outcome.REPLACED)).toBeVisible();
    await expect(products.getByText(text.outcome.AWAITING_APPROVAL)).toBeVisible();
    await expect(products.getByText(text.outcome.REFUNDED)).toBeVisible();
    await expect(products.getByText(/^Out of stock\. \$[\d.]+ back to your card\.$/)).toBeVisible();
    const summary = within(page.getByRole("region", { name: summaryText.heading }));
    await expect(summary.getByText(summaryText.refunds)).toBeVisible();
    await expect(summary.getByText(`-${args.order.formattedRefundAmount ?? ""}`)).toBeVisible();
    await expect(summary.getByText(args.order.formattedFinalPayment)).toBeVisible();
    await expectSummaryAddsUp(summaryOf(canvasElement));
  },
};

export const Loading: Story = {
  render: () => <OrderDetailSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole("status")).toHaveTextContent(text.loading);
  },
};

export const NotFound: Story = {
  render: () => <OrderNotFound myOrdersHref="/my-orders" />,
  play: async ({ canvasElement }) => {
    const view = page(canvasElement);
    await expect(view.getByRole("heading", { level: 1, name: text.notFound })).toBeVisible();
    await expect(view.getByRole("link", { name: text.myOrders })).toHaveAttribute(
      "href",
      "/my-orders",
    );
  },
};

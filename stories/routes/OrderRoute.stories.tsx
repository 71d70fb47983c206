import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { cancelOrderDialogText } from "@/components/CancelOrderDialog/CancelOrderDialog.text";
import { deliveryInstructionsText } from "@/components/DeliveryInstructions/DeliveryInstructions.text";
import { orderDetailText } from "@/components/OrderDetail/OrderDetail.text";
import { orderSummaryText } from "@/components/OrderSummary/OrderSummary.text";
import { orderTrackerText } from "@/components/OrderTracker/OrderTracker.text";
import { rateOrderDialogText } from "@/components/RateOrderDialog/RateOrderDialog.text";
import { riderChatText } from "@/components/RiderChat/RiderChat.text";
import { tipRiderDialogText } from "@/components/TipRiderDialog/TipRiderDialog.text";
import { fixtureUuid } from "@/mocks/fixtures/ids";
import {
  deliveredOrderWithReportsRecord,
  orderFixture,
  orderWithShortagesRecord,
} from "@/mocks/fixtures";
import { reportIssueDialogText } from "@/components/ReportIssueDialog/ReportIssueDialog.text";
import { db } from "@/mocks/db";
import { shortLine } from "@/mocks/handlers/shortages";
import { chatMessagesText } from "@/components/ChatMessages/ChatMessages.text";
import { riderChatToasts } from "@/app/order/riderChatToasts";
import { http } from "@/mocks/http";
import { scenarios, SERVER_ERROR_MESSAGE } from "@/mocks/scenarios";
import { orderMessages } from "@/routes/order/orderMessages";
import { OrderRoute } from "@/routes/OrderRoute";
import { tipMessages } from "@/routes/shared/tipMessages";
import { screenOf } from "../support/portal";
import { expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";
import { inLanguage, type LanguageCheck } from "../support/languageStories";

/** The mock customer's seeded orders (src/mocks/fixtures/orders.ts), one per notable status. */
const ORDER = {
  accepted: fixtureUuid("order", 1),
  inPreparation: fixtureUuid("order", 2),
  dispatched: fixtureUuid("order", 3),
  shipped: fixtureUuid("order", 4),
  toReview: fixtureUuid("order", 5),
  cancelled: fixtureUuid("order", 6),
};

const at = (uuid: string) => ({ route: `/order/${uuid}` });

const meta = {
  title: "Routes/OrderRoute",
  component: OrderRoute,
  render: () => (
    <Routes>
      <Route path="/order/:id" element={<OrderRoute />} />
    </Routes>
  ),
  parameters: { ...pageParameters, ...at(ORDER.accepted), layout: "fullscreen" },
  globals: { session: "customer" },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-7xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof OrderRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** The tracker's current step title, once the order has loaded. */
async function expectTrackerTitle(canvasElement: HTMLElement, title: string) {
  await waitFor(() => expect(page(canvasElement).getByText(title)).toBeVisible());
}

/**
 * The rider chat's code loads when a rider is first shown, after the order: an order with a rider
 * is whole, for its play function and its picture, once the chat's toggle is in.
 */
async function expectRiderChat(canvasElement: HTMLElement) {
  await expect(
    await page(canvasElement).findByRole("button", { name: riderChatText.toggle("Imran", 0) }),
  ).toBeVisible();
}

const trackerTitle = (step: number) => orderTrackerText.steps[step - 1]?.title ?? "";

const button = (canvasElement: HTMLElement, name: string | RegExp) =>
  page(canvasElement).getByRole("button", { name });

const dialog = (canvasElement: HTMLElement, name: string, role = "dialog") =>
  screenOf(canvasElement).findByRole(role, { name });

export const Loading: Story = {
  parameters: { msw: scenarios.orders.loading },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(orderDetailText.loading)).toBeInTheDocument();
  },
};

export const Processing: Story = {
  parameters: {
    ...at(ORDER.accepted),
    msw: [
      http.get("/orders/ui/{id}", ({ response }) =>
        response(200).json({
          data: orderFixture({ uuid: ORDER.accepted, id: 1, status: "PENDING_PROCESSING" }),
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    // docs/product.md § Order detail: a status before acceptance is still the tracker's first step.
    await expectTrackerTitle(canvasElement, trackerTitle(1));
    await expect(page(canvasElement).getByText("Processing")).toBeVisible();
  },
};

export const AcceptedAndCancelled: Story = {
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(1));
    // No rider yet: no map, no rider panel, no tip or rating.
    await expect(
      page(canvasElement).queryByRole("button", { name: orderDetailText.addTip }),
    ).toBeNull();
    await expect(page(canvasElement).queryByText(orderDetailText.rateYourOrder)).toBeNull();

    await userEvent.click(button(canvasElement, orderDetailText.cancelOrder));
    const confirm = await dialog(canvasElement, cancelOrderDialogText.title, "alertdialog");
    await expect(within(confirm).getByText(cancelOrderDialogText.refund)).toBeVisible();
    await userEvent.click(
      within(confirm).getByRole("button", { name: cancelOrderDialogText.confirm }),
    );

    // A success, not the spec's error-style toast; the page shows the cancelled order.
    await expectToast(canvasElement, orderMessages.cancelled);
    await expectTrackerTitle(canvasElement, orderTrackerText.cancelled.title);
    await expect(
      page(canvasElement).queryByRole("button", { name: orderDetailText.cancelOrder }),
    ).toBeNull();
  },
};

export const CancelFails: Story = {
  parameters: { msw: scenarios.orders.cancelFails },
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(1));
    await userEvent.click(button(canvasElement, orderDetailText.cancelOrder));
    const confirm = await dialog(canvasElement, cancelOrderDialogText.title, "alertdialog");
    await userEvent.click(
      within(confirm).getByRole("button", { name: cancelOrderDialogText.confirm }),
    );
    await expectToast(canvasElement, orderMessages.cancelFailed(SERVER_ERROR_MESSAGE));
    // The dialog stays for another try.
    await expect(confirm).toBeVisible();
  },
};

export const InPreparationUpdatesInstructions: Story = {
  parameters: at(ORDER.inPreparation),
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(2));
    // Until the rider leaves, the order can still be cancelled (the server's flag).
    await expect(button(canvasElement, orderDetailText.cancelOrder)).toBeVisible();
    const note = page(canvasElement).getByPlaceholderText(deliveryInstructionsText.placeholder);
    await userEvent.clear(note);
    await userEvent.type(note, "Ring twice");
    await userEvent.click(
      page(canvasElement).getByRole("checkbox", { name: deliveryInstructionsText.leaveAtDoorstep }),
    );
    await userEvent.click(button(canvasElement, deliveryInstructionsText.update));
    await expectToast(canvasElement, orderMessages.instructionsUpdated);
    // The order was reloaded with what the server kept.
    await expect(
      page(canvasElement).getByPlaceholderText(deliveryInstructionsText.placeholder),
    ).toHaveValue("Ring twice");
    await expect(
      page(canvasElement).getByRole("checkbox", { name: deliveryInstructionsText.leaveAtDoorstep }),
    ).toBeChecked();
  },
};

export const InstructionsFail: Story = {
  tags: ["behaviour"],
  parameters: {
    chromatic: behaviourOnly,
    ...at(ORDER.inPreparation),
    msw: scenarios.orders.instructionsFail,
  },
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(2));
    await userEvent.click(button(canvasElement, deliveryInstructionsText.update));
    await expectToast(canvasElement, orderMessages.instructionsFailed);
    await expect(button(canvasElement, deliveryInstructionsText.update)).toBeEnabled();
  },
};

export const DispatchedWithMap: Story = {
  parameters: at(ORDER.dispatched),
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(3));
    const map = await page(canvasElement).findByRole("region", { name: orderMessages.mapLabel });
    await expect(map).toBeVisible();
    await expect(page(canvasElement).getAllByText(/Imran/)[0]).toBeVisible();
    await expectRiderChat(canvasElement);
    // On its way: neither the instructions nor the order can change any more.
    await expect(
      page(canvasElement).queryByPlaceholderText(deliveryInstructionsText.placeholder),
    ).toBeNull();
    await expect(
      page(canvasElement).queryByRole("button", { name: orderDetailText.cancelOrder }),
    ).toBeNull();
  },
};

/** docs/languages.md: an order on its way in each language, the tracker's step in its words. */
const onItsWayInLanguage: LanguageCheck = {
  show: async (canvasElement) => {
    await expectTrackerTitle(canvasElement, trackerTitle(3));
    await page(canvasElement).findByRole("region", { name: orderMessages.mapLabel });
    await expectRiderChat(canvasElement);
    return canvasElement;
  },
  word: () => trackerTitle(3),
  english: "Your Order has been dispatched.",
};

export const InUrdu: Story = inLanguage("ur", DispatchedWithMap, onItsWayInLanguage);
export const InHindi: Story = inLanguage("hi", DispatchedWithMap, onItsWayInLanguage);
export const InBengali: Story = inLanguage("bn", DispatchedWithMap, onItsWayInLanguage);
export const InArabic: Story = inLanguage("ar", DispatchedWithMap, onItsWayInLanguage);

/** The page polls the order: the rider comes closer, then the order is delivered, no reload. */
export const LiveTracking: Story = {
  // A poll a second, not every 5 s: the story sees the same three reads sooner.
  parameters: {
    ...at(ORDER.dispatched),
    msw: scenarios.orders.liveDelivery,
    pollIntervals: { order: 1_000 },
  },
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(3));
    await expectRiderChat(canvasElement);
    const riderLatitude = () =>
      canvasElement.querySelector("[data-rider-lat]")?.getAttribute("data-rider-lat") ?? null;
    await waitFor(() => expect(riderLatitude()).not.toBeNull());
    const first = riderLatitude();
    await waitFor(() => expect(riderLatitude()).not.toBe(first));
    await expectTrackerTitle(canvasElement, trackerTitle(4));
    // Delivered: the map is gone.
    await expect(
      page(canvasElement).queryByRole("region", { name: orderMessages.mapLabel }),
    ).toBeNull();
  },
};

export const DeliveredAddsTip: Story = {
  parameters: at(ORDER.shipped),
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(4));
    await expectRiderChat(canvasElement);
    const summary = page(canvasElement).getByRole("region", { name: orderSummaryText.heading });
    const finalPayment = () =>
      within(summary).getByText(orderSummaryText.finalPayment).nextElementSibling?.textContent;
    const before = finalPayment();

    await userEvent.click(button(canvasElement, orderDetailText.addTip));
    const tip = await dialog(canvasElement, tipRiderDialogText.title);
    await userEvent.click(within(tip).getByRole("button", { name: tipRiderDialogText.submit }));
    await expect(within(tip).getByText(tipRiderDialogText.invalid)).toBeVisible();
    await userEvent.click(within(tip).getByText("$10"));
    await userEvent.click(within(tip).getByRole("button", { name: tipRiderDialogText.submit }));

    await expectToast(canvasElement, tipMessages.applied(10));
    await waitFor(() => expect(finalPayment()).not.toBe(before));
  },
};

export const TipFails: Story = {
  parameters: { ...at(ORDER.shipped), msw: scenarios.orders.tipFails },
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(4));
    await expectRiderChat(canvasElement);
    await userEvent.click(button(canvasElement, orderDetailText.addTip));
    const tip = await dialog(canvasElement, tipRiderDialogText.title);
    await userEvent.click(within(tip).getByText("$5"));
    await userEvent.click(within(tip).getByRole("button", { name: tipRiderDialogText.submit }));
    await expectToast(canvasElement, tipMessages.applyFailed);
    await expect(tip).toBeVisible();
  },
};

export const ToReviewRates: Story = {
  parameters: at(ORDER.toReview),
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(4));
    await expectRiderChat(canvasElement);
    await userEvent.click(button(canvasElement, orderDetailText.rateYourOrder));
    const rate = await dialog(canvasElement, rateOrderDialogText.title);
    const [orderStars, riderStars] = within(rate).getAllByRole("group");
    await userEvent.click(
      within(orderStars as HTMLElement).getByLabelText(rateOrderDialogText.star(5)),
    );
    await userEvent.click(
      within(riderStars as HTMLElement).getByLabelText(rateOrderDialogText.star(4)),
    );
    await userEvent.click(within(rate).getByRole("button", { name: rateOrderDialogText.submit }));
    await expectToast(canvasElement, orderMessages.rated);
    // Rated once: the server's flag takes the action away.
    await waitFor(() =>
      expect(
        page(canvasElement).queryByRole("button", { name: orderDetailText.rateYourOrder }),
      ).toBeNull(),
    );
  },
};

export const RatingFails: Story = {
  parameters: { ...at(ORDER.toReview), msw: scenarios.orders.rateFails },
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, trackerTitle(4));
    await expectRiderChat(canvasElement);
    await userEvent.click(button(canvasElement, orderDetailText.rateYourOrder));
    const rate = await dialog(canvasElement, rateOrderDialogText.title);
    const [orderStars, riderStars] = within(rate).getAllByRole("group");
    await userEvent.click(
      within(orderStars as HTMLElement).getByLabelText(rateOrderDialogText.star(3)),
    );
    await userEvent.click(
      within(riderStars as HTMLElement).getByLabelText(rateOrderDialogText.star(3)),
    );
    await userEvent.click(within(rate).getByRole("button", { name: rateOrderDialogText.submit }));
    await expectToast(canvasElement, orderMessages.rateFailed);
  },
};

export const Cancelled: Story = {
  parameters: at(ORDER.cancelled),
  play: async ({ canvasElement }) => {
    await expectTrackerTitle(canvasElement, orderTrackerText.cancelled.title);
    for (const action of [
      orderDetailText.cancelOrder,
      orderDetailText.addTip,
      orderDetailText.rateYourOrder,
    ]) {
      await expect(page(canvasElement).queryByRole("button", { name: action })).toBeNull();
    }
  },
};

export const NotFound: Story = {
  parameters: { msw: scenarios.orders.orderNotFound },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole("heading", { name: orderDetailText.notFound }),
    ).toBeVisible();
    await expect(
      page(canvasElement).getByRole("link", { name: orderDetailText.myOrders }),
    ).toHaveAttribute("href", "/my-orders");
  },
};

export const ServerError: Story = {
  parameters: { msw: scenarios.orders.serverError },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole("alert")).toBeVisible();
  },
};

/**
 * docs/replacements.md: three lines of an order in preparation run short (a specific item, a
 * best match offered in the chat, a refund); the shopper rejects the offer in the chat and that
 * line is refunded too, the Refunds line growing to match.
 */
export const ShortItemsAnsweredInTheChat: Story = {
  parameters: at(fixtureUuid("order", 8)),
  beforeEach: () => {
    const order = orderWithShortagesRecord();
    order.lines = order.lines.map((line) => ({ ...line, shortage: undefined }));
    db.orders = [...db.orders, order];
    for (const index of [1, 2, 3]) shortLine(order, index);
  },
  play: async ({ canvasElement }) => {
    const products = within(
      await page(canvasElement).findByRole("region", { name: orderDetailText.orderedProducts }),
    );
    await expect(products.getByText(orderDetailText.outcome.REPLACED)).toBeVisible();
    await expect(products.getByText(orderDetailText.outcome.AWAITING_APPROVAL)).toBeVisible();
    await expect(products.getAllByText(orderDetailText.outcome.REFUNDED)).toHaveLength(1);
    const summary = within(
      page(canvasElement).getByRole("region", { name: orderSummaryText.heading }),
    );
    const refundsBefore = summary.getByText(orderSummaryText.refunds).nextElementSibling
      ?.textContent;

    await userEvent.click(await page(canvasElement).findByRole("button", { name: /^Chat with/ }));
    const reject = await page(canvasElement).findByRole("button", {
      name: chatMessagesText.offer.reject,
    });
    await userEvent.click(reject);
    await expectToast(canvasElement, riderChatToasts.replacementRejected);
    await waitFor(() =>
      expect(page(canvasElement).getByText(chatMessagesText.offer.rejected)).toBeVisible(),
    );
    await expect(products.getAllByText(orderDetailText.outcome.REFUNDED)).toHaveLength(2);
    await expect(products.queryByText(orderDetailText.outcome.AWAITING_APPROVAL)).toBeNull();
    await expect(
      summary.getByText(orderSummaryText.refunds).nextElementSibling?.textContent,
    ).not.toBe(refundsBefore);
  },
};

const REPORTABLE = fixtureUuid("order", 9);
const seedReportableOrder = () => {
  db.orders = [...db.orders, deliveredOrderWithReportsRecord()];
};

/** Opens 'Report an issue', picks the line of `name` and the reason, and sends. */
async function reportIssue(canvasElement: HTMLElement, name: RegExp, reason: string) {
  await userEvent.click(
    await page(canvasElement).findByRole("button", { name: orderDetailText.reportIssue }),
  );
  const report = within(await dialog(canvasElement, reportIssueDialogText.title));
  await userEvent.click(report.getByRole("checkbox", { name }));
  await userEvent.click(report.getByRole("radio", { name: reason }));
  await userEvent.click(report.getByRole("button", { name: reportIssueDialogText.submit }));
}

/**
 * docs/replacements.md § Report a problem after delivery: a damaged item is refunded at once, and
 * the order lists the report with the Refunds line grown to match.
 */
export const ReportADamagedItem: Story = {
  parameters: at(REPORTABLE),
  beforeEach: seedReportableOrder,
  play: async ({ canvasElement }) => {
    const reports = within(
      await page(canvasElement).findByRole("region", { name: orderDetailText.issueReports }),
    );
    await expect(reports.getAllByRole("listitem")).toHaveLength(1);
    await reportIssue(canvasElement, /Fresh Paneer/, reportIssueDialogText.reasons.DAMAGED);
    await waitFor(() => expect(reports.getAllByRole("listitem")).toHaveLength(2));
    const explanation = reports.getAllByRole("listitem")[1]?.textContent ?? "";
    await expect(explanation).toMatch(/Refunded \$[\d.]+ for 1 × Fresh Paneer/);
    await waitFor(() =>
      expect(
        screenOf(canvasElement).queryByRole("dialog", { name: reportIssueDialogText.title }),
      ).toBeNull(),
    );
  },
};

export const ReportRefused: Story = {
  parameters: { ...at(REPORTABLE), msw: scenarios.orders.reportRefused },
  beforeEach: seedReportableOrder,
  play: async ({ canvasElement }) => {
    await reportIssue(canvasElement, /Basmati Rice/, reportIssueDialogText.reasons.MISSING);
    await expectToast(
      canvasElement,
      "Basmati Rice 5 kg is already reported: there is nothing left to report or refund.",
    );
    // The dialog stays open for another try.
    await expect(
      await screenOf(canvasElement).findByRole("dialog", { name: reportIssueDialogText.title }),
    ).toBeVisible();
  },
};

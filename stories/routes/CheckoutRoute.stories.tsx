import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes, useParams } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { CheckoutRequest } from "@/api/types";
import { paymentMessages } from "@/app/payments/paymentMessages";
import { addCardDialogText } from "@/components/AddCardDialog/AddCardDialog.text";
import { addressBookSelectorText } from "@/components/AddressBookSelector/AddressBookSelector.text";
import { checkoutPageText as text } from "@/components/CheckoutPage/CheckoutPage.text";
import { couponBoxText } from "@/components/CouponBox/CouponBox.text";
import { deliveryWindowPickerText } from "@/components/DeliveryWindowPicker/DeliveryWindowPicker.text";
import { discountFigure } from "@/lib/format";
import { orderSummaryText } from "@/components/OrderSummary/OrderSummary.text";
import { paymentMethodSelectorText } from "@/components/PaymentMethodSelector/PaymentMethodSelector.text";
import { savedCardSummaryText } from "@/components/SavedCardSummary/SavedCardSummary.text";
import { tipBoxText } from "@/components/TipBox/TipBox.text";
import { formatMoney } from "@/lib/format";
import { db } from "@/mocks/db";
import { couponFixture, savedAddresses, savedCards } from "@/mocks/fixtures";
import { CARD_DECLINED_MESSAGE } from "@/mocks/handlers/checkout";
import { http } from "@/mocks/http";
import {
  networkError,
  PLACE_ORDER_FAILURE_ERRORS,
  scenarios,
  type Scenario,
} from "@/mocks/scenarios";
import { cartView } from "@/mocks/views";
import { paymentsText } from "@/platform/payments/payments.text";
import { checkoutMessages } from "@/routes/checkout/checkoutMessages";
import { CheckoutRoute } from "@/routes/CheckoutRoute";
import { tipMessages } from "@/routes/shared/tipMessages";
import { screenOf } from "../support/portal";
import { expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";
import { inLanguage, type LanguageCheck } from "../support/languageStories";

/** Where a placed order leads: the order route, reduced to the uuid it was given. */
function PlacedOrder() {
  const { id } = useParams();
  return <h1>Order {id}</h1>;
}

/** Every POST /orders/checkout the page sent, as sent; the default handler answers them. */
let checkoutCalls: CheckoutRequest[] = [];
const recordCheckouts = http.post("/orders/checkout", async ({ request }) => {
  checkoutCalls.push(await request.clone().json());
  return undefined;
});

/** A story's handlers, behind the checkout recorder. */
const mocks = (...scenarioList: Scenario[]): Scenario => [recordCheckouts, ...scenarioList.flat()];

const [home, work] = savedAddresses;
const [visa] = savedCards;
if (!home || !work || !visa) throw new Error("The mocks have two addresses and a card");

/** The session's cart: rice ×2 and paneer ×1, enough for WELCOME5. */
function seedCart() {
  db.cartLines = [
    { id: 1001, productId: 101, qty: 2 },
    { id: 1002, productId: 109, qty: 1 },
  ];
}

const meta = {
  title: "Routes/CheckoutRoute",
  component: CheckoutRoute,
  render: () => (
    <Routes>
      <Route path="/checkout" element={<CheckoutRoute />} />
      <Route path="/order/:id" element={<PlacedOrder />} />
    </Routes>
  ),
  parameters: { ...pageParameters, route: "/checkout", layout: "fullscreen", msw: mocks() },
  globals: { session: "customer" },
  beforeEach: () => {
    checkoutCalls = [];
    seedCart();
  },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-7xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CheckoutRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof within>;

const region = (page: Screen, name: string) => within(page.getByRole("region", { name }));

/** The page has its cart, address book and cards: Place Order and both Change buttons show. */
async function ready(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await page.findByRole("button", { name: text.placeOrder });
  await waitFor(() => {
    expect(region(page, text.delivery).getByRole("button", { name: text.change })).toBeVisible();
    expect(region(page, text.payment).getByRole("button", { name: text.change })).toBeVisible();
  });
  return page;
}

/** The page once its cart has loaded, whatever the address book and cards say. */
async function cartLoaded(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await page.findByRole("button", { name: text.placeOrder });
  return page;
}

/** Today's 12–2 window, open in the mocks. */
/** The delivery windows load on their own: wait for them, under load too. */
const chooseWindow = async (page: Screen) =>
  userEvent.click(await page.findByRole("radio", { name: "12:00 PM - 2:00 PM" }));

const placeOrderButton = (page: Screen) => page.getByRole("button", { name: text.placeOrder });

/** A figure of the Order Summary, by its line's label. */
const summaryFigure = (page: Screen, label: string) =>
  region(page, orderSummaryText.heading).getByText(label).nextElementSibling?.textContent;

async function problemList(page: Screen) {
  const alert = await page.findByRole("alert", { name: text.problemsHeading });
  return within(alert)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

const dialogOf = async (canvasElement: HTMLElement, name: string) =>
  within(await screenOf(canvasElement).findByRole("dialog", { name }));

/** Payment Method → Change → Add New Card: the add-card dialog with its card form loaded. */
async function openAddCard(canvasElement: HTMLElement, page: Screen) {
  await userEvent.click(region(page, text.payment).getByRole("button", { name: text.change }));
  const selector = await dialogOf(canvasElement, paymentMethodSelectorText.title);
  await userEvent.click(selector.getByRole("button", { name: paymentMethodSelectorText.addNew }));
  const dialog = await dialogOf(canvasElement, addCardDialogText.title);
  const number = await dialog.findByRole("textbox", { name: paymentsText.number });
  return { dialog, number };
}

async function enterCard(dialog: Screen, number: HTMLElement, cardNumber: string) {
  await userEvent.type(number, cardNumber);
  await userEvent.type(dialog.getByRole("textbox", { name: paymentsText.expiry }), "1230");
  await userEvent.type(dialog.getByRole("textbox", { name: paymentsText.cvc }), "123");
}

export const Loading: Story = {
  parameters: { msw: mocks(scenarios.cart.loading) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("status")).toHaveTextContent(text.loading);
    await expect(page.queryByRole("button", { name: text.placeOrder })).toBeNull();
  },
};

export const EmptyCart: Story = {
  parameters: { msw: mocks(scenarios.cart.empty) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { name: text.emptyTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: text.continueShopping })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.queryByRole("button", { name: text.placeOrder })).toBeNull();
    await expect(checkoutCalls).toEqual([]);
  },
};

export const PlacesTheOrder: Story = {
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    // The default address and the first card, the signed-in customer as receiver.
    await expect(region(page, text.delivery).getByText(home.label)).toBeVisible();
    await expect(
      region(page, text.payment).getByText(savedCardSummaryText.masked(visa.last4)),
    ).toBeVisible();
    await expect(summaryFigure(page, orderSummaryText.total)).toBe(cartView().formattedTotal);

    await chooseWindow(page);
    await userEvent.click(placeOrderButton(page));

    await expectToast(canvasElement, checkoutMessages.placed);
    const [placed] = db.orders;
    await expect(
      await page.findByRole("heading", { name: `Order ${placed?.uuid ?? ""}` }),
    ).toBeVisible();
    await expect(checkoutCalls).toHaveLength(1);
    await expect(checkoutCalls[0]).toMatchObject({
      paymentMethodId: visa.id,
      paymentMethod: "PAY_ONLINE",
      shipping: { userAddressId: home.id, dateTimeSlot: { date: "2026-06-01", timeSlotId: 2 } },
    });
  },
};

/** docs/languages.md: the customer's checkout in each language, a window chosen, ready to place. */
const readyToPlaceInLanguage: LanguageCheck = {
  show: async (canvasElement) => {
    const page = await ready(canvasElement);
    await chooseWindow(page);
    await expect(placeOrderButton(page)).toBeEnabled();
    return canvasElement;
  },
  word: () => text.placeOrder,
  english: "Place Order",
};

export const InUrdu: Story = inLanguage("ur", PlacesTheOrder, readyToPlaceInLanguage);
export const InHindi: Story = inLanguage("hi", PlacesTheOrder, readyToPlaceInLanguage);
export const InBengali: Story = inLanguage("bn", PlacesTheOrder, readyToPlaceInLanguage);
export const InArabic: Story = inLanguage("ar", PlacesTheOrder, readyToPlaceInLanguage);

/** Both clicks land while the first call is in flight: one call, one order, one toast. */
export const DoubleClickPlacesOneOrder: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: mocks(scenarios.checkout.placeOrderSlow) },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const ordersBefore = db.orders.length;
    await chooseWindow(page);
    await userEvent.dblClick(placeOrderButton(page));
    await expect(await page.findByRole("button", { name: text.placingOrder })).toBeDisabled();
    // The button turns busy before its request reaches the mock worker.
    await waitFor(() => expect(checkoutCalls).toHaveLength(1));

    await expectToast(canvasElement, checkoutMessages.placed);
    await page.findByRole("heading", { name: /^Order / });
    await expect(checkoutCalls).toHaveLength(1);
    await expect(db.orders).toHaveLength(ordersBefore + 1);
    await expect(
      within(canvasElement.ownerDocument.body).getAllByText(checkoutMessages.placed),
    ).toHaveLength(1);
  },
};

/** Two clicks in one task, before the page has re-rendered as busy (a fast tap, a repeated key). */
export const TwoClicksAtOnce: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: mocks(scenarios.checkout.placeOrderSlow) },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const ordersBefore = db.orders.length;
    await chooseWindow(page);
    const button = placeOrderButton(page);
    button.click();
    button.click();

    await expectToast(canvasElement, checkoutMessages.placed);
    await page.findByRole("heading", { name: /^Order / });
    await expect(checkoutCalls).toHaveLength(1);
    await expect(db.orders).toHaveLength(ordersBefore + 1);
    await expect(
      within(canvasElement.ownerDocument.body).getAllByText(checkoutMessages.placed),
    ).toHaveLength(1);
  },
};

export const PlaceOrderFails: Story = {
  parameters: { msw: mocks(scenarios.checkout.placeOrderFails) },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await chooseWindow(page);
    await userEvent.click(placeOrderButton(page));
    // docs/product.md § Messages and errors: one toast per entry of the errors list.
    for (const message of PLACE_ORDER_FAILURE_ERRORS) await expectToast(canvasElement, message);
    await expect(await page.findByRole("button", { name: text.placeOrder })).toBeEnabled();
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
  },
};

export const NoAddress: Story = {
  parameters: { msw: mocks(scenarios.users.noAddresses) },
  play: async ({ canvasElement }) => {
    const page = await cartLoaded(canvasElement);
    const delivery = region(page, text.delivery);
    await expect(await delivery.findByText(text.noAddressTitle)).toBeVisible();
    await expect(delivery.getByText(text.noAddressBody)).toBeVisible();
    await chooseWindow(page);
    await userEvent.click(placeOrderButton(page));
    await expect(await problemList(page)).toEqual([text.problems.address]);
    // Listed on the page before any call.
    await expect(checkoutCalls).toEqual([]);
  },
};

export const NoCard: Story = {
  parameters: { msw: mocks(scenarios.checkout.noCards) },
  play: async ({ canvasElement }) => {
    const page = await cartLoaded(canvasElement);
    const payment = region(page, text.payment);
    await expect(await payment.findByText(text.noCardTitle)).toBeVisible();
    await chooseWindow(page);
    await userEvent.click(placeOrderButton(page));
    await expect(await problemList(page)).toEqual([text.problems.card]);
    await expect(checkoutCalls).toEqual([]);
    await userEvent.click(payment.getByRole("button", { name: text.addCard }));
    const dialog = await dialogOf(canvasElement, addCardDialogText.title);
    // The card form loads after the dialog opens, then takes the focus.
    const number = await dialog.findByRole("textbox", { name: paymentsText.number });
    await waitFor(() => expect(number).toHaveFocus());
  },
};

export const WindowsClosed: Story = {
  parameters: { msw: mocks(scenarios.support.windowsClosed) },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await expect(await page.findByText(deliveryWindowPickerText.allUnavailable)).toBeVisible();
    await userEvent.click(placeOrderButton(page));
    await expect(await problemList(page)).toEqual([text.problems.window]);
    await expect(checkoutCalls).toEqual([]);
  },
};

export const ChangesTheAddress: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await userEvent.click(region(page, text.delivery).getByRole("button", { name: text.change }));
    const selector = await dialogOf(canvasElement, addressBookSelectorText.title);
    await userEvent.click(selector.getByRole("radio", { name: work.label }));
    await userEvent.click(selector.getByRole("button", { name: addressBookSelectorText.choose }));

    await waitFor(() =>
      expect(
        screenOf(canvasElement).queryByRole("dialog", { name: addressBookSelectorText.title }),
      ).toBeNull(),
    );
    const delivery = region(page, text.delivery);
    await expect(delivery.getByText(work.label)).toBeVisible();
    await expect(
      delivery.getByText(`${work.addressLine1}, ${work.addressLine2 ?? ""}`),
    ).toBeVisible();

    await chooseWindow(page);
    await userEvent.click(placeOrderButton(page));
    await expectToast(canvasElement, checkoutMessages.placed);
    await expect(checkoutCalls[0]?.shipping).toMatchObject({
      userAddressId: work.id,
      addressLine1: work.addressLine1,
      zip: work.zip,
    });
  },
};

export const AddsACard: Story = {
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const { dialog, number } = await openAddCard(canvasElement, page);
    await enterCard(dialog, number, "4242 4242 4242 4242");
    await userEvent.click(dialog.getByRole("button", { name: addCardDialogText.save }));

    await expectToast(canvasElement, paymentMessages.cardSaved);
    // The new card is the one the order is paid with.
    const payment = region(page, text.payment);
    await expect(await payment.findByText(savedCardSummaryText.expiry(12, 2030))).toBeVisible();
    const added = db.cards.at(-1);
    await chooseWindow(page);
    await userEvent.click(placeOrderButton(page));
    await expectToast(canvasElement, checkoutMessages.placed);
    await expect(checkoutCalls[0]?.paymentMethodId).toBe(added?.id);
  },
};

/** The card form's own checks, then a card the provider declines (the container's stories have the rest). */
export const CardFormErrorsAndDecline: Story = {
  parameters: { msw: mocks(scenarios.checkout.sandboxCardDeclined) },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const { dialog, number } = await openAddCard(canvasElement, page);
    await userEvent.click(dialog.getByRole("button", { name: addCardDialogText.save }));
    await expect(number).toHaveAccessibleDescription(paymentsText.numberProblems.required);
    await expect(
      dialog.getByRole("textbox", { name: paymentsText.expiry }),
    ).toHaveAccessibleDescription(paymentsText.expiryProblems.required);
    await expect(
      dialog.getByRole("textbox", { name: paymentsText.cvc }),
    ).toHaveAccessibleDescription(paymentsText.cvcProblems.required);

    await enterCard(dialog, number, "4242 4242 4242 4242");
    await userEvent.click(dialog.getByRole("button", { name: addCardDialogText.save }));
    await expectToast(canvasElement, paymentMessages.cardSaveFailed(CARD_DECLINED_MESSAGE));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(CARD_DECLINED_MESSAGE);
    // Closed, the checkout still pays with the card it had.
    await userEvent.click(dialog.getByRole("button", { name: addCardDialogText.cancel }));
    await waitFor(() =>
      expect(
        screenOf(canvasElement).queryByRole("dialog", { name: addCardDialogText.title }),
      ).toBeNull(),
    );
    await expect(db.cards).toEqual(savedCards);
    await expect(
      region(page, text.payment).getByText(
        savedCardSummaryText.expiry(visa.exp_month, visa.exp_year),
      ),
    ).toBeVisible();
  },
};

export const CouponApplied: Story = {
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await expect(summaryFigure(page, orderSummaryText.coupons)).toBe(formatMoney(0));
    const coupon = region(page, couponBoxText.heading);
    await userEvent.type(
      coupon.getByRole("textbox", { name: couponBoxText.codeLabel }),
      couponFixture().code,
    );
    await userEvent.click(coupon.getByRole("button", { name: couponBoxText.apply }));

    await expectToast(canvasElement, checkoutMessages.couponApplied);
    await expect(await coupon.findByText(couponFixture().name)).toBeVisible();
    // The summary shows the server's figure.
    const discount = cartView().formattedCouponAmount;
    await expect(discount).not.toBe(formatMoney(0));
    await waitFor(() =>
      expect(summaryFigure(page, orderSummaryText.coupons)).toBe(discountFigure(discount)),
    );
  },
};

export const CouponRejected: Story = {
  parameters: { msw: mocks(scenarios.cart.couponFails) },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const coupon = region(page, couponBoxText.heading);
    await userEvent.type(coupon.getByRole("textbox", { name: couponBoxText.codeLabel }), "NOPE");
    await userEvent.click(coupon.getByRole("button", { name: couponBoxText.apply }));

    // The server's reason, as a toast and on the field.
    await expectToast(canvasElement, checkoutMessages.couponFailed);
    await expect(await coupon.findByRole("alert")).toHaveTextContent(checkoutMessages.couponFailed);
    await expect(
      coupon.getByRole("textbox", { name: couponBoxText.codeLabel }),
    ).toHaveAccessibleDescription(checkoutMessages.couponFailed);
    await expect(summaryFigure(page, orderSummaryText.coupons)).toBe(formatMoney(0));
  },
};

/** The call never reached the server: there is no reason of its own to show, so the spec's words. */
export const CouponNetworkError: Story = {
  parameters: { msw: mocks([networkError("put", "/cart/coupon")]) },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const coupon = region(page, couponBoxText.heading);
    await userEvent.type(
      coupon.getByRole("textbox", { name: couponBoxText.codeLabel }),
      couponFixture().code,
    );
    await userEvent.click(coupon.getByRole("button", { name: couponBoxText.apply }));
    await expect(await coupon.findByRole("alert")).toHaveTextContent(checkoutMessages.couponFailed);
    // The same words as a toast too: the field's and the toast's (the page's body holds both).
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getAllByText(checkoutMessages.couponFailed),
      ).toHaveLength(2),
    );
  },
};

export const CouponCleared: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    db.couponCode = couponFixture().code;
  },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const coupon = region(page, couponBoxText.heading);
    await expect(coupon.getByText(couponFixture().name)).toBeVisible();
    await expect(summaryFigure(page, orderSummaryText.coupons)).not.toBe(formatMoney(0));
    await userEvent.click(coupon.getByRole("button", { name: couponBoxText.clear }));

    await expectToast(canvasElement, checkoutMessages.couponCleared);
    await expect(
      await coupon.findByRole("textbox", { name: couponBoxText.codeLabel }),
    ).toBeVisible();
    await waitFor(() => expect(summaryFigure(page, orderSummaryText.coupons)).toBe(formatMoney(0)));
  },
};

export const TipPreset: Story = {
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const tip = region(page, tipBoxText.heading);
    await userEvent.click(tip.getByRole("button", { name: tipBoxText.preset(5) }));

    await expectToast(canvasElement, tipMessages.applied(5));
    await waitFor(() =>
      expect(summaryFigure(page, orderSummaryText.tip)).toBe(cartView().formattedTipAmount),
    );
    await expect(cartView().tipAmount).toBe(5);
    await expect(tip.getByRole("button", { name: tipBoxText.preset(5) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const TipOther: Story = {
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    const tip = region(page, tipBoxText.heading);
    await userEvent.click(tip.getByRole("button", { name: tipBoxText.other }));
    const amount = tip.getByRole("spinbutton", { name: tipBoxText.amountLabel });
    await expect(amount).toHaveFocus();
    await userEvent.type(amount, "7.5");
    await userEvent.click(tip.getByRole("button", { name: tipBoxText.apply }));

    await expectToast(canvasElement, tipMessages.applied(7.5));
    await waitFor(() =>
      expect(summaryFigure(page, orderSummaryText.tip)).toBe(cartView().formattedTipAmount),
    );
    await expect(cartView().tipAmount).toBe(7.5);
  },
};

export const TipCleared: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    db.tipAmount = 3;
  },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await expect(summaryFigure(page, orderSummaryText.tip)).toBe(formatMoney(3));
    const tip = region(page, tipBoxText.heading);
    await userEvent.click(tip.getByRole("button", { name: tipBoxText.clear }));

    await expectToast(canvasElement, tipMessages.cleared);
    await waitFor(() => expect(summaryFigure(page, orderSummaryText.tip)).toBe(formatMoney(0)));
    await expect(tip.queryByRole("button", { name: tipBoxText.clear })).toBeNull();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type {
  Address,
  Cart,
  CartItem,
  CheckoutRequest,
  CountryPhoneCode,
  PaymentMethod,
  TimeSlotDay,
} from "@/api/types";
import { behaviourOnly } from "../support/chromatic";
import { renderStoryPicker, withIfUnavailable } from "../support/ifUnavailable";
import { expectSummaryAddsUp } from "../support/summary";
import type { IfUnavailableChoiceForAll } from "@/components/IfUnavailablePicker/IfUnavailableApplyAll";
import { ifUnavailablePickerText as pickerText } from "@/components/IfUnavailablePicker/IfUnavailablePicker.text";
import { CheckoutPage } from "@/components/CheckoutPage/CheckoutPage";
import { quantityCounterText } from "@/components/QuantityCounter/QuantityCounter.text";
import { checkoutOfflineText } from "@/components/CheckoutPage/CheckoutOffline.text";
import { checkoutPageText as text } from "@/components/CheckoutPage/CheckoutPage.text";
import { couponBoxText } from "@/components/CouponBox/CouponBox.text";
import { deliveryWindowPickerText } from "@/components/DeliveryWindowPicker/DeliveryWindowPicker.text";
import { freeDeliveryMeterText as meterText } from "@/components/FreeDeliveryMeter/FreeDeliveryMeter.text";
import { discountFigure } from "@/lib/format";
import { orderSummaryText } from "@/components/OrderSummary/OrderSummary.text";
import type { ReceiverDefaults } from "@/components/ReceiverInfoForm/ReceiverInfoForm";
import { receiverInfoFormText } from "@/components/ReceiverInfoForm/ReceiverInfoForm.text";
import { savedCardSummaryText } from "@/components/SavedCardSummary/SavedCardSummary.text";
import { tipBoxText } from "@/components/TipBox/TipBox.text";
import {
  authUserFixture,
  bigCartFixture,
  cartFixture,
  countryPhoneCodes,
  couponFixture,
  emptyCartFixture,
  savedAddresses,
  savedCards,
  timeSlotDays,
} from "@/mocks/fixtures";
import { useCheckoutDraft } from "@/routes/checkout/useCheckoutDraft";

const cart = cartFixture();
const [home] = savedAddresses;
const [visa] = savedCards;
if (!home || !visa) throw new Error("The fixtures have an address and a card");

/** What a story gives the page: what the route would have loaded, and the calls it would take. */
interface CheckoutStoryArgs {
  loading?: boolean;
  cart: Cart | null;
  address: Address | null;
  card: PaymentMethod | null;
  timeSlotDays: readonly TimeSlotDay[];
  countries: readonly CountryPhoneCode[];
  receiverDefaults: ReceiverDefaults | null;
  updatingLineIds?: readonly number[];
  couponError?: string | null;
  applyingTip?: boolean;
  submitting?: boolean;
  offline?: boolean;
  onChangeAddress: () => void;
  onAddAddress: () => void;
  onChangeCard: () => void;
  onAddCard: () => void;
  onQuantityChange: (line: CartItem, qty: number) => void;
  onApplyCoupon: (code: string) => void;
  onClearCoupon: () => void;
  onApplyTip: (amount: number) => void;
  onClearTip: () => void;
  /** Raised only when the page found nothing missing, with the order's request. */
  onPlaceOrder: (request: CheckoutRequest) => void;
  /** With it, the lines carry their "If unavailable" choice and "Apply to all items" raises it. */
  onApplyIfUnavailableToAll?: (choice: IfUnavailableChoiceForAll) => void;
  applyingIfUnavailableToAll?: boolean;
}

/**
 * The page as the route holds it: the receiver, the window and Place Order's check live in the
 * route's draft (useCheckoutDraft), and the rest comes from the story.
 */
function CheckoutAsRouted(args: CheckoutStoryArgs) {
  const { cart: value, address, card, timeSlotDays: days, countries, receiverDefaults } = args;
  const draft = useCheckoutDraft({ cart: value, address, card, days, countries, receiverDefaults });
  const { loading, updatingLineIds, couponError, applyingTip } = args;
  const applyToAll = args.onApplyIfUnavailableToAll;
  return (
    <CheckoutPage
      ifUnavailable={
        applyToAll && {
          renderPicker: renderStoryPicker(),
          applyToAll,
          applyingToAll: args.applyingIfUnavailableToAll,
        }
      }
      cart={{ value, loading, updatingLineIds, couponError, applyingTip }}
      delivery={{ address, days, window: draft.window }}
      payment={{ card }}
      receiver={{ value: draft.receiver, countries, errors: draft.receiverErrors }}
      order={{
        problems: draft.problems,
        attempt: draft.attempt,
        submitting: args.submitting,
        offline: args.offline,
      }}
      actions={{
        changeAddress: args.onChangeAddress,
        addAddress: args.onAddAddress,
        changeCard: args.onChangeCard,
        addCard: args.onAddCard,
        changeReceiver: draft.changeReceiver,
        chooseWindow: draft.chooseWindow,
        changeQuantity: args.onQuantityChange,
        applyCoupon: args.onApplyCoupon,
        clearCoupon: args.onClearCoupon,
        applyTip: args.onApplyTip,
        clearTip: args.onClearTip,
        placeOrder: () => {
          if (args.submitting) return;
          const request = draft.submit();
          if (request) args.onPlaceOrder(request);
        },
      }}
    />
  );
}

/** Every window of every day closed or full. */
const closedDays: TimeSlotDay[] = timeSlotDays.map((day, index) => ({
  ...day,
  deliveryTimeSlotSettings: day.deliveryTimeSlotSettings.map((slot) => ({
    ...slot,
    availability: index === 0 ? "CLOSED" : "FULL",
  })),
}));

const meta = {
  title: "Components/Commerce/CheckoutPage",
  // The page itself, driven as the route drives it.
  component: CheckoutAsRouted,
  parameters: { layout: "fullscreen" },
  args: {
    cart,
    address: home,
    card: visa,
    timeSlotDays,
    countries: countryPhoneCodes,
    receiverDefaults: authUserFixture(),
    onChangeAddress: fn(),
    onAddAddress: fn(),
    onChangeCard: fn(),
    onAddCard: fn(),
    onQuantityChange: fn(),
    onApplyCoupon: fn(),
    onClearCoupon: fn(),
    onApplyTip: fn(),
    onClearTip: fn(),
    onPlaceOrder: fn(),
  },
  decorators: [
    // The app's main column (AppLayout).
    (Story) => (
      <div className="min-h-screen bg-gray-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-6">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutAsRouted>;

export default meta;
type Story = StoryObj<typeof meta>;

const placeOrder = (page: ReturnType<typeof within>) =>
  userEvent.click(page.getByRole("button", { name: text.placeOrder }));

async function problemList(page: ReturnType<typeof within>) {
  const alert = await page.findByRole("alert", { name: text.problemsHeading });
  await waitFor(() => expect(alert).toHaveFocus());
  return alert;
}

function chooseWindow(page: ReturnType<typeof within>, time = "12:00 PM - 2:00 PM") {
  return userEvent.click(page.getByRole("radio", { name: time }));
}

export const ReadyToPlace: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    for (const title of [text.delivery, text.payment, text.receiver, text.window, text.cartItems]) {
      await expect(page.getByRole("region", { name: title })).toBeVisible();
    }
    const delivery = within(page.getByRole("region", { name: text.delivery }));
    await expect(delivery.getByText("245 Court Street, Apt 4B")).toBeVisible();
    await userEvent.click(delivery.getByRole("button", { name: text.change }));
    await expect(args.onChangeAddress).toHaveBeenCalledOnce();

    const payment = within(page.getByRole("region", { name: text.payment }));
    // The card reads as it does in the payment method selector.
    await expect(payment.getByRole("img", { name: "Visa" })).toBeVisible();
    await expect(payment.getByText(savedCardSummaryText.masked("4242"))).toBeVisible();
    await expect(payment.getByText(savedCardSummaryText.expiry(12, 2028))).toBeVisible();
    await userEvent.click(payment.getByRole("button", { name: text.change }));
    await expect(args.onChangeCard).toHaveBeenCalledOnce();

    // The summary is the server's cart totals, word for word.
    const summary = within(page.getByRole("region", { name: orderSummaryText.heading }));
    // The cart has 2 lines, one of 2 units: 2 items, as the header's button and the drawer count.
    await expect(cart.cartItems.map((line) => line.qty)).toEqual([2, 1]);
    await expect(summary.getByText(orderSummaryText.subtotal(2))).toBeVisible();
    await expect(summary.getByText(cart.formattedTotal)).toBeVisible();
    await expectSummaryAddsUp(page.getByRole("region", { name: orderSummaryText.heading }));

    await chooseWindow(page);
    await placeOrder(page);
    await expect(page.queryByRole("alert")).toBeNull();
    await expect(args.onPlaceOrder).toHaveBeenCalledWith({
      cartId: cart.uuid,
      customerName: "Amina",
      customerEmail: "amina.khan@example.com",
      customerPhone: "+15555550123",
      paymentMethodId: visa.id,
      paymentMethod: "PAY_ONLINE",
      shipping: {
        addressLine1: "245 Court Street",
        addressLine2: "Apt 4B",
        city: "Brooklyn",
        state: "NY",
        zip: "11201",
        note: "Ring the bell twice.",
        dateTimeSlot: { date: "2026-06-01", timeSlotId: 2 },
        userAddressId: home.id,
      },
    });
  },
};

export const ChangingQuantity: Story = {
  args: { updatingLineIds: [1002] },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const items = within(page.getByRole("region", { name: text.cartItems }));
    await expect(items.getByText(text.itemCount(2))).toBeVisible();
    const [rice] = cart.cartItems;
    if (!rice) throw new Error("The cart fixture has lines");
    await userEvent.click(items.getByRole("button", { name: `Add one more ${rice.product.name}` }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(rice, 3);
    // A line awaiting the server marks its total and the summary as updating.
    await expect(items.getByText("updating")).toBeInTheDocument();
    await expect(page.getByRole("region", { name: orderSummaryText.heading })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** Checkout as the route runs it: a quantity of 0 takes the line out of the cart. */
function RemovingLikeTheRoute(args: CheckoutStoryArgs) {
  const [shown, setShown] = useState(args.cart);
  return (
    <CheckoutAsRouted
      {...args}
      cart={shown}
      onQuantityChange={(line, qty) => {
        args.onQuantityChange?.(line, qty);
        if (qty === 0 && shown) {
          setShown({ ...shown, cartItems: shown.cartItems.filter((kept) => kept.id !== line.id) });
        }
      }}
    />
  );
}

export const KeyboardRemoveHandsFocusOn: Story = {
  tags: ["behaviour"],
  // The trash icon at 1, pressed from the keyboard: the line leaves and focus goes to the line
  // before it (the last line had none after it), not to the page body.
  parameters: { chromatic: behaviourOnly },
  render: (args) => <RemovingLikeTheRoute {...args} />,
  play: async ({ canvasElement, args }) => {
    const items = within(within(canvasElement).getByRole("region", { name: text.cartItems }));
    const [rice, paneer] = cart.cartItems;
    if (!rice || !paneer) throw new Error("The cart fixture has two lines");
    items.getByRole("button", { name: quantityCounterText.remove(paneer.product.name) }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onQuantityChange).toHaveBeenCalledWith(paneer, 0);
    await waitFor(() => expect(items.getByRole("link", { name: rice.product.name })).toHaveFocus());
  },
};

const choosingCart = cartFixture({
  cartItems: cart.cartItems.map((line, index) =>
    withIfUnavailable(line, index === 0 ? "SPECIFIC_ITEM" : "REFUND"),
  ),
});

/** Each line's "If unavailable" choice, and "Apply to all items" above them. */
export const IfUnavailableChoices: Story = {
  args: { cart: choosingCart, onApplyIfUnavailableToAll: fn() },
  play: async ({ canvasElement, args }) => {
    const items = within(within(canvasElement).getByRole("region", { name: text.cartItems }));
    const toggles = items.getAllByRole("button", {
      name: new RegExp(`^${pickerText.summaryLabel}:`),
    });
    await expect(toggles).toHaveLength(2);
    await expect(toggles[0]).toHaveAccessibleName(
      `${pickerText.summaryLabel}: ${pickerText.replaceWith("Sona Masoori Rice 10 lb")}`,
    );
    await expect(toggles[1]).toHaveAccessibleName(
      `${pickerText.summaryLabel}: ${pickerText.refundSummary}`,
    );
    const forAll = within(items.getByRole("group", { name: pickerText.applyToAll }));
    // The lines do not share a choice: neither is pressed.
    for (const button of forAll.getAllByRole("button")) {
      await expect(button).toHaveAttribute("aria-pressed", "false");
    }
    await userEvent.click(forAll.getByRole("button", { name: pickerText.choices.REFUND.label }));
    await expect(args.onApplyIfUnavailableToAll).toHaveBeenCalledWith("REFUND");
  },
};

export const IfUnavailableApplyingToAll: Story = {
  args: {
    cart: choosingCart,
    onApplyIfUnavailableToAll: fn(),
    applyingIfUnavailableToAll: true,
  },
  play: async ({ canvasElement }) => {
    const forAll = within(
      within(canvasElement).getByRole("group", { name: pickerText.applyToAll }),
    );
    for (const button of forAll.getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, cart: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("status")).toHaveTextContent(text.loading);
    await expect(page.queryByRole("button", { name: text.placeOrder })).toBeNull();
  },
};

export const EmptyCart: Story = {
  args: { cart: emptyCartFixture() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    // Said on the page, before any call.
    await expect(page.getByRole("heading", { name: text.emptyTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: text.continueShopping })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.queryByRole("button", { name: text.placeOrder })).toBeNull();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

export const NoAddress: Story = {
  args: { address: null },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const delivery = within(page.getByRole("region", { name: text.delivery }));
    await expect(delivery.getByText(text.noAddressTitle)).toBeVisible();
    await expect(delivery.queryByRole("button", { name: text.change })).toBeNull();
    await chooseWindow(page);
    await placeOrder(page);
    const alert = await problemList(page);
    await expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([text.problems.address]);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
    await userEvent.click(delivery.getByRole("button", { name: text.addAddress }));
    await expect(args.onAddAddress).toHaveBeenCalledOnce();
  },
};

export const NoCard: Story = {
  args: { card: null },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const payment = within(page.getByRole("region", { name: text.payment }));
    await expect(payment.getByText(text.noCardTitle)).toBeVisible();
    await chooseWindow(page);
    await placeOrder(page);
    const alert = await problemList(page);
    await expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([text.problems.card]);
    // The problem leads to where it is fixed.
    await userEvent.click(within(alert).getByRole("button", { name: text.problems.card }));
    await expect(page.getByRole("region", { name: text.payment })).toHaveFocus();
    await userEvent.click(payment.getByRole("button", { name: text.addCard }));
    await expect(args.onAddCard).toHaveBeenCalledOnce();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

export const WindowsClosed: Story = {
  args: { timeSlotDays: closedDays },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText(deliveryWindowPickerText.allUnavailable)).toBeVisible();
    await placeOrder(page);
    const alert = await problemList(page);
    await expect(within(alert).getByText(text.problems.window)).toBeVisible();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

export const ValidationListOnPlaceOrder: Story = {
  args: { receiverDefaults: null, address: null },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    // Nothing is flagged before the shopper asks to place the order.
    await expect(page.queryByRole("alert")).toBeNull();
    await placeOrder(page);
    const alert = await problemList(page);
    await expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      text.problems.address,
      receiverInfoFormText.fullNameRequired,
      receiverInfoFormText.phoneRequired,
      text.problems.window,
    ]);
    const name = page.getByRole("textbox", { name: receiverInfoFormText.fullName });
    await expect(name).toHaveAccessibleDescription(receiverInfoFormText.fullNameRequired);

    // Each entry leads to its field, and goes once it is fixed.
    await userEvent.click(
      within(alert).getByRole("button", { name: receiverInfoFormText.fullNameRequired }),
    );
    await expect(name).toHaveFocus();
    await userEvent.type(name, "Omar Farooq");
    await expect(within(alert).queryByText(receiverInfoFormText.fullNameRequired)).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: text.problems.window }));
    await expect(page.getByRole("radio", { name: /Monday, Jun 01, 2026/ })).toHaveFocus();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

export const CouponApplied: Story = {
  args: { cart: cartFixture({ coupon: couponFixture() }) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const coupon = within(page.getByRole("region", { name: couponBoxText.heading }));
    await expect(coupon.getByText("Welcome $5 off")).toBeVisible();
    const summary = within(page.getByRole("region", { name: orderSummaryText.heading }));
    await expect(
      summary.getByText(discountFigure(args.cart?.formattedCouponAmount ?? "")),
    ).toBeVisible();
    await expectSummaryAddsUp(page.getByRole("region", { name: orderSummaryText.heading }));
    await userEvent.click(coupon.getByRole("button", { name: couponBoxText.clear }));
    await expect(args.onClearCoupon).toHaveBeenCalledOnce();
  },
};

export const CouponRejected: Story = {
  args: { couponError: "No coupon has the code SAVE50.", cart: { ...cart, availableCoupons: 1 } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const coupon = within(page.getByRole("region", { name: couponBoxText.heading }));
    await expect(coupon.getByRole("alert")).toHaveTextContent("No coupon has the code SAVE50.");
    await userEvent.type(coupon.getByRole("textbox", { name: couponBoxText.codeLabel }), "SAVE10");
    await userEvent.click(coupon.getByRole("button", { name: couponBoxText.apply }));
    await expect(args.onApplyCoupon).toHaveBeenCalledWith("SAVE10");
  },
};

export const TipPreset: Story = {
  args: { cart: cartFixture({ tipAmount: 5 }) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const tip = within(page.getByRole("region", { name: tipBoxText.heading }));
    await expect(tip.getByRole("button", { name: "$5" })).toHaveAttribute("aria-pressed", "true");
    const summary = within(page.getByRole("region", { name: orderSummaryText.heading }));
    await expect(summary.getByText("$5.00")).toBeVisible();
    await expectSummaryAddsUp(page.getByRole("region", { name: orderSummaryText.heading }));
    await userEvent.click(tip.getByRole("button", { name: "$10" }));
    await expect(args.onApplyTip).toHaveBeenCalledWith(10);
  },
};

export const TipOther: Story = {
  args: { cart: cartFixture({ tipAmount: 7.5 }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tip = within(page.getByRole("region", { name: tipBoxText.heading }));
    await expect(tip.getByRole("button", { name: tipBoxText.other })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(tip.getByRole("spinbutton", { name: tipBoxText.amountLabel })).toHaveValue(7.5);
  },
};

export const TipCleared: Story = {
  args: { cart: cartFixture({ tipAmount: 3 }) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const tip = within(page.getByRole("region", { name: tipBoxText.heading }));
    await userEvent.click(tip.getByRole("button", { name: tipBoxText.clear }));
    await expect(args.onClearTip).toHaveBeenCalledOnce();
  },
};

export const UpdatingTotals: Story = {
  args: { cart: cartFixture({ tipAmount: 3 }), applyingTip: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("region", { name: orderSummaryText.heading })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(page.getByText(orderSummaryText.updating)).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { submitting: true, cart: bigCartFixture() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const button = page.getByRole("button", { name: text.placingOrder });
    await expect(button).toBeDisabled();
    await expect(page.queryByRole("button", { name: text.placeOrder })).toBeNull();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** The device is offline: the notice says the order waits, and Place Order names it. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(checkoutOfflineText.notice)).toBeVisible();
    await expect(page.getByRole("button", { name: text.placeOrder })).toHaveAccessibleDescription(
      checkoutOfflineText.notice,
    );
  },
};

/** Beside the summary's delivery fee: what the cart still needs for free delivery. */
export const FreeDeliveryToGo: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(
      within(canvasElement).getByRole("region", { name: orderSummaryText.heading }),
    );
    await expect(summary.getByText(cart.formattedDeliveryFeeAmount)).toBeVisible();
    await expect(
      summary.getByText(meterText.remaining(cart.freeDelivery.formattedRemaining)),
    ).toBeVisible();
    await expect(
      summary.getByRole("progressbar", { name: meterText.progressLabel }),
    ).toHaveAttribute("aria-valuenow", String(cart.freeDelivery.progressPercent));
    await expectSummaryAddsUp(
      within(canvasElement).getByRole("region", { name: orderSummaryText.heading }),
    );
  },
};

export const FreeDeliveryUnlocked: Story = {
  args: { cart: bigCartFixture() },
  play: async ({ canvasElement }) => {
    const summary = within(
      within(canvasElement).getByRole("region", { name: orderSummaryText.heading }),
    );
    await expect(summary.getByText(meterText.unlocked)).toBeVisible();
    await expect(
      summary.getByRole("progressbar", { name: meterText.progressLabel }),
    ).toHaveAttribute("aria-valuenow", "100");
    await expectSummaryAddsUp(
      within(canvasElement).getByRole("region", { name: orderSummaryText.heading }),
    );
  },
};

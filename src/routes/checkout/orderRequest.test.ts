import { describe, expect, it } from "vitest";
import { checkoutPageText as text } from "@/components/CheckoutPage/CheckoutPage.text";
import { receiverInfoFormText } from "@/components/ReceiverInfoForm/ReceiverInfoForm.text";
import {
  cartFixture,
  countryPhoneCodes,
  emptyCartFixture,
  savedAddresses,
  savedCards,
  timeSlotDays,
} from "@/mocks/fixtures";
import { checkCheckout, type CheckoutDraft } from "./checkCheckout";
import { orderRequest } from "./orderRequest";

const [, work] = savedAddresses;
const [, mastercard] = savedCards;
if (!work || !mastercard) throw new Error("The fixtures have two addresses and two cards");

const cart = cartFixture();
const receiver = { customerName: "Omar Farooq", customerPhone: "+15555550199" };
const window = { date: "2026-06-02", timeSlotId: 7 };

describe("orderRequest", () => {
  it("sends the cart, the receiver, the card and the saved address with its lines", () => {
    expect(orderRequest({ cart, address: work, card: mastercard, receiver, window })).toEqual({
      cartId: cart.uuid,
      customerName: "Omar Farooq",
      customerPhone: "+15555550199",
      paymentMethodId: mastercard.id,
      paymentMethod: "PAY_ONLINE",
      shipping: {
        addressLine1: "350 Fifth Avenue",
        addressLine2: "Floor 21",
        city: "New York",
        state: "NY",
        zip: "10118",
        note: null,
        dateTimeSlot: window,
        userAddressId: work.id,
      },
    });
  });
});

describe("checkCheckout", () => {
  const draft: CheckoutDraft = {
    cart,
    address: work,
    card: mastercard,
    days: timeSlotDays,
    window,
    receiver: {
      fullName: " Omar Farooq ",
      email: "",
      phone: { countryCode: "US", digits: "5555550199" },
    },
    countries: countryPhoneCodes,
  };

  it("builds the order request once nothing is missing", () => {
    expect(checkCheckout(draft)).toEqual({
      request: orderRequest({ cart, address: work, card: mastercard, receiver, window }),
      problems: [],
      receiverErrors: {},
    });
  });

  it("lists every problem in page order and builds no request", () => {
    const checked = checkCheckout({
      ...draft,
      cart: emptyCartFixture(),
      address: null,
      card: null,
      receiver: { ...draft.receiver, fullName: "  " },
      // Today's first window has closed.
      window: { date: "2026-06-01", timeSlotId: 1 },
    });
    expect(checked.request).toBeNull();
    expect(checked.problems.map((problem) => problem.message)).toEqual([
      text.problems.cart,
      text.problems.address,
      text.problems.card,
      receiverInfoFormText.fullNameRequired,
      text.problems.window,
    ]);
    expect(checked.receiverErrors).toEqual({ fullName: receiverInfoFormText.fullNameRequired });
  });
});

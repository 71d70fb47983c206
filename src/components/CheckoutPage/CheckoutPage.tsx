import { CalendarClock, CreditCard, MapPin, ShoppingBag, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type {
  Address,
  Cart,
  CartItem,
  CountryPhoneCode,
  PaymentMethod,
  TimeSlotDay,
} from "@/api/types";
import { itemCount } from "@/lib/itemCount";
import { CouponBox } from "../CouponBox/CouponBox";
import {
  DeliveryWindowPicker,
  type DeliveryWindow,
} from "../DeliveryWindowPicker/DeliveryWindowPicker";
import { OrderSummary } from "../OrderSummary/OrderSummary";
import {
  ReceiverInfoForm,
  receiverInfoFrom,
  type ReceiverDefaults,
  type ReceiverInfo,
} from "../ReceiverInfoForm/ReceiverInfoForm";
import { SavedCardSummary } from "../SavedCardSummary/SavedCardSummary";
import { TipBox } from "../TipBox/TipBox";
import { Button } from "../ui/Button";
import { Skeleton } from "../ui/Skeleton";
import { AddressSummary, ChangeButton, MissingPrompt } from "./CheckoutDelivery";
import { checkoutPageText as text } from "./CheckoutPage.text";
import { checkCheckout, type CheckoutProblemKey, type PlaceOrderRequest } from "./checkCheckout";
import { CheckoutPageLines } from "./CheckoutPageLines";
import { CheckoutProblems } from "./CheckoutProblems";
import { CheckoutSection } from "./CheckoutSection";
import { CheckoutEmptyCart, CheckoutSkeleton } from "./CheckoutStates";

export type { PlaceOrderRequest } from "./checkCheckout";

export interface CheckoutPageProps {
  /** The cart is loading: the page's skeleton. */
  loading?: boolean;
  /** The session's cart; its server-formatted totals are the only money shown. */
  cart: Cart | null;
  /** The chosen saved address, or null when there is none. */
  address: Address | null;
  addressLoading?: boolean;
  onChangeAddress: () => void;
  onAddAddress: () => void;
  /** The chosen saved card, or null when there is none. */
  card: PaymentMethod | null;
  cardLoading?: boolean;
  onChangeCard: () => void;
  onAddCard: () => void;
  timeSlotDays: readonly TimeSlotDay[];
  timeSlotsLoading?: boolean;
  countries: readonly CountryPhoneCode[];
  countriesLoading?: boolean;
  /** The profile the receiver's details start from; later changes apply until the shopper edits. */
  receiverDefaults?: ReceiverDefaults | null;
  /** 0 removes the line. */
  onQuantityChange: (line: CartItem, qty: number) => void;
  /** Cart line ids whose change awaits the server. */
  updatingLineIds?: readonly number[];
  onApplyCoupon: (code: string) => void;
  onClearCoupon: () => void;
  /** The server's reason for refusing the last code. */
  couponError?: string | null;
  applyingCoupon?: boolean;
  clearingCoupon?: boolean;
  onApplyTip: (amount: number) => void;
  onClearTip: () => void;
  applyingTip?: boolean;
  clearingTip?: boolean;
  /** Checkout awaits the server: Place Order is disabled and says 'Placing Order...'. */
  submitting?: boolean;
  /** Raised only when the page found nothing missing. */
  onPlaceOrder: (request: PlaceOrderRequest) => void;
  /** Where 'Continue Shopping' leads from an empty cart. */
  homeHref?: string;
}

/** /checkout (spec section 2): the left column's sections, then coupon, tip and the summary. */
export function CheckoutPage(props: CheckoutPageProps) {
  const { loading = false, cart, homeHref = "/" } = props;
  if (loading || !cart) return <CheckoutSkeleton />;
  if (cart.cartItems.length === 0) return <CheckoutEmptyCart homeHref={homeHref} />;
  return <CheckoutForm {...props} cart={cart} />;
}

function CheckoutForm({
  cart,
  address,
  addressLoading = false,
  onChangeAddress,
  onAddAddress,
  card,
  cardLoading = false,
  onChangeCard,
  onAddCard,
  timeSlotDays,
  timeSlotsLoading = false,
  countries,
  countriesLoading = false,
  receiverDefaults = null,
  onQuantityChange,
  updatingLineIds = [],
  onApplyCoupon,
  onClearCoupon,
  couponError = null,
  applyingCoupon = false,
  clearingCoupon = false,
  onApplyTip,
  onClearTip,
  applyingTip = false,
  clearingTip = false,
  submitting = false,
  onPlaceOrder,
}: CheckoutPageProps & { cart: Cart }) {
  const ids = {
    delivery: useId(),
    payment: useId(),
    receiver: useId(),
    window: useId(),
    windowInput: useId(),
  };
  const [receiver, setReceiver] = useState<ReceiverInfo>(() => receiverInfoFrom(receiverDefaults));
  const [edited, setEdited] = useState(false);
  // The profile may arrive after the page: it fills the form until the shopper types.
  const defaultsKey = JSON.stringify(receiverDefaults);
  const [seededKey, setSeededKey] = useState(defaultsKey);
  if (defaultsKey !== seededKey && !edited) {
    setSeededKey(defaultsKey);
    setReceiver(receiverInfoFrom(receiverDefaults));
  }
  const [deliveryWindow, setDeliveryWindow] = useState<DeliveryWindow | null>(null);
  const [attempts, setAttempts] = useState(0);
  const problemsRef = useRef<HTMLDivElement>(null);

  const check = checkCheckout({
    cart,
    address,
    card,
    days: timeSlotDays,
    window: deliveryWindow,
    receiver,
    countries,
  });
  const tried = attempts > 0;
  const problems = tried ? check.problems : [];

  useEffect(() => {
    if (attempts > 0) problemsRef.current?.focus();
  }, [attempts]);

  const placeOrder = () => {
    if (submitting) return;
    if (check.request) onPlaceOrder(check.request);
    else setAttempts((count) => count + 1);
  };

  const goTo = (key: CheckoutProblemKey) => {
    const target: Record<CheckoutProblemKey, string> = {
      cart: ids.delivery,
      address: ids.delivery,
      card: ids.payment,
      fullName: `${ids.receiver}-name`,
      email: `${ids.receiver}-email`,
      phone: `${ids.receiver}-phone`,
      window: ids.windowInput,
    };
    // The window picker has no radio to focus while it loads or has no days.
    (document.getElementById(target[key]) ?? document.getElementById(ids.window))?.focus();
  };

  const items = itemCount(cart.cartItems);
  const updating =
    updatingLineIds.length > 0 || applyingCoupon || clearingCoupon || applyingTip || clearingTip;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{text.title}</h1>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <CheckoutSection
            id={ids.delivery}
            title={text.delivery}
            icon={MapPin}
            aside={(headingId) =>
              address ? <ChangeButton onClick={onChangeAddress} describedBy={headingId} /> : null
            }
          >
            {addressLoading ? (
              <Skeleton className="h-20 w-full" />
            ) : address ? (
              <AddressSummary address={address} />
            ) : (
              <MissingPrompt
                title={text.noAddressTitle}
                body={text.noAddressBody}
                action={text.addAddress}
                onAction={onAddAddress}
              />
            )}
          </CheckoutSection>

          <CheckoutSection
            id={ids.payment}
            title={text.payment}
            icon={CreditCard}
            aside={(headingId) =>
              card ? <ChangeButton onClick={onChangeCard} describedBy={headingId} /> : null
            }
          >
            {cardLoading ? (
              <Skeleton className="h-12 w-full" />
            ) : card ? (
              <SavedCardSummary card={card} />
            ) : (
              <MissingPrompt
                title={text.noCardTitle}
                body={text.noCardBody}
                action={text.addCard}
                onAction={onAddCard}
              />
            )}
          </CheckoutSection>

          <CheckoutSection id={`${ids.receiver}-section`} title={text.receiver} icon={UserRound}>
            <ReceiverInfoForm
              idPrefix={ids.receiver}
              value={receiver}
              onChange={(next) => {
                setEdited(true);
                setReceiver(next);
              }}
              countries={countries}
              countriesLoading={countriesLoading}
              errors={tried ? check.receiverErrors : {}}
            />
          </CheckoutSection>

          <CheckoutSection id={ids.window} title={text.window} icon={CalendarClock}>
            <DeliveryWindowPicker
              id={ids.windowInput}
              days={timeSlotDays}
              loading={timeSlotsLoading}
              value={deliveryWindow}
              onChange={setDeliveryWindow}
            />
          </CheckoutSection>

          <CheckoutSection
            id={`${ids.delivery}-items`}
            title={text.cartItems}
            icon={ShoppingBag}
            aside={() => (
              <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-medium text-gray-700">
                {text.itemCount(items)}
              </span>
            )}
          >
            <CheckoutPageLines
              lines={cart.cartItems}
              onQuantityChange={onQuantityChange}
              updatingLineIds={updatingLineIds}
            />
          </CheckoutSection>
        </div>

        <div className="flex flex-col gap-4 self-stretch">
          <CouponBox
            coupon={cart.coupon}
            availableCoupons={cart.availableCoupons}
            upsellCouponMessage={cart.upsellCouponMessage}
            onApply={onApplyCoupon}
            onClear={onClearCoupon}
            applying={applyingCoupon}
            clearing={clearingCoupon}
            error={couponError}
          />
          <TipBox
            tipAmount={cart.tipAmount}
            formattedTipAmount={cart.formattedTipAmount}
            onApply={onApplyTip}
            onClear={onClearTip}
            applying={applyingTip}
            clearing={clearingTip}
          />
          <div className="flex flex-col gap-4 lg:sticky lg:top-24">
            {problems.length > 0 ? (
              <CheckoutProblems ref={problemsRef} problems={problems} onGoTo={goTo} />
            ) : null}
            <OrderSummary totals={cart} itemCount={items} updating={updating}>
              <Button
                size="lg"
                className="w-full"
                onClick={placeOrder}
                disabled={submitting}
                aria-busy={submitting}
              >
                {submitting ? text.placingOrder : text.placeOrder}
              </Button>
            </OrderSummary>
          </div>
        </div>
      </div>
    </div>
  );
}

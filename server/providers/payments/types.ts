/**
 * Card payments behind one interface: the offline `sandbox` (Stripe's test cards, state in the
 * database) or Stripe itself. Amounts are integer cents; every call that moves money takes an
 * idempotency key so a retried request never charges twice.
 */
export interface PaymentsProvider {
  readonly name: "sandbox" | "stripe";
  /** Starts saving a card for the user: the card form confirms the client secret. */
  createSetupIntent(customer: PaymentCustomer): Promise<{ clientSecret: string; intentId: string }>;
  /**
   * Finishes saving: checks the intent belongs to the user, succeeded, and was confirmed with
   * this payment method. Throws PaymentError (422) otherwise.
   */
  confirmSavedCard(
    customer: PaymentCustomer,
    intentId: string,
    paymentMethodId: string,
  ): Promise<SavedCard>;
  /** Charges a saved card off-session. Throws PaymentError with the decline message. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds (part of) a charge. */
  refund(request: RefundRequest): Promise<{ reference: string }>;
  /**
   * The charge made with this idempotency key, if one was: how a process that stopped mid-call
   * learns whether the card was charged. Null when no charge went through.
   */
  findCharge(idempotencyKey: string): Promise<FoundCharge | null>;
  /** Forgets a saved card at the provider (detach). */
  removeCard(paymentMethodId: string): Promise<void>;
}

export interface PaymentCustomer {
  userId: number;
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's customer the card is attached to (Stripe); null in the sandbox. */
  providerCustomerId: string | null;
}

export interface ChargeRequest {
  userId: number;
  paymentMethodId: string;
  /** The provider's customer of the saved card (Stripe), when there is one. */
  providerCustomerId: string | null;
  amountCents: number;
  description: string;
  idempotencyKey: string;
  /** The order the charge belongs to, kept in the provider's metadata. */
  orderUuid: string;
}

export interface ChargeResult {
  /** The provider's payment intent id. */
  reference: string;
  status: "succeeded" | "pending";
}

export interface FoundCharge {
  reference: string;
  amountCents: number;
  refundedCents: number;
}

export interface RefundRequest {
  chargeReference: string;
  amountCents: number;
  idempotencyKey: string;
}

/** The provider refused: the message is safe to show the customer (for example a decline). */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

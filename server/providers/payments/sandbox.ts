import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sandboxCards, sandboxCharges, sandboxRefunds, sandboxSetupIntents } from "../../db/schema";
import { chargeDecline, checkSandboxCard, type CardInput } from "./sandboxCards";
import { PaymentError, type ChargeRequest, type PaymentsProvider } from "./types";

/**
 * The offline provider: Stripe's save-a-card and charge flow with its test cards, its state in
 * the database so every API process agrees. No money moves; production refuses it (config).
 */

const NOT_CONFIRMED = "The card was not confirmed. Please try again.";
const FORM_USED = "This card form was already used. Please start again.";

/** Stripe refuses USD charges under 50 cents; the sandbox does too, so checkout meets it early. */
const MINIMUM_CHARGE_CENTS = 50;

const random = (bytes: number) => randomBytes(bytes).toString("hex");
/** Ids derived from an idempotency key: a retry with the same key gets the same reference. */
const fromKey = (prefix: string, key: string) =>
  `${prefix}${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;

/**
 * The sandbox's stand-in for Stripe.js confirmCardSetup: confirms the caller's setup intent with
 * test card details. Null when the client secret is not one of the user's intents; a decline
 * leaves the intent open for another card, as Stripe does.
 */
export async function confirmSandboxCard(
  db: Database,
  userId: number,
  input: CardInput & { clientSecret: string },
  now: Date,
): Promise<string | null> {
  const [intent] = await db
    .select()
    .from(sandboxSetupIntents)
    .where(
      and(
        eq(sandboxSetupIntents.clientSecret, input.clientSecret),
        eq(sandboxSetupIntents.userId, userId),
      ),
    );
  if (!intent) return null;
  if (intent.status !== "requires_payment_method") {
    throw new PaymentError(FORM_USED, "setup_intent_unexpected_state");
  }
  const card = checkSandboxCard(input, now);
  const paymentMethodId = `pm_sandbox_${random(12)}`;
  await db.transaction(async (tx) => {
    await tx.insert(sandboxCards).values({ id: paymentMethodId, userId, ...card });
    // Only an open intent takes the card: two confirmations at once cannot both succeed.
    const confirmed = await tx
      .update(sandboxSetupIntents)
      .set({ status: "succeeded", paymentMethodId })
      .where(
        and(
          eq(sandboxSetupIntents.id, intent.id),
          eq(sandboxSetupIntents.status, "requires_payment_method"),
        ),
      )
      .returning({ id: sandboxSetupIntents.id });
    if (confirmed.length === 0) throw new PaymentError(FORM_USED, "setup_intent_unexpected_state");
  });
  return paymentMethodId;
}

export function createSandboxProvider(db: Database): PaymentsProvider {
  /** Charges the saved test card, kept per key as Stripe keeps its PaymentIntents. */
  async function chargeCard(request: ChargeRequest): Promise<void> {
    const [card] = await db
      .select()
      .from(sandboxCards)
      .where(
        and(eq(sandboxCards.id, request.paymentMethodId), eq(sandboxCards.userId, request.userId)),
      );
    if (!card) {
      throw new PaymentError(
        "This card can no longer be used. Please choose another card.",
        "payment_method_unavailable",
      );
    }
    const declined = chargeDecline(card.chargeDeclineCode);
    if (declined) throw declined;
    await db
      .insert(sandboxCharges)
      .values({
        idempotencyKey: request.idempotencyKey,
        reference: fromKey("pi_sandbox_", request.idempotencyKey),
        userId: request.userId,
        amountCents: request.amountCents,
        orderUuid: request.orderUuid,
      })
      .onConflictDoNothing();
  }

  return {
    name: "sandbox",

    async createSetupIntent(customer) {
      const id = `seti_sandbox_${random(12)}`;
      const clientSecret = `${id}_secret_${random(16)}`;
      await db.insert(sandboxSetupIntents).values({
        id,
        clientSecret,
        userId: customer.userId,
        status: "requires_payment_method",
      });
      return { clientSecret, intentId: id };
    },

    async confirmSavedCard(customer, intentId, paymentMethodId) {
      // Consuming the intent in the same statement that checks it: it saves one card, once.
      const consumed = await db
        .update(sandboxSetupIntents)
        .set({ status: "consumed" })
        .where(
          and(
            eq(sandboxSetupIntents.id, intentId),
            eq(sandboxSetupIntents.userId, customer.userId),
            eq(sandboxSetupIntents.status, "succeeded"),
            eq(sandboxSetupIntents.paymentMethodId, paymentMethodId),
          ),
        )
        .returning({ id: sandboxSetupIntents.id });
      const [card] = consumed.length
        ? await db
            .select()
            .from(sandboxCards)
            .where(
              and(eq(sandboxCards.id, paymentMethodId), eq(sandboxCards.userId, customer.userId)),
            )
        : [];
      if (!card) throw new PaymentError(NOT_CONFIRMED, "setup_intent_unexpected_state");
      return {
        paymentMethodId: card.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        providerCustomerId: null,
      };
    },

    async charge(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents < MINIMUM_CHARGE_CENTS) {
        throw new PaymentError("Amount must be at least $0.50 usd", "amount_too_small");
      }
      const keyed = eq(sandboxCharges.idempotencyKey, request.idempotencyKey);
      // A retry with the key answers the charge it made, as Stripe does, whatever the card did since.
      const [earlier] = await db.select().from(sandboxCharges).where(keyed);
      if (!earlier) await chargeCard(request);
      const [kept] = earlier ? [earlier] : await db.select().from(sandboxCharges).where(keyed);
      // A key reused for another amount is refused, as Stripe refuses it.
      if (kept?.amountCents !== request.amountCents) {
        throw new Error("Keys for idempotent requests can only be used with the same parameters.");
      }
      return { reference: kept.reference, status: "succeeded" };
    },
    async refund(request) {
      if (!request.chargeReference.startsWith("pi_sandbox_")) {
        throw new PaymentError(`No such payment: '${request.chargeReference}'`, "resource_missing");
      }
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new PaymentError("The refund amount must be positive.", "amount_too_small");
      }
      const reference = fromKey("re_sandbox_", request.idempotencyKey);
      // A retry with the key answers the refund it made, as Stripe does, and moves nothing more.
      const made = await db
        .insert(sandboxRefunds)
        .values({
          idempotencyKey: request.idempotencyKey,
          reference,
          chargeReference: request.chargeReference,
          amountCents: request.amountCents,
        })
        .onConflictDoNothing()
        .returning({ reference: sandboxRefunds.reference });
      if (made.length === 0) return { reference };
      // Charges made before the sandbox kept them have no row: their refunds are only answered.
      // Refunds add up to the charge at most, as Stripe refuses more.
      await db
        .update(sandboxCharges)
        .set({
          refundedCents: sql`least(${sandboxCharges.amountCents}, ${sandboxCharges.refundedCents} + ${request.amountCents})`,
        })
        .where(eq(sandboxCharges.reference, request.chargeReference));
      return { reference };
    },
    async findCharge(idempotencyKey) {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
      return charge
        ? {
            reference: charge.reference,
            amountCents: charge.amountCents,
            refundedCents: charge.refundedCents,
          }
        : null;
    },

    async removeCard(paymentMethodId) {
      await db.delete(sandboxCards).where(eq(sandboxCards.id, paymentMethodId));
    },
  };
}

/** One money movement the sandbox made for an order (the dev list of an order's payments). */
export interface SandboxMovement {
  kind: "charge" | "refund";
  amountCents: number;
  reference: string;
  idempotencyKey: string;
  createdAt: Date;
}

/** The sandbox's charges of the order and the refunds of those charges, oldest first. */
export async function listSandboxMovements(
  db: Database,
  orderUuid: string,
): Promise<SandboxMovement[]> {
  const charges = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.orderUuid, orderUuid));
  const refunds = charges.length
    ? await db
        .select()
        .from(sandboxRefunds)
        .where(
          inArray(
            sandboxRefunds.chargeReference,
            charges.map((charge) => charge.reference),
          ),
        )
        .orderBy(asc(sandboxRefunds.createdAt))
    : [];
  const movements: SandboxMovement[] = [
    ...charges.map((charge) => ({
      kind: "charge" as const,
      amountCents: charge.amountCents,
      reference: charge.reference,
      idempotencyKey: charge.idempotencyKey,
      createdAt: charge.createdAt,
    })),
    ...refunds.map((refund) => ({
      kind: "refund" as const,
      amountCents: refund.amountCents,
      reference: refund.reference,
      idempotencyKey: refund.idempotencyKey,
      createdAt: refund.createdAt,
    })),
  ];
  return movements.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

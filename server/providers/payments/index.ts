import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { createSandboxProvider } from "./sandbox";

export { listSandboxMovements, type SandboxMovement } from "./sandbox";
import { createStripeProvider } from "./stripe";
import type { PaymentsProvider } from "./types";

export * from "./types";

/** Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox (config refuses it in production). */
export function createPaymentsProvider(
  config: Config,
  db: Database,
  log: Logger,
): PaymentsProvider {
  if (config.payments.provider === "stripe") return createStripeProvider(config.payments, db);
  log.info("Card payments use the offline sandbox: Stripe's test cards, no money moves.");
  return createSandboxProvider(db);
}

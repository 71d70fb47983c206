import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { PaymentError, type PaymentsProvider } from "./types";

export * from "./types";

// Placeholder while the providers are written.
export function createPaymentsProvider(
  _config: Config,
  _db: Database,
  _log: Logger,
): PaymentsProvider {
  const unavailable = () =>
    Promise.reject(new PaymentError("Payments are not available yet.", "unavailable"));
  return {
    name: "sandbox",
    createSetupIntent: unavailable,
    confirmSavedCard: unavailable,
    charge: unavailable,
    refund: unavailable,
    removeCard: unavailable,
  };
}

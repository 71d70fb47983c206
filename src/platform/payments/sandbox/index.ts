import type { PaymentsImplementation } from "../types";
import { SandboxCardForm } from "./SandboxCardForm";

/**
 * docs/architecture.md § Adapters: the offline payments provider. The server's sandbox mirrors Stripe's
 * test cards, so the same save-card → confirm → verify-card steps run without Stripe.
 */
export const sandboxPayments: PaymentsImplementation = { CardForm: SandboxCardForm };

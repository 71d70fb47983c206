import type { AppContext } from "../../context";
import { listSandboxMovements } from "../../providers/payments";
import { listOutbox } from "../../providers/sms";

/** The newest texts the console SMS provider wrote, to one recipient or to all. */
export function smsOutbox(context: Pick<AppContext, "db">, recipient: string | undefined) {
  return listOutbox(context.db, recipient);
}

/** The sandbox provider's charges and refunds of the order; none when payments go to Stripe. */
export function sandboxPayments(context: Pick<AppContext, "db" | "payments">, orderUuid: string) {
  if (context.payments.name !== "sandbox") return Promise.resolve([]);
  return listSandboxMovements(context.db, orderUuid);
}

import { randomUUID } from "node:crypto";
import { createAppContext, type AppContext } from "../../../server/context";
import { renewLease } from "../../../server/idempotency/leaseRepository";
import type { PaymentsProvider } from "../../../server/providers/payments";
import { getTestApp } from "./testApp";

/** Another server process on the test database, with its own identity (and payments). */
export async function serverProcess(
  overrides: { payments?: PaymentsProvider } = {},
): Promise<AppContext> {
  const { context } = await getTestApp();
  return createAppContext(context.config, context.db, {
    now: context.now,
    log: context.log,
    payments: overrides.payments ?? context.payments,
    processId: randomUUID(),
  });
}

/**
 * A process killed inside the card charge (kill -9) of the call `run` starts: the charge goes
 * through or not, and the call never returns, so nothing after it runs — no order or tip, no
 * compensation, the key left claimed by a process whose lease is still fresh.
 */
export async function killedAtCharge(
  charged: boolean,
  run: (dying: AppContext) => Promise<unknown>,
): Promise<AppContext> {
  const { context } = await getTestApp();
  let killed: () => void = () => undefined;
  const reachedCharge = new Promise<void>((resolve) => {
    killed = resolve;
  });
  const dying = await serverProcess({
    payments: {
      ...context.payments,
      async charge(request) {
        if (charged) await context.payments.charge(request);
        killed();
        return new Promise(() => undefined);
      },
    },
  });
  await renewLease(dying.db, dying.processId);
  void run(dying);
  await reachedCharge;
  return dying;
}

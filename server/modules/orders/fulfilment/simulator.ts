import type { AppContext } from "../../../context";
import type { Transaction } from "../../../db/client";
import { conflict, notFound } from "../../../http/errors";
import { distanceKm } from "../../../lib/distance";
import { openOrderThread } from "../../chat";
import { listZoneRows } from "../../support";
import { fetchUserNames } from "../../users";
import {
  nextOrderStatus,
  noFurtherStepMessage,
  STEPPABLE_ORDER_STATUSES,
} from "../../../../shared/orders";
import {
  approveOverdueOffers,
  approvePendingOffers,
  drawShortages,
  ShortageEffects,
} from "../shortages";
import { tellOrderStatus } from "../orderNews";
import { nextStepAt, riderHopKm } from "./pace";
import {
  countRiderDelivery,
  leastBusyRider,
  lockDueOrders,
  lockOrder,
  updateOrder,
  type OrderChanges,
  type OrderRow,
} from "./repository";

/** How long an order whose step failed waits before the simulator tries it again. */
const RETRY_FAILED_STEP_MS = 60_000;

/**
 * Takes the order one step: to its next status, or, while dispatched, the rider one position
 * report closer (arriving delivers it). The CLI and the dev operation take the same step, so a
 * journey driven by hand still sees the rider ride (issue 12's moving rider pin).
 */
async function stepOrder(
  context: AppContext,
  tx: Transaction,
  order: OrderRow,
  effects: ShortageEffects,
): Promise<string> {
  const now = context.now();
  const mode = context.config.fulfilmentSimulator;
  const next = nextOrderStatus(order.status);
  if (!next) throw conflict(noFurtherStepMessage(order.status));

  if (order.status === "PENDING_DISPATCHED") {
    const moved = moveRider(context, order);
    if (moved) {
      await updateOrder(tx, order.id, {
        ...moved,
        nextStepAt: nextStepAt(mode, order.status, now),
      });
      return order.status;
    }
  }

  const changes: OrderChanges = {
    status: next,
    updatedAt: now,
    nextStepAt: nextStepAt(mode, next, now),
  };
  // Preparing the order is when lines run short (FULFILMENT_SHORTAGE_RATE), and nothing leaves
  // the store waiting for an answer: offers still open are approved as the rider sets off.
  if (next === "PENDING_IN_PREPARATION") await drawShortages(tx, context, order, effects);
  if (next === "PENDING_DISPATCHED") {
    await approvePendingOffers(tx, context, order, null, effects);
    Object.assign(changes, await dispatch(tx, order, now));
  }
  if (next === "SHIPPED") {
    Object.assign(changes, {
      deliveredAt: now,
      riderLatitude: order.latitude,
      riderLongitude: order.longitude,
    });
    if (order.riderId) await countRiderDelivery(tx, order.riderId);
  }
  await updateOrder(tx, order.id, changes);
  // The inbox hears of the step in its transaction: a row of its own, not a change of the order.
  await tellOrderStatus(tx, order, next, now);
  return next;
}

/** The rider's next reported position, or null once the next hop reaches the door. */
function moveRider(
  context: AppContext,
  order: OrderRow,
): { riderLatitude: number; riderLongitude: number } | null {
  const fromLat = order.riderLatitude ?? order.originLatitude ?? order.latitude;
  const fromLng = order.riderLongitude ?? order.originLongitude ?? order.longitude;
  const left = distanceKm(fromLat, fromLng, order.latitude, order.longitude);
  const trip = distanceKm(
    order.originLatitude ?? fromLat,
    order.originLongitude ?? fromLng,
    order.latitude,
    order.longitude,
  );
  const hop = riderHopKm(context.config.fulfilmentSimulator, trip);
  if (left <= hop + 1e-6) return null;
  const share = hop / left;
  return {
    riderLatitude: fromLat + (order.latitude - fromLat) * share,
    riderLongitude: fromLng + (order.longitude - fromLng) * share,
  };
}

/**
 * Hands the order to the least busy rider at the store nearest the address (the centre of its
 * delivery zone), and opens the rider chat with the rider's hello.
 */
async function dispatch(tx: Transaction, order: OrderRow, now: Date) {
  const rider = await leastBusyRider(tx);
  const [riderUser] = rider ? await fetchUserNames(tx, [rider.userId]) : [];
  // The zones' centres are the stores riders set out from.
  const zones = await listZoneRows(tx);
  const store = zones
    .map((zone) => ({
      zone,
      km: distanceKm(zone.centerLat, zone.centerLng, order.latitude, order.longitude),
    }))
    .sort((a, b) => a.km - b.km)[0]?.zone;
  const originLatitude = store?.centerLat ?? order.latitude;
  const originLongitude = store?.centerLng ?? order.longitude;
  if (rider) {
    await openOrderThread(tx, {
      orderId: order.id,
      userId: order.userId,
      greeting: {
        riderUserId: rider.userId,
        riderName: riderUser?.firstName ?? null,
        customerName: order.customerName,
        at: now,
      },
    });
  }
  return {
    riderId: rider?.id ?? null,
    originLatitude,
    originLongitude,
    riderLatitude: originLatitude,
    riderLongitude: originLongitude,
  };
}

/**
 * Steps every order whose time has come. The orders stay locked until their steps commit and
 * another process skips them, so any number of API processes or workers can run this against
 * one PostgreSQL without stepping an order twice. Answers how many orders moved.
 */
export async function runDueSteps(context: AppContext, limit = 25): Promise<number> {
  const effects = new ShortageEffects();
  const customers = await context.db.transaction(async (tx) => {
    const due = await lockDueOrders(tx, {
      now: context.now(),
      statuses: STEPPABLE_ORDER_STATUSES,
      limit,
    });
    const moved: number[] = [];
    for (const order of due) {
      try {
        // A savepoint per order: one that fails to step is retried later, the others still move.
        const stepEffects = new ShortageEffects();
        await tx.transaction((step) => stepOrder(context, step, order, stepEffects));
        effects.merge(stepEffects);
        moved.push(order.userId);
      } catch (error) {
        context.log.error({ err: error, orderUuid: order.uuid }, "Fulfilment step failed");
        await updateOrder(tx, order.id, {
          nextStepAt: new Date(context.now().getTime() + RETRY_FAILED_STEP_MS),
        });
      }
    }
    return moved;
  });
  // Once the steps have committed: their customers' pages drawn before show the orders as they
  // were, and the short lines' refunds and texts go out.
  for (const userId of customers) context.visitorChanges.changedBy(userId);
  await effects.flush(context);
  // Offers nobody answered in time count as approved (docs/replacements.md).
  await approveOverdueOffers(context, limit);
  return customers.length;
}

/** One step now, whatever the schedule: the dev operation and `npm run orders -- advance`. */
export async function advanceOrder(context: AppContext, uuid: string): Promise<string> {
  const effects = new ShortageEffects();
  const { status, userId } = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, uuid);
    if (!order) throw notFound("Order not found.");
    return { status: await stepOrder(context, tx, order, effects), userId: order.userId };
  });
  context.visitorChanges.changedBy(userId);
  await effects.flush(context);
  return status;
}

/** Runs the simulator in this process until the returned stop function is called. */
export function startFulfilmentSimulator(context: AppContext): () => Promise<void> {
  const mode = context.config.fulfilmentSimulator;
  if (mode === "off") return async () => undefined;
  // A slow tick is never overlapped by the next one: it is skipped instead.
  let current: Promise<void> | null = null;
  const timer = setInterval(
    () => {
      current ??= runDueSteps(context)
        .then(() => undefined)
        .catch((error: unknown) => context.log.error({ err: error }, "Fulfilment step failed"))
        .finally(() => {
          current = null;
        });
    },
    mode === "fast" ? 1000 : 5000,
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}

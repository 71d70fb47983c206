import { and, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { orders } from "../../../server/db/schema";
import { distanceKm } from "../../../server/lib/distance";
import { getTestApp } from "./testApp";

/**
 * The orders table keeps only an order's present state, so a step taken twice would leave no
 * trace in it. A trigger writes every change the stores make to an order into a table of this
 * test run, with the connection's application_name, which says which store made it.
 */

/** The application_name of this test's own connections: its changes are not steps. */
const TEST_CONNECTION = "storefront-test";

/** One change of an order, as the trigger saw it. */
export interface OrderStep {
  orderId: number;
  madeBy: string;
  oldStatus: string;
  newStatus: string;
  oldRiderLatitude: number | null;
  oldRiderLongitude: number | null;
  newRiderLatitude: number | null;
  newRiderLongitude: number | null;
}

export async function recordOrderSteps(): Promise<void> {
  const { context } = await getTestApp();
  await context.db.execute(
    sql.raw(`
      create table if not exists test_order_steps (
        id serial primary key,
        order_id integer not null,
        made_by text not null,
        old_status text not null,
        new_status text not null,
        old_rider_latitude double precision,
        old_rider_longitude double precision,
        new_rider_latitude double precision,
        new_rider_longitude double precision
      );
      create or replace function test_record_order_step() returns trigger language plpgsql as $$
      begin
        if current_setting('application_name') <> '${TEST_CONNECTION}' then
          insert into test_order_steps (
            order_id, made_by, old_status, new_status, old_rider_latitude, old_rider_longitude,
            new_rider_latitude, new_rider_longitude
          ) values (
            new.id, current_setting('application_name'), old.status, new.status,
            old.rider_latitude, old.rider_longitude, new.rider_latitude, new.rider_longitude
          );
        end if;
        return new;
      end $$;
      create or replace trigger test_record_order_step after update on orders
        for each row execute function test_record_order_step();
    `),
  );
}

export async function stopRecordingOrderSteps(): Promise<void> {
  const { context } = await getTestApp();
  await context.db.execute(
    sql.raw(`
      drop trigger if exists test_record_order_step on orders;
      drop function if exists test_record_order_step();
      drop table if exists test_order_steps;
    `),
  );
}

/** Every recorded change of the orders, oldest first. */
export async function stepsOf(orderIds: number[]): Promise<OrderStep[]> {
  const { context } = await getTestApp();
  const result = await context.db.execute<{
    order_id: number;
    made_by: string;
    old_status: string;
    new_status: string;
    old_rider_latitude: number | null;
    old_rider_longitude: number | null;
    new_rider_latitude: number | null;
    new_rider_longitude: number | null;
  }>(
    sql`select * from test_order_steps where order_id in ${orderIds.length ? orderIds : [0]} order by id`,
  );
  return result.rows.map((row) => ({
    orderId: row.order_id,
    madeBy: row.made_by,
    oldStatus: row.old_status,
    newStatus: row.new_status,
    oldRiderLatitude: row.old_rider_latitude,
    oldRiderLongitude: row.old_rider_longitude,
    newRiderLatitude: row.new_rider_latitude,
    newRiderLongitude: row.new_rider_longitude,
  }));
}

function riderKmLeft(
  order: { latitude: number; longitude: number },
  latitude: number | null,
  longitude: number | null,
): number {
  if (latitude === null || longitude === null) return Infinity;
  return distanceKm(latitude, longitude, order.latitude, order.longitude);
}

/** The statuses one order's changes (oldest first) moved it to, in order. */
export const statusesReached = (steps: OrderStep[]): string[] =>
  steps.filter((step) => step.newStatus !== step.oldStatus).map((step) => step.newStatus);

/**
 * The changes of one order that took no step: its status written again, or a rider's report no
 * closer to the door than the one before it. A step two processes both took shows as one of these.
 */
export function stepsRepeated(
  order: { latitude: number; longitude: number },
  steps: OrderStep[],
): OrderStep[] {
  return steps.filter(
    (step) =>
      step.newStatus === step.oldStatus &&
      !(
        step.oldStatus === "PENDING_DISPATCHED" &&
        riderKmLeft(order, step.newRiderLatitude, step.newRiderLongitude) <
          riderKmLeft(order, step.oldRiderLatitude, step.oldRiderLongitude)
      ),
  );
}

/**
 * Makes the orders' next steps due now instead of in ~20 s (the fast pace), so a whole lifecycle
 * takes seconds; the stores' simulators still decide when and by whom each step is taken.
 */
export async function hurryOrders(orderIds: number[]): Promise<void> {
  const { context } = await getTestApp();
  await context.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local application_name = '${TEST_CONNECTION}'`));
    await tx
      .update(orders)
      .set({ nextStepAt: sql`now()` })
      .where(
        and(
          inArray(orders.id, orderIds),
          isNotNull(orders.nextStepAt),
          gt(orders.nextStepAt, sql`now()`),
        ),
      );
  });
}

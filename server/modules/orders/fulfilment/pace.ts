import type { Config } from "../../../config";

type Mode = Config["fulfilmentSimulator"];

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How long each status lasts before the simulated store moves the order on. `fast` is for trying
 * the store out (a step every ~20 s), `realistic` for demos. With `off` nothing moves on its own,
 * but orders keep the fast schedule so turning the simulator on later picks them up.
 */
const STATUS_DURATION: Record<Exclude<Mode, "off">, Record<string, number>> = {
  fast: {
    PENDING_PROCESSING: 20 * SECOND,
    PENDING_ACCEPTED: 20 * SECOND,
    PENDING_IN_PREPARATION: 20 * SECOND,
    SHIPPED: 20 * SECOND,
  },
  realistic: {
    PENDING_PROCESSING: 1 * MINUTE,
    PENDING_ACCEPTED: 3 * MINUTE,
    PENDING_IN_PREPARATION: 15 * MINUTE,
    SHIPPED: 30 * MINUTE,
  },
};

/** While dispatched the rider reports a position this often and covers this much ground. */
const RIDER: Record<
  Exclude<Mode, "off">,
  { pingMs: number; legs: number | null; kmPerHour: number }
> = {
  // Four hops, whatever the distance, so a fast trip takes ~20 s.
  fast: { pingMs: 5 * SECOND, legs: 4, kmPerHour: 0 },
  realistic: { pingMs: 30 * SECOND, legs: null, kmPerHour: 25 },
};

const pace = (mode: Mode) => (mode === "off" ? "fast" : mode);

/** When the simulator should next look at an order that just entered `status`; null when never. */
export function nextStepAt(mode: Mode, status: string, from: Date): Date | null {
  if (status === "PENDING_DISPATCHED") return new Date(from.getTime() + RIDER[pace(mode)].pingMs);
  const duration = STATUS_DURATION[pace(mode)][status];
  return duration === undefined ? null : new Date(from.getTime() + duration);
}

/** How far the rider gets in one position report, for a trip of `tripKm` in total. */
export function riderHopKm(mode: Mode, tripKm: number): number {
  const rider = RIDER[pace(mode)];
  if (rider.legs !== null) return tripKm / rider.legs;
  return (rider.kmPerHour * rider.pingMs) / (60 * MINUTE);
}

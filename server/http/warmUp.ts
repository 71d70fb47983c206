import type { FastifyInstance } from "fastify";
import { PRESSURE_SAMPLE_MS } from "./loadShedding";

/** How long the store waits, at most, for the warm-up's busy time to leave its load measurements. */
export const WARM_UP_SETTLE_MS = 5_000;
const SETTLE_POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Readies the store before it listens: the first page drawn compiles the renderer's code (a
 * second or more on a busy machine), so the home page is drawn now, not for the first shopper.
 * That busy time is in the last sample of the event loop's delay and use that load shedding reads
 * (http/loadShedding.ts): the store waits for a sample without it, so its first shoppers are not
 * refused for its own warm-up. Health cannot answer before this, so it answers 200 only once the
 * store is ready.
 */
export async function warmUp(
  app: FastifyInstance,
  warn: (error: unknown, message: string) => void,
): Promise<void> {
  await app.ready();
  await app.inject({ method: "GET", url: "/" }).catch((error: unknown) => {
    warn(error, "Drawing the home page at start failed");
  });
  // The sample that holds the busy time is taken up to a sample's length after it ended.
  await sleep(PRESSURE_SAMPLE_MS + SETTLE_POLL_MS);
  const deadline = Date.now() + WARM_UP_SETTLE_MS;
  while (app.isUnderPressure() && Date.now() < deadline) await sleep(SETTLE_POLL_MS);
}

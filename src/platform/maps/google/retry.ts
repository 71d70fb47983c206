/** docs/product.md § Calls to the API: the maps script is retried 3 times, each time after a longer wait. */
export const MAPS_SCRIPT_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 500;

/** The wait before retry number `retry` (1-based): 500 ms, then 1 s, then 2 s. */
export function retryDelayMs(retry: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** (retry - 1);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds, at most `retries` more times; rejects with the last failure. */
export async function withRetries<T>(
  task: () => Promise<T>,
  { retries = MAPS_SCRIPT_RETRIES, delayMs = retryDelayMs, wait = sleep } = {},
): Promise<T> {
  for (let retry = 1; ; retry += 1) {
    try {
      return await task();
    } catch (error) {
      if (retry > retries) throw error;
      await wait(delayMs(retry));
    }
  }
}

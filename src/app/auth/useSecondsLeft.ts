import { useEffect, useReducer } from "react";
import { secondsUntil } from "./authMessages";

// Several looks a second, so the mm:ss display never lags a whole second behind the clock.
const TICK_MS = 250;

/** Whole seconds until `deadlineMs` on the `now` clock, re-read while any remain. */
export function useSecondsLeft(deadlineMs: number | null, now: () => number): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const seconds = secondsUntil(deadlineMs, now());
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return seconds;
}

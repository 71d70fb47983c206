interface TaskScheduler {
  yield: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so the browser can handle input and draw a frame before the work
 * that follows. `scheduler.yield()` where the browser has it: its continuation runs before other
 * tasks queued meanwhile, so yielding does not send the work to the back of the queue.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

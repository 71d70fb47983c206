import { setupWorker, type SetupWorker } from "msw/browser";
import { handlers } from "./handlers";

let started: Promise<SetupWorker> | undefined;

/** One worker per page, answering with the default handlers; Storybook and the demo mode share it. */
export function startMockWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    const worker = setupWorker(...handlers);
    await worker.start({
      onUnhandledRequest: "bypass",
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
    return worker;
  })();
  return started;
}

import { configure, getConfig } from "storybook/test";

/** How long a step waits for an opening dialog before going on regardless. */
const SETTLE_LIMIT_MS = 1_000;

const OPEN_MODALS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * Radix opens a modal dialog in two renders: the first turns the page's pointer events off, the
 * next turns the dialog's own back on. A click sent between them fails with "pointer-events:
 * none" (a CI run failed on it), though no person is that quick.
 */
function modalLayersSettled(document: Document): boolean {
  const open = [...document.querySelectorAll<HTMLElement>(OPEN_MODALS)];
  if (open.length === 0) return true;
  if (document.body.style.pointerEvents !== "none") return false;
  return open.some((dialog) => dialog.style.pointerEvents === "auto");
}

async function untilModalLayersSettle() {
  const limit = performance.now() + SETTLE_LIMIT_MS;
  while (!modalLayersSettled(document) && performance.now() < limit) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let installed = false;

/**
 * Every user-event action and every `waitFor` or `findBy` of a story first lets an opening
 * dialog finish opening. It wraps the React renderer's own wrapper (which silences act warnings).
 */
export function waitForModalLayers() {
  if (installed) return;
  installed = true;
  const { asyncWrapper } = getConfig();
  configure({
    asyncWrapper: (callback) =>
      asyncWrapper(async () => {
        await untilModalLayersSettle();
        return callback();
      }),
  });
}

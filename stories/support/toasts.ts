import { expect, waitFor, within } from "storybook/test";
import { appToasterText } from "@/app/AppToaster.text";

/**
 * How long a toast may take to show: its entry animation runs on the main thread, which a busy
 * machine (a CI runner running other work) can hold up past waitFor's default second.
 */
const TOAST_TIMEOUT_MS = 5_000;

/**
 * The toasts' region, outside the story's canvas. A toast is looked for there alone: a dialog
 * often shows the same words in its own alert, and the two together made the text ambiguous.
 */
function toastRegion(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).queryByRole("region", {
    name: appToasterText.region,
  });
}

/** A toast counts once its entry animation has shown it. */
export async function expectToast(canvasElement: HTMLElement, message: string) {
  await waitFor(
    () => {
      const region = toastRegion(canvasElement);
      if (!region) throw new Error(`No toasts' region ("${appToasterText.region}") on the page`);
      expect(within(region).getByText(message)).toBeVisible();
    },
    { timeout: TOAST_TIMEOUT_MS },
  );
}

export async function expectNoToast(canvasElement: HTMLElement, message: string) {
  const region = toastRegion(canvasElement);
  await expect(region && within(region).queryByText(message)).toBeNull();
}

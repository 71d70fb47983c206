import { expect, waitFor, within } from "storybook/test";

/**
 * How long a toast may take to show: its entry animation runs on the main thread, which a busy
 * machine (a CI runner running other work) can hold up past waitFor's default second.
 */
const TOAST_TIMEOUT_MS = 5_000;

/** Toasts render outside the story's canvas; they count once their entry animation has shown them. */
export async function expectToast(canvasElement: HTMLElement, message: string) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByText(message)).toBeVisible(), {
    timeout: TOAST_TIMEOUT_MS,
  });
}

export async function expectNoToast(canvasElement: HTMLElement, message: string) {
  await expect(within(canvasElement.ownerDocument.body).queryByText(message)).toBeNull();
}

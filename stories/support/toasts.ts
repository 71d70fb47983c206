import { expect, waitFor, within } from "storybook/test";

/** Toasts render outside the story's canvas; they count once their entry animation has shown them. */
export async function expectToast(canvasElement: HTMLElement, message: string) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByText(message)).toBeVisible());
}

export async function expectNoToast(canvasElement: HTMLElement, message: string) {
  await expect(within(canvasElement.ownerDocument.body).queryByText(message)).toBeNull();
}

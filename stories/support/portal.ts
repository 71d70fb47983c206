import { within } from "storybook/test";

/** Radix renders dialogs, menus and toasts in a portal, outside the story's canvas: the whole page. */
export function screenOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

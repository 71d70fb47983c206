import { userEvent } from "storybook/test";

/** A click at the middle of the element (user-event alone clicks at its corner). */
export async function clickMiddle(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await userEvent.pointer({
    keys: "[MouseLeft]",
    target: element,
    coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
  });
}

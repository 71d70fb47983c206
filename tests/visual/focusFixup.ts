/**
 * Chromium takes focus off a button that is disabled while focused at its next frame (its focus
 * fix-up). A story that clicks a button disabled while its request runs therefore ends with that
 * button focused or not depending on whether a frame was drawn before the mock's instant answer.
 * This watch remembers such buttons, so the shot can be taken as if the frame had been drawn.
 * Buttons focused any other way (a dialog's close button, a keyboard step) keep their ring.
 */
export function watchButtonsDisabledWhileFocused(document: Document) {
  const disabledWhileFocused = new WeakSet<Element>();
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      // Mutation records arrive before the next frame, so the fix-up has not run yet.
      if (
        target instanceof HTMLButtonElement &&
        target.disabled &&
        target === document.activeElement
      ) {
        disabledWhileFocused.add(target);
      }
    }
  });
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled"],
  });
  return {
    /** Blurs the focused button if it was ever disabled while focused. */
    settleFocus() {
      const focused = document.activeElement;
      if (focused instanceof HTMLButtonElement && disabledWhileFocused.has(focused)) focused.blur();
    },
    stop: () => observer.disconnect(),
  };
}

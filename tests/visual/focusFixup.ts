/**
 * Whether a button a story clicked still shows its focus ring in the shot must not depend on
 * timing. Two races decide it, and the shot takes each as a mouse user of Chromium sees it:
 *
 * - Chromium takes focus off a button that is disabled while focused at its next frame (its focus
 *   fix-up), so a button disabled while its request runs ends focused or not depending on whether
 *   a frame was drawn before the mock's instant answer.
 * - When the answer comes before the pending state is drawn at all (a network error fails within
 *   the same task), the button is never disabled and keeps the focus the click gave it. A real
 *   mouse click shows no ring on a button (`:focus-visible`); Storybook's simulated click focuses
 *   it from script, which does.
 *
 * So a focused button that was ever disabled while focused is shot unfocused, as the fix-up leaves
 * it, and one that a pointer pressed (no key pressed since) keeps its focus but is drawn without
 * its ring: blurring it would let a dialog's focus trap move focus elsewhere. Buttons focused any
 * other way (a dialog's close button, a keyboard step) keep their ring.
 */
export function watchFocus(document: Document) {
  const disabledWhileFocused = new WeakSet<Element>();
  let pressed: Element | null = null;
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
  const onPointerDown = (event: Event) => {
    pressed = event.target instanceof Element ? event.target.closest("button") : null;
  };
  const onKeyDown = () => {
    pressed = null;
  };
  document.addEventListener("pointerdown", onPointerDown, true);
  document.addEventListener("keydown", onKeyDown, true);
  return {
    /** Settles the focused button as described above; returns the undo of the hidden ring. */
    settleFocus(): () => void {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLButtonElement)) return () => undefined;
      if (disabledWhileFocused.has(focused)) {
        focused.blur();
        return () => undefined;
      }
      if (focused !== pressed) return () => undefined;
      const { style } = focused;
      const outline = style.getPropertyValue("outline");
      const priority = style.getPropertyPriority("outline");
      style.setProperty("outline", "none", "important");
      return () => style.setProperty("outline", outline, priority);
    },
    stop() {
      observer.disconnect();
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown, true);
    },
  };
}

import { useCallback, useLayoutEffect, useRef } from "react";

/** Finds the element that takes focus; called after each render until it answers one. */
export type FocusTarget = () => HTMLElement | null | undefined;

interface PendingHandOff {
  /** What had focus when the action started. */
  from: HTMLElement;
  target: FocusTarget;
  stop: () => void;
}

/**
 * Focus rests on nothing a shopper can Tab to: the page body, or a dialog's own container, which
 * Radix focuses when the focused element leaves the page.
 */
function focusIsLost() {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || active.tabIndex < 0;
}

function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  return !!element && element.isConnected && !element.matches(":disabled");
}

/**
 * A control that replaces itself (Add Item becoming the quantity stepper, a cart line leaving for
 * the saved list, Apply becoming Clear) or disables its own button while it saves would leave
 * keyboard focus on the page body. Call the returned handOff(target) as the action starts: if a
 * control had focus then, focus goes back to it once it can take focus again, or, when it has
 * left the page, to target() once that is there and enabled. Nothing moves if the shopper has put
 * focus elsewhere in the meantime, or pressed the pointer anywhere.
 */
export function useFocusHandOff() {
  const pending = useRef<PendingHandOff | null>(null);

  useLayoutEffect(() => {
    const handOff = pending.current;
    if (!handOff) return;
    if (!focusIsLost()) {
      // Still on the control that started it (its answer is yet to come), or moved on by the shopper.
      if (document.activeElement !== handOff.from) handOff.stop();
      return;
    }
    const next = canTakeFocus(handOff.from) ? handOff.from : handOff.target();
    if (!canTakeFocus(next)) return;
    handOff.stop();
    next.focus();
  });

  useLayoutEffect(() => () => pending.current?.stop(), []);

  return useCallback((target: FocusTarget) => {
    pending.current?.stop();
    const from = document.activeElement;
    // A pointer that did not focus what it pressed (Safari's buttons): no keyboard place to keep.
    if (!(from instanceof HTMLElement) || from === document.body) return;
    const stop = () => {
      document.removeEventListener("pointerdown", stop, true);
      if (pending.current?.stop === stop) pending.current = null;
    };
    document.addEventListener("pointerdown", stop, true);
    pending.current = { from, target, stop };
  }, []);
}

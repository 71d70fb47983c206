import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix dialogs give focus back to their own Trigger only. One opened from elsewhere (a header
 * button through the overlay host, a link in the cart drawer) would leave focus on the page body,
 * so this remembers what had focus when it opened and returns there when it closes.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const openedFrom = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const focused = document.activeElement;
      openedFrom.current = focused instanceof HTMLElement ? focused : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const target = openedFrom.current;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

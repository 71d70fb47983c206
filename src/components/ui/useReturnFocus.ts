import { useRef, type FocusEvent } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix dialogs give focus back to their own Trigger only. One opened from elsewhere (a header
 * button through the overlay host, a link in the cart drawer) would leave focus on the page body,
 * so this remembers what had focus when it opened and returns there when it closes.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
  onFocusCapture?: (event: FocusEvent<HTMLDivElement>) => void;
}) {
  const openedFrom = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const focused = document.activeElement;
      openedFrom.current = focused instanceof HTMLElement ? focused : null;
      handlers.onOpenAutoFocus?.(event);
    },
    // A field that takes focus as the dialog mounts (autoFocus) comes before onOpenAutoFocus,
    // which Radix then skips: the element focus came from is the opener.
    onFocusCapture: (event: FocusEvent<HTMLDivElement>) => {
      const from = event.relatedTarget;
      if (
        !openedFrom.current &&
        from instanceof HTMLElement &&
        !event.currentTarget.contains(from)
      ) {
        openedFrom.current = from;
      }
      handlers.onFocusCapture?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const target = openedFrom.current;
      openedFrom.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

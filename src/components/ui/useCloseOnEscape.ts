import { useEffect, type RefObject } from "react";

/**
 * Escape inside an open panel that is not a modal dialog (Radix handles those) closes it; the key
 * stops there, so a dialog or drawer around the panel stays open.
 */
export function useCloseOnEscape(
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
) {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onClose();
    };
    element.addEventListener("keydown", closeOnEscape);
    return () => element.removeEventListener("keydown", closeOnEscape);
  }, [panel, open, onClose]);
}

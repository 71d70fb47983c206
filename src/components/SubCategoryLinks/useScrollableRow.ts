import { useDirection } from "@radix-ui/react-direction";
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";

export interface ScrollableRow {
  ref: RefObject<HTMLUListElement | null>;
  /** Chips are hidden past the start / the end of the row, so it fades there as a hint. */
  moreBefore: boolean;
  moreAfter: boolean;
  onScroll: () => void;
}

/**
 * A row of chips that scrolls sideways: it says whether chips hide past either edge, and brings
 * the current chip (aria-current) into view without scrolling the page.
 */
export function useScrollableRow(currentKey: unknown): ScrollableRow {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ moreBefore: false, moreAfter: false });
  const rtl = useDirection() === "rtl";

  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    // Right to left, scrollLeft runs from 0 at the start down to minus the overflow.
    const scrolled = Math.abs(row.scrollLeft);
    const moreBefore = scrolled > 1;
    const moreAfter = scrolled + row.clientWidth < row.scrollWidth - 1;
    setEdges((was) =>
      was.moreBefore === moreBefore && was.moreAfter === moreAfter
        ? was
        : { moreBefore, moreAfter },
    );
  }, []);

  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    const current = row.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && row.scrollWidth > row.clientWidth) {
      // How far the chip is from the row's start edge, and the scroll that centres it.
      const offset = rtl
        ? row.offsetLeft + row.offsetWidth - (current.offsetLeft + current.offsetWidth)
        : current.offsetLeft - row.offsetLeft;
      const centred = offset - (row.clientWidth - current.offsetWidth) / 2;
      row.scrollLeft = rtl ? -centred : centred;
    }
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [currentKey, measure, rtl]);

  return { ref, ...edges, onScroll: measure };
}

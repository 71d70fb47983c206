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

  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    const moreBefore = row.scrollLeft > 1;
    const moreAfter = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
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
      const offset = current.offsetLeft - row.offsetLeft;
      row.scrollLeft = offset - (row.clientWidth - current.offsetWidth) / 2;
    }
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [currentKey, measure]);

  return { ref, ...edges, onScroll: measure };
}

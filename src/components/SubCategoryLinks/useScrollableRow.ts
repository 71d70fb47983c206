import { useDirection } from "@radix-ui/react-direction";
import { useCallback, useLayoutEffect, useState, type RefCallback } from "react";

export interface ScrollableRow {
  /** A callback ref: the row mounts only once its chips have loaded. */
  ref: RefCallback<HTMLUListElement>;
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
  // State, not a ref object: the row appears after a loading placeholder, and its effect must run
  // when it does, not only when the current chip changes.
  const [row, setRow] = useState<HTMLUListElement | null>(null);
  const [edges, setEdges] = useState({ moreBefore: false, moreAfter: false });
  const rtl = useDirection() === "rtl";

  const measure = useCallback(() => {
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
  }, [row]);

  useLayoutEffect(() => {
    if (!row) return;
    // A row laid out while hidden (a Storybook preview before it shows, a closed panel) has no
    // width yet: its current chip is brought into view once it has one.
    let centred = centreCurrentChip(row, rtl);
    // An observer's first callback comes before the next paint: it measures the edges.
    const observer = new ResizeObserver(() => {
      if (!centred) centred = centreCurrentChip(row, rtl);
      measure();
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [row, currentKey, measure, rtl]);

  return { ref: setRow, ...edges, onScroll: measure };
}

/** Scrolls the row so its current chip is centred; false while the row has no width to scroll. */
function centreCurrentChip(row: HTMLElement, rtl: boolean): boolean {
  if (row.clientWidth === 0) return false;
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (current && row.scrollWidth > row.clientWidth) {
    // How far the chip is from the row's start edge, and the scroll that centres it.
    const offset = rtl
      ? row.offsetLeft + row.offsetWidth - (current.offsetLeft + current.offsetWidth)
      : current.offsetLeft - row.offsetLeft;
    const centred = offset - (row.clientWidth - current.offsetWidth) / 2;
    row.scrollLeft = rtl ? -centred : centred;
  }
  return true;
}

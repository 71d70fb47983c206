import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Older messages go in above what the shopper is reading: the log scrolls down by their height,
 * so the message that was on screen stays where it was instead of jumping away.
 */
export function useKeepPlaceWhenOlderArrive(
  logRef: RefObject<HTMLDivElement | null>,
  oldestId: string | undefined,
) {
  const heightBefore = useRef(0);
  const oldestBefore = useRef(oldestId);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const prepended = oldestBefore.current !== undefined && oldestId !== oldestBefore.current;
    if (prepended) log.scrollTop += log.scrollHeight - heightBefore.current;
    oldestBefore.current = oldestId;
  }, [logRef, oldestId]);
  // Measured after every render, so the height before the next change is known.
  useLayoutEffect(() => {
    heightBefore.current = logRef.current?.scrollHeight ?? 0;
  });
}

/**
 * The last page replaces the "Show older messages" button by the start of the conversation: a
 * keyboard user who pressed it would be left on nothing, so the focus moves to the log itself.
 */
export function useKeepFocusAtTheStart(
  logRef: RefObject<HTMLDivElement | null>,
  hasOlder: boolean,
) {
  const hadOlder = useRef(hasOlder);
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (hadOlder.current && !hasOlder && focusLost) logRef.current?.focus();
    hadOlder.current = hasOlder;
  }, [logRef, hasOlder]);
}

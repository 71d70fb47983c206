import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Older messages go in above what the shopper is reading: the log keeps its distance from the
 * bottom, so the message that was on screen stays where it was instead of jumping away. Setting
 * the position (rather than adding the new height) gives the same answer whether or not the
 * browser's own scroll anchoring already moved it.
 */
export function useKeepPlaceWhenOlderArrive(
  logRef: RefObject<HTMLDivElement | null>,
  oldestId: string | undefined,
) {
  const fromBottom = useRef(0);
  const oldestBefore = useRef(oldestId);
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const remember = () => {
      fromBottom.current = log.scrollHeight - log.scrollTop;
    };
    log.addEventListener("scroll", remember, { passive: true });
    return () => log.removeEventListener("scroll", remember);
  }, [logRef]);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const prepended = oldestBefore.current !== undefined && oldestId !== oldestBefore.current;
    if (prepended) log.scrollTop = log.scrollHeight - fromBottom.current;
    oldestBefore.current = oldestId;
  }, [logRef, oldestId]);
  // Measured after every render too: new messages at the end change the distance without a scroll.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) fromBottom.current = log.scrollHeight - log.scrollTop;
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

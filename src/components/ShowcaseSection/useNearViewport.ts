import { useEffect, useState, type RefObject } from "react";

/** How far below the screen a section starts rendering, so it is drawn before it scrolls in. */
const AHEAD_MARGIN = "400px 0px";

/**
 * True once the element has come within AHEAD_MARGIN of the viewport (and from then on). While
 * `enabled` is false it is true at once: nothing waits.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  // A browser without IntersectionObserver has no cheap way to know: render rather than hide. The
  // server (no window) draws the placeholder, as the browser's first render does.
  const [near, setNear] = useState(
    !enabled || (typeof window !== "undefined" && typeof IntersectionObserver === "undefined"),
  );

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);

  return near;
}

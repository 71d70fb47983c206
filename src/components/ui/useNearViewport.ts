import { useEffect, useState, type RefObject } from "react";

/** How far below the screen a section starts rendering, so it is drawn before it scrolls in. */
const AHEAD_MARGIN = "400px 0px";

/**
 * True once the element has come within `margin` (a CSS margin around the viewport, 400 px above
 * and below by default) of the viewport, and from then on. While `enabled` is false it is true at
 * once: nothing waits.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  enabled: boolean,
  margin = AHEAD_MARGIN,
): boolean {
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
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);

  return near;
}

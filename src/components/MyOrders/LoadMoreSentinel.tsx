import { useEffect, useRef } from "react";

export interface LoadMoreSentinelProps {
  /** Raised when the end of the list comes within 50 px of the viewport. */
  onLoadMore: () => void;
}

/** docs/product.md § My orders: more loads when the list is scrolled within 50 px of its end. */
export const LOAD_MORE_ROOT_MARGIN = "0px 0px 50px 0px";

/**
 * An empty element at the end of a list, watched by an IntersectionObserver rather than a scroll
 * handler, so nothing runs on every scroll event.
 */
export function LoadMoreSentinel({ onLoadMore }: LoadMoreSentinelProps) {
  const element = useRef<HTMLDivElement>(null);
  // The newest callback, without re-creating the observer when the parent re-renders.
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: LOAD_MORE_ROOT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return <div ref={element} data-testid="load-more-sentinel" aria-hidden className="h-px" />;
}

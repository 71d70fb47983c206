import { useLayoutEffect } from "react";
import { useLocation } from "react-router-dom";

/** docs/product.md § Route table: the page scrolls to the top on every path change (not on query changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}

import { useEffect, useState } from "react";
import { PLACEHOLDER_ROTATION_MS, searchBoxText as text } from "./SearchBox.text";

/**
 * The next suggested term every 2 s while `rotating`; it only changes the placeholder attribute,
 * which is neither focus nor a live region, so nothing is announced.
 */
export function useSearchBoxPlaceholder(rotating: boolean): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % text.rotatingTerms.length),
      PLACEHOLDER_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [rotating]);
  return text.rotatingPlaceholder(text.rotatingTerms[index] ?? "");
}

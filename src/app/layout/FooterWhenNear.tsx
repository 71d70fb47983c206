import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { useNearViewport } from "@/components/ui/useNearViewport";
import { afterPageLoad } from "../afterPageLoad";

/** Its code and data come after the page has loaded; a failed load leaves it out. */
const FooterContainer = lazy<ComponentType>(() =>
  afterPageLoad()
    .then(() => import("./FooterContainer"))
    .then(
      (module) => ({ default: module.FooterContainer }),
      (error: unknown) => {
        console.error("Loading the footer failed", error);
        return { default: () => null };
      },
    ),
);

/** A screen ahead: its three lists are asked for and drawn before the shopper scrolls to it. */
const FOOTER_AHEAD_MARGIN = "100% 0px";

/**
 * True once the shopper has pressed Tab. Focus moves from control to control without scrolling
 * past the text between them, so on a long page it can leave the last control of the page while
 * the end is still screens away: the footer's links must be in the tab order by then.
 */
function useTabPressed(): boolean {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (pressed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") setPressed(true);
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [pressed]);
  return pressed;
}

/**
 * The footer, drawn once the end of the page comes within a screen of the viewport, or once the
 * shopper moves with the keyboard (useTabPressed): on a long page
 * a shopper who never scrolls down does not pay for its lists, its elements and the restyle they
 * bring while the page starts. The server draws only the marker, as the browser's first render
 * does, so the drawn page is taken over as it is. Until the footer is there, the marker keeps the
 * room the footer keeps for the support chat launcher (Footer.tsx, styles.css), so the launcher
 * covers nothing at the end of a page scrolled there before the footer came.
 */
export function FooterWhenNear() {
  const end = useRef<HTMLDivElement>(null);
  const near = useNearViewport(end, true, FOOTER_AHEAD_MARGIN);
  const tabPressed = useTabPressed();
  return (
    <>
      <div
        ref={end}
        aria-hidden
        className="[:root:has([data-support-chat-launcher])_&:not(:has(+footer))]:h-22"
      />
      {near || tabPressed ? (
        <Suspense fallback={null}>
          <FooterContainer />
        </Suspense>
      ) : null}
    </>
  );
}

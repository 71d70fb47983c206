import { useSyncExternalStore } from "react";
import { ToastContainer } from "react-toastify";
import { appToasterText } from "./AppToaster.text";
import { TOAST_CONTAINER_OPTIONS } from "./constants";

/** `<html dir>`, which a change of language sets (src/app/language/documentLanguage.ts). */
function watchDirection(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["dir"] });
  return () => observer.disconnect();
}

const readsRightToLeft = () => document.documentElement.dir === "rtl";

/**
 * Right to left, the toasts mirror (docs/languages.md § Right-to-left): they sit at the top left,
 * their close button and icon on opposite sides, and their timer runs the reading way.
 */
export function AppToaster() {
  const rtl = useSyncExternalStore(watchDirection, readsRightToLeft, () => false);
  return (
    // A modal hides everything else from assistive technology (Radix's hideOthers) but live
    // regions: without this a toast raised just before a dialog opened (the login toast, then the
    // location modal of a first visit) stayed on screen unannounced. Each toast announces itself
    // (role="alert"); the wrapper adds no announcement of its own.
    <div aria-live="off">
      <ToastContainer
        {...TOAST_CONTAINER_OPTIONS}
        position={rtl ? "top-left" : TOAST_CONTAINER_OPTIONS.position}
        rtl={rtl}
        aria-label={appToasterText.region}
      />
    </div>
  );
}

import { ToastContainer } from "react-toastify";
import { TOAST_CONTAINER_OPTIONS } from "./constants";

export function AppToaster() {
  return (
    // A modal hides everything else from assistive technology (Radix's hideOthers) but live
    // regions: without this a toast raised just before a dialog opened (the login toast, then the
    // location modal of a first visit) stayed on screen unannounced. Each toast announces itself
    // (role="alert"); the wrapper adds no announcement of its own.
    <div aria-live="off">
      <ToastContainer {...TOAST_CONTAINER_OPTIONS} />
    </div>
  );
}

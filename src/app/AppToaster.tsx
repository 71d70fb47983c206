import { ToastContainer } from "react-toastify";
import { TOAST_CONTAINER_OPTIONS } from "./constants";

export function AppToaster() {
  return <ToastContainer {...TOAST_CONTAINER_OPTIONS} />;
}

import type { ToastOptions } from "react-toastify";

type ToastKind = "success" | "error" | "info";

// react-toastify (~10 KB gzip) is not needed to draw the first page, so it loads on first use;
// a toast raised before the container has mounted waits in react-toastify's queue.
function show(kind: ToastKind, message: string, options?: ToastOptions) {
  void import("react-toastify").then(({ toast }) => toast[kind](message, options));
}

/** The app's toasts (docs/product.md § Messages and errors); containers call these, never react-toastify itself. */
export const notify = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
};

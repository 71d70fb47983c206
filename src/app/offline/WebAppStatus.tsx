import { lazy, Suspense, type ComponentType } from "react";
import { afterPageLoad } from "../afterPageLoad";
import { ClientOnly } from "../ClientOnly";

/** Its code comes after the page has loaded; a failed load leaves it out. */
const WebAppStatusContainer = lazy<ComponentType>(() =>
  afterPageLoad()
    .then(() => import("./WebAppStatusContainer"))
    .then(
      (module) => ({ default: module.WebAppStatusContainer }),
      (error: unknown) => {
        console.error("Loading the offline banner failed", error);
        return { default: () => null };
      },
    ),
);

/**
 * The offline banner, the service worker and its update prompt (WebAppStatusContainer), in the
 * browser only: the server's page has none of them, and the first screen does not wait for them.
 */
export function WebAppStatus() {
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <WebAppStatusContainer />
      </Suspense>
    </ClientOnly>
  );
}

import { lazy, Suspense } from "react";
import { afterPageLoad } from "../afterPageLoad";
import { ClientOnly } from "../ClientOnly";
import { useSession } from "../session";

// The chat's code and its first calls wait until a session exists and the page has loaded, so the
// first screen never shares the network with it.
const SupportChatContainer = lazy(() =>
  afterPageLoad()
    .then(() => import("@/app/chat/SupportChatContainer"))
    .then((m) => ({ default: m.SupportChatContainer })),
);

/** docs/product.md § Rider chat and support chat: the support chat launcher is on screen whenever any session exists. */
export function SupportChatLauncher() {
  const { status } = useSession();
  if (status === "none") return null;
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <SupportChatContainer />
      </Suspense>
    </ClientOnly>
  );
}

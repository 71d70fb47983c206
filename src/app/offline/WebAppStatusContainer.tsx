import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { OfflineBanner } from "@/components/OfflineBanner/OfflineBanner";
import { UpdatePrompt } from "@/components/UpdatePrompt/UpdatePrompt";
import { useOverlays } from "../overlays/overlays";
import { useSession } from "../session";
import { useOnline } from "./online";
import { forgetSessionCaches, registerServiceWorker } from "./serviceWorker";

/** The manifest's Cart shortcut opens the store at `/?cart=open`: the cart is a drawer, not a page. */
export const CART_SHORTCUT_PARAM = { name: "cart", value: "open" } as const;

/**
 * Opens the cart drawer for the manifest's Cart shortcut, then takes the parameter off the URL. A
 * visitor without a session has no cart yet: the first visit's location modal stays.
 */
function useCartShortcut(): void {
  const [params, setParams] = useSearchParams();
  const { open } = useOverlays();
  const { status } = useSession();
  const asked = params.get(CART_SHORTCUT_PARAM.name) === CART_SHORTCUT_PARAM.value;
  useEffect(() => {
    if (!asked) return;
    if (status !== "none") open("cart");
    setParams(
      (current) => {
        current.delete(CART_SHORTCUT_PARAM.name);
        return current;
      },
      { replace: true },
    );
  }, [asked, open, setParams, status]);
}

/**
 * When the session on this browser ends or changes (sign-out, a session refused, another account),
 * the worker's pages and catalogue answers of the last one go (forgetSessionCaches). A first
 * session (a visitor becoming a guest) keeps them: they were drawn for nobody.
 */
function useForgetSessionCaches(): void {
  const { token } = useSession();
  const last = useRef(token);
  useEffect(() => {
    const before = last.current;
    last.current = token;
    if (before !== null && before !== token) void forgetSessionCaches();
  }, [token]);
}

/**
 * The installable web app's part of every page: the offline banner, the service worker's
 * registration and its update prompt, and the manifest's Cart shortcut. Loaded after the page
 * (WebAppStatus), so none of it weighs on the first load.
 */
export function WebAppStatusContainer() {
  const online = useOnline();
  const [update, setUpdate] = useState<(() => void) | null>(null);
  const [reloading, setReloading] = useState(false);
  useCartShortcut();
  useForgetSessionCaches();

  useEffect(() => {
    registerServiceWorker((apply) => setUpdate(() => apply)).catch((error: unknown) =>
      console.error("Registering the service worker failed", error),
    );
  }, []);

  return (
    <>
      <OfflineBanner offline={!online} />
      {update ? (
        <UpdatePrompt
          reloading={reloading}
          onReload={() => {
            setReloading(true);
            update();
          }}
          onDismiss={() => setUpdate(null)}
        />
      ) : null}
    </>
  );
}

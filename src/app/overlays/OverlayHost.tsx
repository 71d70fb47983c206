import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from "react";
import { useStoredLocation } from "../preferences";
import { afterTakeoverDrawn } from "../shell/drawnPage";
import { useOverlays, type OverlayContainerProps, type OverlayName } from "./overlays";

type OverlayComponent = ComponentType<OverlayContainerProps>;

function lazyOverlay<M>(load: () => Promise<M>, pick: (module: M) => OverlayComponent) {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** Each overlay is its own chunk, fetched the first time it opens (the home page stays small). */
const containers: Record<OverlayName, OverlayComponent> = {
  location: lazyOverlay(
    () => import("@/app/location/LocationModalContainer"),
    (m) => m.LocationModalContainer,
  ),
  login: lazyOverlay(
    () => import("@/app/auth/LoginModalContainer"),
    (m) => m.LoginModalContainer,
  ),
  account: lazyOverlay(
    () => import("@/app/auth/AccountModalContainer"),
    (m) => m.AccountModalContainer,
  ),
  cart: lazyOverlay(
    () => import("@/app/cart/CartDrawerContainer"),
    (m) => m.CartDrawerContainer,
  ),
};

const overlayNames = Object.keys(containers) as OverlayName[];

/**
 * Renders the open overlay. One that has opened once stays mounted while closed, so its closing
 * animation, its reset delay (the login modal's 300 ms) and the focus return to its trigger run.
 */
export function OverlayHost() {
  const { active, open, close } = useOverlays();
  const [mounted, setMounted] = useState<ReadonlySet<OverlayName>>(new Set());
  const location = useStoredLocation();

  // docs/product.md § States and transitions: without a stored location the location modal opens by itself.
  // Once a drawn page has been taken over and that frame drawn (afterTakeoverDrawn), and in a
  // transition: the overlays' state sits above the route's content, and an urgent update there
  // would make React take the whole content over in one long task.
  useEffect(() => {
    if (location) return;
    let cancelled = false;
    void afterTakeoverDrawn().then(() => {
      if (!cancelled) startTransition(() => open("location"));
    });
    return () => {
      cancelled = true;
    };
  }, [location, open]);

  // Recorded while rendering (React's pattern for state derived from a change), not in an effect.
  if (active && !mounted.has(active)) setMounted(new Set([...mounted, active]));

  return (
    <>
      {overlayNames
        .filter((name) => mounted.has(name) || active === name)
        .map((name) => {
          const Container = containers[name];
          return (
            <Suspense key={name} fallback={null}>
              <Container
                open={active === name}
                onOpenChange={(isOpen) => {
                  if (isOpen) open(name);
                  else if (active === name) close();
                }}
              />
            </Suspense>
          );
        })}
    </>
  );
}

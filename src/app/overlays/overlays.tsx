import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** The app-wide modals and drawers the header (and the cart drawer) open. */
export type OverlayName = "location" | "login" | "account" | "cart";

export interface Overlays {
  /** The overlay on screen; one at a time, so opening another replaces it. */
  active: OverlayName | null;
  open: (name: OverlayName) => void;
  close: () => void;
}

/** What every overlay container takes: the host decides when it shows. */
export interface OverlayContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const OverlaysContext = createContext<Overlays | null>(null);

export function OverlaysProvider({
  initial = null,
  children,
}: {
  /** Stories start with an overlay open. */
  initial?: OverlayName | null;
  children: ReactNode;
}) {
  const [active, setActive] = useState<OverlayName | null>(initial);
  const close = useCallback(() => setActive(null), []);
  const overlays = useMemo<Overlays>(() => ({ active, open: setActive, close }), [active, close]);
  return <OverlaysContext.Provider value={overlays}>{children}</OverlaysContext.Provider>;
}

export function useOverlays(): Overlays {
  const overlays = useContext(OverlaysContext);
  if (!overlays) throw new Error("useOverlays must be used inside <OverlaysProvider>");
  return overlays;
}

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Ethnicity } from "@/api/types";
import { ethnicityDropdownText as text } from "./EthnicityDropdown.text";
import type * as MenuModuleExports from "./EthnicityDropdownMenu";
import type { EthnicityDropdownMenuProps } from "./EthnicityDropdownMenu";
import { EthnicityDropdownTrigger } from "./EthnicityDropdownTrigger";

export interface EthnicityDropdownProps {
  /** Undefined until the list has loaded (or when it could not be loaded). */
  ethnicities: Ethnicity[] | undefined;
  loading: boolean;
  selectedId: number | null;
  /** Raised when the shopper chooses an ethnicity; the menu closes. */
  onSelect: (ethnicity: Ethnicity) => void;
  className?: string;
}

type MenuModule = typeof MenuModuleExports;

// The Radix menu (~15 KB gzip) stays out of the first page load: the header shows a plain button,
// fetches the menu's code when the shopper points at it or focuses it, and puts the menu in its
// place when they open it. Not before: the swap takes the button out from under focus, and a Tab
// pressed then landed on the new button instead of moving on.
let loadedMenu: MenuModule | null = null;
let pendingMenu: Promise<MenuModule> | null = null;

function loadMenu(): Promise<MenuModule> {
  pendingMenu ??= import("./EthnicityDropdownMenu").then(
    (module) => (loadedMenu = module),
    (error: unknown) => {
      pendingMenu = null; // the next interaction tries again
      throw error;
    },
  );
  return pendingMenu;
}

function reportFailedLoad(error: unknown) {
  console.error("Loading the ethnicity menu failed", error);
}

function preloadMenu() {
  loadMenu().catch(reportFailedLoad);
}

type MenuHandOver = Pick<EthnicityDropdownMenuProps, "initiallyOpen" | "openedWithKeyboard">;

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * The header's choice of region (ethnicity), which filters the whole catalogue: a button reading the
 * chosen one ('Asia (Pakistan)' until the shopper chooses) that opens a menu of ethnicities, each
 * with its icon. The menu's code loads when the shopper points at or focuses the button.
 */
export function EthnicityDropdown({
  ethnicities,
  loading,
  selectedId,
  onSelect,
  className,
}: EthnicityDropdownProps) {
  const [menu, setMenu] = useState<{ module: MenuModule; handOver: MenuHandOver } | null>(() =>
    loadedMenu
      ? { module: loadedMenu, handOver: { initiallyOpen: false, openedWithKeyboard: false } }
      : null,
  );
  const openRequest = useRef<{ keyboard: boolean } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const requestOpen = (keyboard: boolean) => {
    openRequest.current = { keyboard: keyboard || (openRequest.current?.keyboard ?? false) };
    loadMenu().then((module) => {
      if (!mounted.current) return;
      const openedWithKeyboard = openRequest.current?.keyboard ?? false;
      setMenu({ module, handOver: { initiallyOpen: true, openedWithKeyboard } });
    }, reportFailedLoad);
  };

  const selected = ethnicities?.find((ethnicity) => ethnicity.id === selectedId);
  const triggerLabel = text.triggerLabel(selected);
  const triggerIconSrc = selected?.fileResponse?.fullUrl;

  if (menu) {
    const { EthnicityDropdownMenu } = menu.module;
    return (
      <EthnicityDropdownMenu
        ethnicities={ethnicities}
        loading={loading}
        selectedId={selectedId}
        onSelect={onSelect}
        className={className}
        triggerLabel={triggerLabel}
        triggerIconSrc={triggerIconSrc}
        {...menu.handOver}
      />
    );
  }

  return (
    <EthnicityDropdownTrigger
      label={triggerLabel}
      iconSrc={triggerIconSrc}
      className={className}
      aria-expanded={false}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        requestOpen(true);
      }}
      // A click the keyboard caused (detail 0) opens like the keys above.
      onClick={(event) => requestOpen(event.detail === 0)}
    />
  );
}

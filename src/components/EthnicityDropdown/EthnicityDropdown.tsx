import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
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

// The Radix menu (~15 KB gzip) stays out of the first page load: the header shows a plain button
// and fetches the menu when the shopper points at it, focuses it or opens it.
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

type MenuHandOver = Pick<
  EthnicityDropdownMenuProps,
  "initiallyOpen" | "focusTrigger" | "openedWithKeyboard"
>;

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

export function EthnicityDropdown({
  ethnicities,
  loading,
  selectedId,
  onSelect,
  className,
}: EthnicityDropdownProps) {
  const [menu, setMenu] = useState<{ module: MenuModule; handOver: MenuHandOver } | null>(() =>
    loadedMenu
      ? {
          module: loadedMenu,
          handOver: { initiallyOpen: false, focusTrigger: false, openedWithKeyboard: false },
        }
      : null,
  );
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const openRequest = useRef<{ keyboard: boolean } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fetchMenu = useCallback(() => {
    loadMenu().then(
      (module) => {
        if (!mounted.current) return;
        const request = openRequest.current;
        setMenu({
          module,
          handOver: {
            initiallyOpen: request !== null,
            focusTrigger: document.activeElement === placeholderRef.current,
            openedWithKeyboard: request?.keyboard ?? false,
          },
        });
      },
      (error: unknown) => console.error("Loading the ethnicity menu failed", error),
    );
  }, []);

  const requestOpen = (keyboard: boolean) => {
    openRequest.current = { keyboard: keyboard || (openRequest.current?.keyboard ?? false) };
    fetchMenu();
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
      ref={placeholderRef}
      label={triggerLabel}
      iconSrc={triggerIconSrc}
      className={className}
      aria-expanded={false}
      onPointerEnter={fetchMenu}
      onFocus={fetchMenu}
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

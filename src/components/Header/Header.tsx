import type { ReactNode } from "react";
import type { Cart } from "@/api/types";
import { cn } from "@/lib/cn";
import { HeaderLoginButton } from "./HeaderLoginButton";
import { HeaderCartButton } from "./HeaderCartButton";
import { HeaderLocationButton } from "./HeaderLocationButton";
import { HeaderLogo } from "./HeaderLogo";

export interface HeaderProps {
  homeHref: string;
  /** On /search the location, ethnicity and login controls are hidden (docs/product.md § Header). */
  onSearchPage: boolean;
  /** 'state, country' of the stored location, or null before one is chosen. */
  locationLabel: string | null;
  /** The signed-in customer; null for a visitor or a guest, who see 'Login'. */
  customer: { firstName: string | null } | null;
  cart: Pick<Cart, "cartItems" | "formattedTotal"> | null | undefined;
  /** The ethnicity dropdown, wired by the app (EthnicityDropdownContainer). */
  ethnicitySlot?: ReactNode;
  /** The language switch (LanguageSwitchContainer); hidden on /search, like the ethnicity. */
  languageSlot?: ReactNode;
  /** The search box, wired by the app to the address. */
  searchSlot: ReactNode;
  /** The notification bell and its inbox, for a signed-in customer only (NotificationInboxContainer). */
  notificationsSlot?: ReactNode;
  onLocationClick: () => void;
  onLoginClick: () => void;
  onAccountClick: () => void;
  onCartClick: () => void;
  className?: string;
}

/**
 * The sticky page header: one row from large screens on. Below that, a grid: logo, location and
 * the account and cart buttons on top, the ethnicity flag and the search box underneath, so the
 * place name keeps room to be read. Every control keeps its place in the tree whichever show, so
 * the search box keeps focus when focusing it opens the search page.
 */
export function Header({
  homeHref,
  onSearchPage,
  locationLabel,
  customer,
  cart,
  ethnicitySlot,
  languageSlot,
  searchSlot,
  notificationsSlot,
  onLocationClick,
  onLoginClick,
  onAccountClick,
  onCartClick,
  className,
}: HeaderProps) {
  return (
    <header className={cn("sticky top-0 z-40 border-b border-gray-200 bg-white", className)}>
      {/* Tab follows the grid's rows (reading-flow), so on small screens the account and cart
          buttons come before the second row; from large screens on the tree's order is the row's. */}
      <div className="mx-auto grid max-w-7xl grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-2 px-4 py-2 [reading-flow:grid-rows] sm:gap-x-3 lg:flex lg:gap-x-4 lg:py-3">
        <div className="col-start-1 row-start-1">
          <HeaderLogo href={homeHref} />
        </div>
        {onSearchPage ? null : (
          <div className="col-start-2 row-start-1 flex min-w-0 lg:max-w-60">
            <HeaderLocationButton label={locationLabel} onClick={onLocationClick} />
          </div>
        )}
        {/* Its own row below large screens; from there its children join the header's row. */}
        <div className="col-span-3 row-start-2 flex items-center gap-2 lg:contents">
          {onSearchPage || !ethnicitySlot ? null : <div className="shrink-0">{ethnicitySlot}</div>}
          {onSearchPage || !languageSlot ? null : <div className="shrink-0">{languageSlot}</div>}
          <div className="min-w-0 flex-1">{searchSlot}</div>
        </div>
        <div className="col-start-3 row-start-1 flex items-center justify-end gap-1.5 sm:gap-2 lg:shrink-0">
          {onSearchPage ? null : notificationsSlot}
          {onSearchPage ? null : (
            <HeaderLoginButton
              customer={customer}
              onLoginClick={onLoginClick}
              onAccountClick={onAccountClick}
            />
          )}
          <HeaderCartButton cart={cart} onClick={onCartClick} />
        </div>
      </div>
    </header>
  );
}

import { Settings, ShoppingBag, TicketPercent, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Link } from "../ui/Link";
import { accountLayoutText as text } from "./AccountLayout.text";

export type AccountSection = "myOrders" | "coupons" | "settings";

export interface AccountLayoutProps {
  /** The menu entry of the page shown (the address book, cards and notifications are Settings'). */
  current: AccountSection;
  hrefs: Readonly<Record<AccountSection, string>>;
  children: ReactNode;
}

const ENTRIES: readonly { section: AccountSection; icon: LucideIcon }[] = [
  { section: "myOrders", icon: ShoppingBag },
  { section: "coupons", icon: TicketPercent },
  { section: "settings", icon: Settings },
];

/**
 * docs/product.md § Settings: account pages have a side menu (My Orders, Coupons/Vouchers, Settings) with
 * the current page marked. On a phone the menu is a row of tabs above the page, so the page keeps
 * the whole width; the row wraps rather than scrolls, since a scrolled row cut the current tab
 * (Settings) in half at 390 px and hid that it went on.
 */
export function AccountLayout({ current, hrefs, children }: AccountLayoutProps) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8">
      <nav aria-label={text.menuLabel} className="min-w-0">
        <ul className="flex flex-wrap gap-2 md:sticky md:top-24 md:flex-col md:flex-nowrap md:gap-1 md:rounded-xl md:border md:border-gray-200 md:bg-white md:p-2">
          {ENTRIES.map(({ section, icon: Icon }) => {
            const active = section === current;
            return (
              <li key={section} className="shrink-0">
                <Link
                  href={hrefs[section]}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    active
                      ? "bg-brand-50 text-brand-800"
                      : "border border-gray-200 text-gray-700 hover:bg-gray-50 md:border-transparent",
                  )}
                >
                  <Icon aria-hidden className="size-4" />
                  {text[section]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

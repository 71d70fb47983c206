import { useRef, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { couponListText as text } from "./CouponList.text";
import { couponTabs, type CouponTab } from "./couponTabs";

export interface CouponTabsProps {
  current: CouponTab;
  onChange: (tab: CouponTab) => void;
  /** Builds the ids that tie each tab to the panel it controls. */
  tabId: (tab: CouponTab) => string;
  panelId: string;
}

/**
 * WAI-ARIA tabs with automatic activation: only the current tab is in the Tab order; the arrow
 * keys, Home and End move to another tab and show it.
 */
export function CouponTabs({ current, onChange, tabId, panelId }: CouponTabsProps) {
  const buttons = useRef(new Map<CouponTab, HTMLButtonElement>());

  function select(tab: CouponTab) {
    buttons.current.get(tab)?.focus();
    if (tab !== current) onChange(tab);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Arrows move from the tab that has focus, which is the current one unless a change is pending.
    const focused = couponTabs.find((tab) => buttons.current.get(tab) === event.target);
    const index = couponTabs.indexOf(focused ?? current);
    const last = couponTabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(couponTabs[target] ?? current);
  }

  return (
    <div
      role="tablist"
      aria-label={text.tabsLabel}
      className="flex gap-1 overflow-x-auto border-b border-gray-200"
    >
      {couponTabs.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
            className={cn(
              "-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
              selected
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-gray-600 hover:text-gray-900",
            )}
          >
            {text.tabs[tab]}
          </button>
        );
      })}
    </div>
  );
}

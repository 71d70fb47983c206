import { useId, type ReactNode } from "react";
import { myOrdersTabs, pendingSubTabs, type MyOrdersTab, type PendingSubTab } from "./myOrdersTabs";
import { myOrdersText as text } from "./MyOrders.text";
import { TabList } from "../ui/TabList";

export interface MyOrdersProps {
  tab: MyOrdersTab;
  /** Only the Pendings tab has sub tabs. */
  subTab: PendingSubTab;
  onTabChange: (tab: MyOrdersTab) => void;
  onSubTabChange: (subTab: PendingSubTab) => void;
  /** The current tab's list: an OrderList, or a PreviouslyBoughtList for Order Again. */
  children: ReactNode;
}

/**
 * docs/product.md § My orders: the heading and tabs stay on screen whatever the list is doing, so
 * the shopper can always switch tab.
 */
export function MyOrders({ tab, subTab, onTabChange, onSubTabChange, children }: MyOrdersProps) {
  const id = useId();
  const tabId = (of: string) => `${id}-tab-${of.replace(/\W/g, "-")}`;
  const panelId = `${id}-panel`;
  const subPanelId = `${id}-subpanel`;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h1 id={`${id}-heading`} className="text-2xl font-bold text-gray-900">
        {text.heading}
      </h1>
      <TabList
        tabs={myOrdersTabs}
        current={tab}
        onChange={onTabChange}
        label={text.tabsLabel}
        labelOf={(of) => text.tabs[of]}
        tabId={tabId}
        panelId={panelId}
      />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(tab)}
        className="flex flex-col gap-4"
      >
        {tab === "Pendings" ? (
          <>
            <TabList
              tabs={pendingSubTabs}
              current={subTab}
              onChange={onSubTabChange}
              label={text.subTabsLabel}
              labelOf={(of) => text.subTabs[of]}
              tabId={(of) => tabId(`sub-${of}`)}
              panelId={subPanelId}
              variant="chips"
            />
            <div role="tabpanel" id={subPanelId} aria-labelledby={tabId(`sub-${subTab}`)}>
              {children}
            </div>
          </>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

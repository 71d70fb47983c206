import { Outlet, useLocation } from "react-router-dom";
import { AccountLayout, type AccountSection } from "@/components/AccountLayout/AccountLayout";
import { paths, routePatterns } from "@/lib/paths";

const hrefs: Readonly<Record<AccountSection, string>> = {
  myOrders: paths.myOrders(),
  coupons: paths.coupons(),
  settings: paths.settings(),
};

/** The address book, cards and notifications are reached from Settings, and belong to it. */
function sectionOf(pathname: string): AccountSection {
  if (pathname.startsWith(routePatterns.myOrders)) return "myOrders";
  if (pathname.startsWith(routePatterns.coupons)) return "coupons";
  return "settings";
}

/** The account pages' layout route: the side menu, and the page in the outlet. */
export function AccountLayoutContainer() {
  const { pathname } = useLocation();
  return (
    <AccountLayout current={sectionOf(pathname)} hrefs={hrefs}>
      <Outlet />
    </AccountLayout>
  );
}

import { useEffect, useState, type ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { paths } from "@/lib/paths";
import { LOGIN_REQUIRED_MESSAGE } from "./constants";
import { RouteFallback } from "./layout/RouteFallback";
import { useSession } from "./session";
import { notify } from "./toast";

/** docs/product.md § Route table: protected routes are for signed-in customers only; guests and visitors go home. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { status, ending = false } = useSession();
  const allowed = status === "customer";
  // A session the shopper ended on this page (logout, account deletion) is not a visit to a page
  // they may not see: they leave it without the message, also once they go on as a guest.
  const [endedHere, setEndedHere] = useState(false);
  if (ending && !endedHere) setEndedHere(true);
  const quiet = ending || endedHere;

  useEffect(() => {
    // A fixed toastId keeps StrictMode's double effect from showing the message twice.
    if (!allowed && !quiet) notify.error(LOGIN_REQUIRED_MESSAGE, { toastId: "login-required" });
  }, [allowed, quiet]);

  // While the session ends the page stays as it is, until the reload or navigation that follows.
  if (ending) return children;
  if (allowed) return children;
  // Navigate draws nothing while it sends them home: the loading line keeps the page from blanking.
  return (
    <>
      <Navigate to={paths.home()} replace />
      <RouteFallback />
    </>
  );
}

import { useEffect, type ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { paths } from "@/lib/paths";
import { LOGIN_REQUIRED_MESSAGE } from "./constants";
import { useSession } from "./session";
import { notify } from "./toast";

/** Spec section 2: protected routes are for signed-in customers only; guests and visitors go home. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const allowed = status === "customer";

  useEffect(() => {
    // A fixed toastId keeps StrictMode's double effect from showing the message twice.
    if (!allowed) notify.error(LOGIN_REQUIRED_MESSAGE, { toastId: "login-required" });
  }, [allowed]);

  return allowed ? children : <Navigate to={paths.home()} replace />;
}

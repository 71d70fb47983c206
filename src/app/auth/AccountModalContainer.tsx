import { matchPath, useLocation, useNavigate } from "react-router-dom";
import { useLogout } from "@/api/queries/auth";
import { AccountModal } from "@/components/AccountModal/AccountModal";
import { paths, protectedRoutes } from "@/lib/paths";
import { LOGOUT_RELOAD_DELAY_MS } from "../constants";
import type { OverlayContainerProps } from "../overlays/overlays";
import { useEndSession, useSession } from "../session";
import { reloadPage } from "../reloadPage";

export interface AccountModalContainerProps extends OverlayContainerProps {
  /** Reloads the page once logged out; stories pass a spy so Storybook's frame stays. */
  reload?: () => void;
}

/**
 * docs/product.md § Account modal and § States and transitions: the signed-in customer's account. Logout revokes the token, removes
 * the session (even when the server could not be told), closes and reloads 1.5 s later.
 */
export function AccountModalContainer({
  open,
  onOpenChange,
  reload = reloadPage,
}: AccountModalContainerProps) {
  const { user } = useSession();
  const logout = useLogout();
  const endSession = useEndSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const logOut = () => {
    // The session's calls stop before the token goes (no 401 on the way out); the reload
    // starts this browser afresh.
    void endSession({ revoke: () => logout.mutateAsync() }).then(() => {
      onOpenChange(false);
      // A customer's page would greet the reload with 'Please login to access this page': the
      // reload starts from home instead.
      if (protectedRoutes.some((pattern) => matchPath(pattern, pathname))) {
        navigate(paths.home(), { replace: true });
      }
      window.setTimeout(reload, LOGOUT_RELOAD_DELAY_MS);
    });
  };

  return (
    <AccountModal
      open={open}
      onOpenChange={onOpenChange}
      phone={user?.phone ?? null}
      loggingOut={logout.isPending || logout.isSuccess}
      onLogout={logOut}
    />
  );
}

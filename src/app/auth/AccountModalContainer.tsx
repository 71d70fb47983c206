import { useLogout } from "@/api/queries/auth";
import { AccountModal } from "@/components/AccountModal/AccountModal";
import { emit } from "@/lib/events";
import { LOGOUT_RELOAD_DELAY_MS } from "../constants";
import type { OverlayContainerProps } from "../overlays/overlays";
import { useSession } from "../session";
import { reloadPage } from "../reloadPage";

export interface AccountModalContainerProps extends OverlayContainerProps {
  /** Reloads the page once logged out; stories pass a spy so Storybook's frame stays. */
  reload?: () => void;
}

/**
 * Spec sections 2 and 4: the signed-in customer's account. Logout revokes the token, removes
 * the session (even when the server could not be told), closes and reloads 1.5 s later.
 */
export function AccountModalContainer({
  open,
  onOpenChange,
  reload = reloadPage,
}: AccountModalContainerProps) {
  const { user } = useSession();
  const logout = useLogout();

  const logOut = () => {
    logout
      .mutateAsync()
      .catch((error: unknown) => {
        console.error("Revoking the session on the server failed; it ends here anyway.", error);
      })
      .finally(() => {
        // The session is already gone from storage; the header and guards follow at once.
        emit("logout");
        onOpenChange(false);
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

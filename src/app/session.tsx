import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { startGuestSession } from "@/api/queries/auth";
import type { AuthUser } from "@/api/types";
import { on } from "@/lib/events";
import { clearSession, getSession, readStorage } from "@/lib/storage";
import { SESSION_ENDED_MESSAGE } from "./constants";
import { readStoredLocation } from "./preferences";
import { notify } from "./toast";

/** Spec section 4: a visitor has no session, a guest session or a customer (authenticated) one. */
export type SessionStatus = "none" | "guest" | "customer";

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: AuthUser | null;
}

export function sessionStatusOf(token: string | null, user: AuthUser | null): SessionStatus {
  if (!token) return "none";
  return user && !user.isGuestUser ? "customer" : "guest";
}

function readStoredSession(): Session {
  const stored = getSession();
  const token = stored?.token ?? null;
  const user = stored?.user ?? null;
  return { status: sessionStatusOf(token, user), token, user };
}

const SessionContext = createContext<Session | null>(null);
const RefreshSessionContext = createContext<(() => void) | null>(null);

const GUEST_RESTART_INTERVAL_MS = 10_000;

const SHARED_QUERY_ROOTS: ReadonlySet<unknown> = new Set(["catalog", "support"]);

/** Spec section 4: a stored location without a session signs this browser in as a guest. */
function startGuestSessionIfLocated(): Promise<boolean> {
  if (getSession() || !readStoredLocation()) return Promise.resolve(false);
  return startGuestSession().catch((error: unknown) => {
    console.error("Starting a guest session failed", error);
    return false;
  });
}

export function SessionProvider({
  children,
  serverSession,
}: {
  children: ReactNode;
  /** On the server, which sees no storage: the session its page is drawn for. */
  serverSession?: Session;
}) {
  const [session, setSession] = useState(serverSession ?? readStoredSession);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => setSession(readStoredSession()), []);

  useEffect(() => {
    const reload = () => setSession(readStoredSession());
    const resumeAsGuest = () =>
      void startGuestSessionIfLocated().then((started) => started && reload());
    let lastRestart = -Infinity;
    // A 401 (the API client already removed the token) ends the session. The shopper keeps
    // browsing on a fresh guest session at the same location, and a customer is told once,
    // however many calls failed at the same moment.
    const stopLogout = on("logout", () => {
      const endedUser = readStorage("auth_user");
      clearSession();
      reload();
      if (endedUser && !endedUser.isGuestUser) {
        notify.info(SESSION_ENDED_MESSAGE, { toastId: "session-ended" });
      }
      // What the old session cached (cart, orders, chat) is not the new session's; the catalogue
      // and reference data are everyone's and stay.
      queryClient.resetQueries({
        predicate: (query) => !SHARED_QUERY_ROOTS.has(query.queryKey[0]),
      });
      // A guest session that is itself refused at once would otherwise restart without end.
      const now = Date.now();
      if (now - lastRestart < GUEST_RESTART_INTERVAL_MS) return;
      lastRestart = now;
      resumeAsGuest();
    });
    resumeAsGuest();
    // Another tab signing in or out changes what this tab may show.
    window.addEventListener("storage", reload);
    return () => {
      stopLogout();
      window.removeEventListener("storage", reload);
    };
  }, [queryClient]);

  return (
    <RefreshSessionContext.Provider value={refresh}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </RefreshSessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

/**
 * Reads the stored session again after this tab changed it in place (a profile update rewrites
 * auth_user), so the header and every page show the new user; other tabs hear the storage event.
 */
export function useRefreshSession(): () => void {
  const refresh = useContext(RefreshSessionContext);
  if (!refresh) throw new Error("useRefreshSession must be used inside <SessionProvider>");
  return refresh;
}

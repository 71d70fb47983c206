import { useQueryClient, type Query } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { startGuestSession } from "@/api/queries/auth";
import type { AuthUser } from "@/api/types";
import { on } from "@/lib/events";
import { clearSession, getSession, readStorage } from "@/lib/storage";
import { SESSION_ENDED_MESSAGE } from "./constants";
import { readStoredLocation } from "./preferences";
import { notify } from "./toast";

/** docs/product.md § States and transitions: a visitor has no session, a guest session or a customer (authenticated) one. */
export type SessionStatus = "none" | "guest" | "customer";

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: AuthUser | null;
  /**
   * The shopper ended the session here (logout, account deletion) and the page is on its way
   * out (a reload or a navigation follows): no session call is made and no guard complains.
   */
  ending?: boolean;
}

/** How a session the shopper ends here goes (useEndSession). */
export interface EndSessionOptions {
  /**
   * Tells the server, with the token still stored: POST /auth/logout, or the account's
   * deletion. A failed logout is logged: the session ends here anyway.
   */
  revoke?: () => Promise<unknown>;
  /**
   * The session ends only if `revoke` succeeds (account deletion): on failure the session is
   * back as it was and the error is thrown.
   */
  onlyIfRevoked?: boolean;
  /** The app goes on without a reload: this browser resumes as a guest at once. */
  continueAsGuest?: boolean;
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
const EndSessionContext = createContext<((options?: EndSessionOptions) => Promise<void>) | null>(
  null,
);

const GUEST_RESTART_INTERVAL_MS = 10_000;

const SHARED_QUERY_ROOTS: ReadonlySet<unknown> = new Set(["catalog", "support"]);

/** What a session cached (cart, orders, chat) is not the next one's; the catalogue is everyone's. */
const isSessionQuery = (query: Query) => !SHARED_QUERY_ROOTS.has(query.queryKey[0]);

const ENDING: Session = { status: "none", token: null, user: null, ending: true };

/** docs/product.md § States and transitions: a stored location without a session signs this browser in as a guest. */
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

  // Issue 26: the session's calls stop before its token goes, so ending it sends no call that
  // can only answer 401 (which would also say 'Your session has ended').
  const endSession = useCallback(
    async ({ revoke, onlyIfRevoked = false, continueAsGuest = false }: EndSessionOptions = {}) => {
      // Nothing of the session is in flight, and nothing starts: the header's cart and the chat
      // (polling its unread count) render as for no session, and the guards stay quiet.
      await queryClient.cancelQueries({ predicate: isSessionQuery });
      flushSync(() => setSession(ENDING));
      try {
        await revoke?.();
      } catch (error) {
        if (onlyIfRevoked) {
          // Still signed in: the session and its queries come back.
          setSession(readStoredSession());
          throw error;
        }
        console.error("Revoking the session on the server failed; it ends here anyway.", error);
      }
      clearSession();
      queryClient.removeQueries({ predicate: isSessionQuery });
      if (continueAsGuest && (await startGuestSessionIfLocated())) {
        setSession(readStoredSession());
      }
    },
    [queryClient],
  );

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
      queryClient.resetQueries({ predicate: isSessionQuery });
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
      <EndSessionContext.Provider value={endSession}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </EndSessionContext.Provider>
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

/**
 * Ends the session the shopper ends here (logout, account deletion), quietly: the session's
 * queries are cancelled and no longer asked for, then the server is told (`revoke`), then the
 * stored session and the session's cached answers go. The caller reloads or navigates after.
 */
export function useEndSession(): (options?: EndSessionOptions) => Promise<void> {
  const endSession = useContext(EndSessionContext);
  if (!endSession) throw new Error("useEndSession must be used inside <SessionProvider>");
  return endSession;
}

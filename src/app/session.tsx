import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { startGuestSession } from "@/api/queries/auth";
import type { AuthUser } from "@/api/types";
import { on } from "@/lib/events";
import { clearSession, getSession } from "@/lib/storage";
import { readStoredLocation } from "./preferences";

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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readStoredSession);

  useEffect(() => {
    const reload = () => setSession(readStoredSession());
    // The API client already removed the token on a 401; the event tells the UI to follow.
    const stopLogout = on("logout", () => {
      clearSession();
      reload();
    });
    // Spec section 4: a stored location without a session signs this browser in as a guest.
    if (!getSession() && readStoredLocation()) {
      startGuestSession().then(
        (started) => started && reload(),
        (error: unknown) => console.error("Starting a guest session failed", error),
      );
    }
    // Another tab signing in or out changes what this tab may show.
    window.addEventListener("storage", reload);
    return () => {
      stopLogout();
      window.removeEventListener("storage", reload);
    };
  }, []);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { SESSION_LIFETIME_MS } from "../../server/http/session";
import { signInGuest } from "./support/auth";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

const EXPIRED = "Your session has expired. Please sign in again.";
const UNREAD_COUNT = "/users/customer/support/chat/ui/unread/count";

// Building the seeded app can outlast a test's timeout; hooks get longer.
beforeAll(async () => {
  await getTestApp();
});

afterEach(async () => {
  (await getTestApp()).clock.reset();
});

type Query = (...args: unknown[]) => Promise<unknown>;

/** The SQL text of every statement sent to the database while `action` runs. */
async function statementsDuring(action: () => Promise<unknown>): Promise<string[]> {
  // PGlite's and node-postgres's clients both take each statement through query().
  const client = (await getTestApp()).database.db.$client as unknown as { query: Query };
  const original = client.query;
  const statements: string[] = [];
  client.query = (...args: unknown[]) => {
    const [text] = args;
    statements.push(typeof text === "string" ? text : String((text as { text?: unknown }).text));
    return original.apply(client, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return statements;
}

describe("the session behind a bearer token", () => {
  it("is read with its user in one query on every authenticated request", async () => {
    const { token } = await signInGuest();
    let status = 0;
    const statements = await statementsDuring(async () => {
      status = (await callApi("GET", UNREAD_COUNT, { token })).statusCode;
    });
    expect(status).toBe(200);
    const lookups = statements.filter((text) => /"(sessions|users)"/.test(text));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatch(/from "sessions" inner join "users"/);
  });

  it("ends when its lifetime does", async () => {
    const { token } = await signInGuest();
    const app = await getTestApp();
    app.clock.advance(SESSION_LIFETIME_MS - 60_000);
    expect((await callApi("GET", UNREAD_COUNT, { token })).statusCode).toBe(200);
    app.clock.advance(60_000);
    const expired = await callApi("GET", UNREAD_COUNT, { token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: EXPIRED });
  });

  it("answers 401 once its user is deleted, even before the session is revoked", async () => {
    const { token, user } = await signInGuest();
    const { context } = await getTestApp();
    await context.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const gone = await callApi("GET", UNREAD_COUNT, { token });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ message: EXPIRED });
  });
});

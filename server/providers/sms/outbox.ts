import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { smsOutbox } from "../../db/schema";

/** The console provider's outbox, as the dev endpoint lists it: the newest texts first. */

export const OUTBOX_PAGE = 50;

export const listOutbox = (db: Database, recipient: string | undefined) =>
  db
    .select()
    .from(smsOutbox)
    .where(recipient === undefined ? undefined : eq(smsOutbox.recipient, recipient))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(OUTBOX_PAGE);

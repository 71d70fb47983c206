import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { storedFiles } from "../../db/schema";
import { checkedKey } from "./keys";
import type { FileStorage } from "./types";

/**
 * Files as bytea rows of `stored_files`: every server on one PostgreSQL reads what any of them
 * stored, and backups of the database hold them, with nothing else to run. Uploads are capped at
 * 10 MB (http/uploads.ts), well within what a row holds.
 */
export function createDatabaseStorage(db: Database): FileStorage {
  return {
    async put(key, bytes) {
      await db
        .insert(storedFiles)
        .values({ key: checkedKey(key), bytes })
        .onConflictDoUpdate({ target: storedFiles.key, set: { bytes, createdAt: new Date() } });
    },

    async get(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkedKey(key)));
      return row?.bytes ?? null;
    },

    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
    },
  };
}

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FileStorage } from "../../providers/storage";

/** Where the secret lives: beside the files it opens, so the database holds nothing that does. */
const SECRET_KEY = "file-url-secret";
const SECRET_BYTES = 32;

/**
 * The keys in support chat file URLs (`?key=…`, so `<img src>` works without headers). A key is
 * the HMAC of the file's uuid under a secret kept in the file storage, not in the database: a
 * copy of the database opens no file, and every process that serves the files (they share the
 * storage) computes the same key. The secret is created once, by whichever process needs it first.
 */
export interface FileKeys {
  keyOf(fileUuid: string): Promise<string>;
  matches(fileUuid: string, given: string): Promise<boolean>;
}

async function loadSecret(storage: FileStorage): Promise<Buffer> {
  const stored = await storage.get(SECRET_KEY);
  if (stored?.length === SECRET_BYTES) return stored;
  await storage.create(SECRET_KEY, randomBytes(SECRET_BYTES));
  const created = await storage.get(SECRET_KEY);
  if (created?.length !== SECRET_BYTES) throw new Error("The file URL secret could not be read");
  return created;
}

export function createFileKeys(storage: FileStorage): FileKeys {
  let secret: Promise<Buffer> | undefined;
  const load = () =>
    (secret ??= loadSecret(storage).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
  const keyOf = async (fileUuid: string) =>
    createHmac("sha256", await load())
      .update(`chat-file:${fileUuid}`)
      .digest("base64url");
  return {
    keyOf,
    async matches(fileUuid, given) {
      const expected = Buffer.from(await keyOf(fileUuid));
      const offered = Buffer.from(given);
      return offered.length === expected.length && timingSafeEqual(offered, expected);
    },
  };
}

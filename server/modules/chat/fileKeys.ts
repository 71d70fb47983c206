import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client";
import type { FileStorage } from "../../providers/storage";
import { findUrlSecret, insertUrlSecretOnce } from "./urlSecretRepository";

/** The secret's row in chat_url_secrets. */
const SECRET_NAME = "chat-file-url";
/** Where stores before the database kept it: beside the files, in the file storage. */
const OLDER_SECRET_KEY = "file-url-secret";
const SECRET_BYTES = 32;

/**
 * The keys in support chat file URLs (`?key=…`, so `<img src>` works without headers). A key is
 * the HMAC of the file's uuid under one secret that every server of the store shares, so each
 * hands out the same URL and opens the URLs the others handed out: FILE_URL_SECRET when it is
 * set, else a secret kept in the database, made once by whichever server needs it first.
 */
export interface FileKeys {
  keyOf(fileUuid: string): Promise<string>;
  matches(fileUuid: string, given: string): Promise<boolean>;
}

export interface FileKeySource {
  db: Database;
  /** Read once, for the secret an earlier version kept there. */
  storage: FileStorage;
  /** FILE_URL_SECRET: set, the database keeps no secret. */
  configuredSecret: string | undefined;
}

/**
 * The secret an earlier store made in its file storage becomes the database's, so the URLs it
 * handed out keep working; a new store makes a random one.
 */
async function firstSecret(storage: FileStorage): Promise<Buffer> {
  const older = await storage.get(OLDER_SECRET_KEY);
  return older?.length === SECRET_BYTES ? older : randomBytes(SECRET_BYTES);
}

async function loadSecret({ db, storage, configuredSecret }: FileKeySource): Promise<Buffer> {
  if (configuredSecret !== undefined) return Buffer.from(configuredSecret);
  const kept = await findUrlSecret(db, SECRET_NAME);
  if (kept) return kept;
  // Two servers starting at once may both get here: one insert wins and both read its secret.
  await insertUrlSecretOnce(db, SECRET_NAME, await firstSecret(storage));
  const created = await findUrlSecret(db, SECRET_NAME);
  if (!created) throw new Error("The file URL secret could not be read");
  return created;
}

export function createFileKeys(source: FileKeySource): FileKeys {
  let secret: Promise<Buffer> | undefined;
  const load = () =>
    (secret ??= loadSecret(source).catch((error: unknown) => {
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

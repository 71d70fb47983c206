import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { createDatabaseStorage } from "./database";
import { createDiskStorage } from "./disk";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./types";

export type { FileStorage } from "./types";

/**
 * Reads what `primary` lacks from `older`: files an earlier version of the store kept in its
 * folder (UPLOADS_DIR) stay readable after FILE_STORAGE moves to the database or S3, and their
 * URLs keep working. Writes go to `primary` only; a delete removes the key from both.
 */
export function withOlderFiles(primary: FileStorage, older: FileStorage): FileStorage {
  return {
    put: (key, bytes) => primary.put(key, bytes),
    get: async (key) => (await primary.get(key)) ?? (await older.get(key)),
    delete: async (key) => {
      await Promise.all([primary.delete(key), older.delete(key)]);
    },
  };
}

/** The adapter FILE_STORAGE names: a folder (UPLOADS_DIR), the database, or an S3 bucket. */
export function createFileStorage(config: Config, db: Database): FileStorage {
  const folder = createDiskStorage(config.uploadsDir);
  switch (config.fileStorage.provider) {
    case "disk":
      return folder;
    case "database":
      return withOlderFiles(createDatabaseStorage(db), folder);
    case "s3":
      return withOlderFiles(createS3Storage(config.fileStorage), folder);
  }
}

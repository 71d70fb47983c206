/**
 * Where uploaded files live: a folder on disk now, S3-compatible object storage later. Keys are
 * random names chosen by the caller; nothing about the original file name reaches the store.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** Stores the bytes only if nothing is stored under the key yet: false when something was. */
  create(key: string, bytes: Buffer): Promise<boolean>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/**
 * Where uploaded files live: a folder on disk, the database or S3-compatible object storage
 * (index.ts picks one by FILE_STORAGE). Keys are random names chosen by the caller; nothing
 * about the original file name reaches the store.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

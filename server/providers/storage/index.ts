import type { Config } from "../../config";
import type { FileStorage } from "./types";

export type { FileStorage } from "./types";

// Placeholder while the disk adapter is written.
export function createFileStorage(_config: Config): FileStorage {
  const unavailable = () => Promise.reject(new Error("File storage is not available yet."));
  return { put: unavailable, get: unavailable, delete: unavailable };
}

import type { Config } from "../../config";
import { createDiskStorage } from "./disk";
import type { FileStorage } from "./types";

export type { FileStorage } from "./types";

/** The disk adapter in UPLOADS_DIR; an object-storage adapter would be chosen here by config. */
export function createFileStorage(config: Config): FileStorage {
  return createDiskStorage(config.uploadsDir);
}

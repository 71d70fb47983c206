import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { checkedKey } from "./keys";
import type { FileStorage } from "./types";

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

/**
 * Files in one folder on disk, created on the first write: the default for one server. A write
 * goes to a temporary file that is renamed over the key, so a reader never sees half a file, even
 * if the process dies midway. Temporary names start with a dot, which no key can, so they never
 * collide with stored files.
 */
export function createDiskStorage(folder: string): FileStorage {
  const pathOf = (key: string) => join(folder, checkedKey(key));
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(folder, { recursive: true });
      const temporary = join(folder, `.${key}.${randomBytes(8).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FileStorage } from "./types";

/** Keys are names the server chose (uuids): anything else could climb out of the folder. */
const KEY_PATTERN = /^[a-z0-9-]{1,128}$/;

function pathOf(folder: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Refused storage key "${key}": use [a-z0-9-] only.`);
  return join(folder, key);
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

/**
 * Files in one folder on disk, created on the first write. A write goes to a temporary file that
 * is renamed over the key, so a reader never sees half a file, even if the process dies midway.
 * Temporary names start with a dot, which no key can, so they never collide with stored files.
 */
export function createDiskStorage(folder: string): FileStorage {
  return {
    async put(key, bytes) {
      const target = pathOf(folder, key);
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

    async create(key, bytes) {
      const target = pathOf(folder, key);
      await mkdir(folder, { recursive: true });
      const temporary = join(folder, `.${key}.${randomBytes(8).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        // A hard link fails when the key exists, where a rename would replace it: of two
        // processes creating the key at once, exactly one wins and the other reads its bytes.
        await link(temporary, target);
        return true;
      } catch (error) {
        if (error instanceof Error && "code" in error && error.code === "EEXIST") return false;
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(folder, key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(folder, key), { force: true });
    },
  };
}

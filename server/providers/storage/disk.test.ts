import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk";

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "storefront-storage-"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("createDiskStorage", () => {
  it("creates its folder on the first write and reads the bytes back", async () => {
    const folder = join(root, "uploads", "nested");
    const storage = createDiskStorage(folder);
    await storage.put("9b2f-file", Buffer.from([1, 2, 3]));
    expect(await storage.get("9b2f-file")).toEqual(Buffer.from([1, 2, 3]));
    // Only the file itself remains: the temporary file was renamed onto it.
    expect(await readdir(folder)).toEqual(["9b2f-file"]);
  });

  it("replaces a file written again under the same key", async () => {
    const storage = createDiskStorage(root);
    await storage.put("key", Buffer.from("first"));
    await storage.put("key", Buffer.from("second"));
    expect((await storage.get("key"))?.toString()).toBe("second");
  });

  it("answers null for a missing key, also before the folder exists", async () => {
    const storage = createDiskStorage(join(root, "never-written"));
    expect(await storage.get("missing")).toBeNull();
  });

  it("deletes, and deleting a missing key is not an error", async () => {
    const storage = createDiskStorage(root);
    await storage.put("gone", Buffer.from("x"));
    await storage.delete("gone");
    await storage.delete("gone");
    expect(await storage.get("gone")).toBeNull();
  });

  it.each(["../escape", "a/b", "UPPER", "", ".hidden", "name.txt", "a\\b"])(
    "refuses the key %j",
    async (key) => {
      const storage = createDiskStorage(root);
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/Refused storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Refused storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Refused storage key/);
      expect(await readdir(root)).toEqual([]);
    },
  );
});

import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withOlderFiles, type FileStorage } from "../../server/providers/storage";
import { createDatabaseStorage } from "../../server/providers/storage/database";
import { createDiskStorage } from "../../server/providers/storage/disk";
import { createS3Storage } from "../../server/providers/storage/s3";
import { startS3Server, type TestS3Server } from "./support/s3Server";
import { getTestApp } from "./support/testApp";

/**
 * Every adapter keeps the same promises (providers/storage/types.ts), checked against the real
 * thing: a folder, this run's database (PGlite, or PostgreSQL in its run), and an S3-compatible
 * server reached through the AWS SDK over HTTP.
 */

let folder: string;
let s3: TestS3Server;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "storefront-test-storage-"));
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3.stop();
  await rm(folder, { recursive: true, force: true });
});

const adapters: [string, () => Promise<FileStorage>][] = [
  ["disk", async () => createDiskStorage(folder)],
  ["database", async () => createDatabaseStorage((await getTestApp()).context.db)],
  ["s3", async () => createS3Storage(s3.settings)],
];

/** Every byte value, and more than one network packet or page of a row. */
const BINARY = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));

describe.each(adapters)("the %s adapter", (_name, open) => {
  it("stores bytes and reads the same bytes back, from a second instance too", async () => {
    const key = randomUUID();
    await (await open()).put(key, BINARY);
    const read = await (await open()).get(key);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read?.equals(BINARY)).toBe(true);
  });

  it("replaces what is stored under a key written again", async () => {
    const storage = await open();
    const key = randomUUID();
    await storage.put(key, Buffer.from("first"));
    await storage.put(key, Buffer.from("second"));
    expect((await storage.get(key))?.toString()).toBe("second");
  });

  it("answers null for a key never stored", async () => {
    expect(await (await open()).get(randomUUID())).toBeNull();
  });

  it("deletes, and deleting a missing key is not an error", async () => {
    const storage = await open();
    const key = randomUUID();
    await storage.put(key, Buffer.from("gone soon"));
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it.each(["../escape", "a/b", "UPPER", "", "name.txt"])("refuses the key %j", async (key) => {
    const storage = await open();
    await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/Refused storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Refused storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Refused storage key/);
  });
});

describe("the s3 adapter", () => {
  it("fails on a bucket that does not exist, rather than answer every file missing", async () => {
    const storage = createS3Storage({ ...s3.settings, bucket: "no-such-bucket" });
    await expect(storage.get(randomUUID())).rejects.toThrow(/bucket/i);
    await expect(storage.put(randomUUID(), Buffer.from("x"))).rejects.toThrow(/bucket/i);
  });
});

describe("withOlderFiles", () => {
  it("reads a file only the older storage has, and writes to the new one only", async () => {
    const older = createDiskStorage(folder);
    const primary = createDatabaseStorage((await getTestApp()).context.db);
    const both = withOlderFiles(primary, older);
    const before = randomUUID();
    await older.put(before, Buffer.from("uploaded before the move"));
    expect((await both.get(before))?.toString()).toBe("uploaded before the move");

    const after = randomUUID();
    await both.put(after, Buffer.from("uploaded after"));
    expect((await primary.get(after))?.toString()).toBe("uploaded after");
    expect(await older.get(after)).toBeNull();

    await both.delete(before);
    await both.delete(after);
    expect(await both.get(before)).toBeNull();
    expect(await both.get(after)).toBeNull();
  });
});

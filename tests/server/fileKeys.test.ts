import { createHmac, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { chatUrlSecrets } from "../../server/db/schema";
import { createFileKeys } from "../../server/modules/chat/fileKeys";
import { createDiskStorage } from "../../server/providers/storage/disk";

/**
 * Where the secret of file URLs comes from, on a database of its own (PGlite in memory) so that
 * making, adopting and reading it start from nothing.
 */

let handle: DatabaseHandle;
let folder: string;

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: undefined, dataDir: "memory://" });
  await handle.migrate();
  folder = await mkdtemp(join(tmpdir(), "storefront-test-keys-"));
});

afterAll(async () => {
  await handle.close();
  await rm(folder, { recursive: true, force: true });
});

const FILE = "0b9c6a57-3f3e-4a51-9d8e-4c2f7d1b2a10";
const keyUnder = (secret: Buffer | string) =>
  createHmac("sha256", secret).update(`chat-file:${FILE}`).digest("base64url");

describe("file URL keys", () => {
  it("adopt the secret an earlier store kept in its files, so its URLs keep working", async () => {
    const storage = createDiskStorage(folder);
    const older = randomBytes(32);
    await storage.put("file-url-secret", older);
    // Servers starting at once: one secret is kept and all of them use it.
    const servers = Array.from({ length: 4 }, () =>
      createFileKeys({ db: handle.db, storage, configuredSecret: undefined }),
    );
    const keys = await Promise.all(servers.map((server) => server.keyOf(FILE)));
    expect(new Set(keys)).toEqual(new Set([keyUnder(older)]));
    expect(await handle.db.select().from(chatUrlSecrets)).toHaveLength(1);
  });

  it("are the same for a server started later, and match only themselves", async () => {
    const later = createFileKeys({
      db: handle.db,
      storage: createDiskStorage(join(folder, "empty")),
      configuredSecret: undefined,
    });
    const key = await later.keyOf(FILE);
    expect(await later.matches(FILE, key)).toBe(true);
    expect(await later.matches(FILE, `${key.slice(0, -1)}x`)).toBe(false);
    expect(await later.matches(FILE, "")).toBe(false);
  });

  it("come from FILE_URL_SECRET when it is set, whatever the database keeps", async () => {
    const configured = "a-secret-of-at-least-thirty-two-characters";
    const keys = createFileKeys({
      db: handle.db,
      storage: createDiskStorage(folder),
      configuredSecret: configured,
    });
    expect(await keys.keyOf(FILE)).toBe(keyUnder(configured));
  });
});

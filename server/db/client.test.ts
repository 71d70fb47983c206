import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { supportConfigs } from "./schema";

const dataDir = mkdtempSync(join(tmpdir(), "storefront-db-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the embedded database", () => {
  it("keeps its data across restarts and migrates only once", { timeout: 60_000 }, async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.insert(supportConfigs).values({ key: "SHARE_APP_TEXT", value: "kept" });
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    const rows = await second.db
      .select()
      .from(supportConfigs)
      .where(eq(supportConfigs.key, "SHARE_APP_TEXT"));
    await second.close();
    expect(rows).toEqual([{ key: "SHARE_APP_TEXT", value: "kept" }]);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { buildSynonymIndex } from "../modules/catalog/searchText";
import { fetchSynonyms } from "../modules/catalog/repository";
import { backfillCatalogueFacts, backfillSearchSynonyms } from "./backfill";
import { synonymGroups } from "./data/synonyms";
import { generateCatalogue, seedDatabase } from "./index";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  await seedDatabase(handle.db, { products: 300 });
});

afterAll(async () => {
  await handle.close();
});

describe("backfillCatalogueFacts (a data folder seeded before issue 31)", () => {
  it("does nothing on a catalogue that has its marks", async () => {
    expect(await backfillCatalogueFacts(handle.db)).toBe(0);
  });

  it("fills the marks and net quantities the seed would write, and drops contradicted tags", async () => {
    // As migration 0022 leaves an old catalogue: empty marks, no net quantity; and a "Vegan" tag
    // on a dairy product, as the old seed could draw.
    await handle.db.execute(
      sql`update products set marks = '{}', net_quantity = null, net_unit = null`,
    );
    const expected = generateCatalogue({ products: 300 }).products;
    const dairy = expected.find((product) => product.marks?.includes("CONTAINS_DAIRY"));
    if (!dairy) throw new Error("The seed has no dairy product");
    await handle.db.execute(
      sql`insert into product_tags (product_id, tag_uuid)
          select ${dairy.id}, uuid from tags where name = 'Vegan' on conflict do nothing`,
    );

    expect(await backfillCatalogueFacts(handle.db)).toBe(300);

    const stored = await handle.db.execute<{
      id: number;
      marks: string[];
      netQuantity: number | null;
      netUnit: string | null;
    }>(
      sql`select id, marks, net_quantity as "netQuantity", net_unit as "netUnit" from products order by id`,
    );
    expect(stored.rows).toEqual(
      expected.map((product) => ({
        id: product.id,
        marks: product.marks,
        netQuantity: product.netQuantity,
        netUnit: product.netUnit,
      })),
    );
    const vegan = await handle.db.execute<{ count: number }>(
      sql`select count(*)::int as count from product_tags pt join tags t on t.uuid = pt.tag_uuid
          where pt.product_id = ${dairy.id} and t.name = 'Vegan'`,
    );
    expect(vegan.rows[0]?.count).toBe(0);
    // Once filled, it never runs again.
    expect(await backfillCatalogueFacts(handle.db)).toBe(0);
  });
});

describe("backfillSearchSynonyms (a data folder seeded before the native-script synonyms)", () => {
  const seeded = Object.entries(synonymGroups)
    .flatMap(([groupName, terms]) => terms.map((term) => ({ term, groupName })))
    .sort((a, b) => (a.term < b.term ? -1 : 1));
  const stored = async () =>
    (await fetchSynonyms(handle.db)).sort((a, b) => (a.term < b.term ? -1 : 1));

  it("writes nothing when the synonyms are the seed's", async () => {
    expect(await stored()).toEqual(seeded);
    expect(await backfillSearchSynonyms(handle.db)).toBe(0);
  });

  it("adds the native-script terms at start, and moves a term the seed moved", async () => {
    // As the old seed left it: Latin terms only, and one of them in a group of its own.
    await handle.db.execute(sql`delete from search_synonyms where term !~ '^[a-z]+$'`);
    await handle.db.execute(sql`update search_synonyms set group_name = 'old' where term = 'ghi'`);
    await handle.db.execute(sql`insert into search_synonyms values ('kept', 'by hand')`);
    const before = buildSynonymIndex(await fetchSynonyms(handle.db));
    expect(before.get("اٹا")).toBeUndefined();
    const native = seeded.filter((row) => !/^[a-z]+$/.test(row.term)).length;
    expect(native).toBeGreaterThan(100);

    // The backfill a store runs at start (server/main.ts) brings them along.
    expect(await backfillCatalogueFacts(handle.db)).toBe(0);

    expect(await stored()).toEqual(
      [...seeded, { term: "kept", groupName: "by hand" }].sort((a, b) =>
        a.term < b.term ? -1 : 1,
      ),
    );
    const after = buildSynonymIndex(await fetchSynonyms(handle.db));
    for (const typed of ["اٹا", "आटा", "আটা"]) expect(after.get(typed)).toContain("atta");
    expect(after.get("चावल")).toContain("rice");
    expect(after.get("دوده")).toContain("milk");
    expect(after.get("ghi")).toContain("घी");
    // Up to date: nothing more to write.
    expect(await backfillSearchSynonyms(handle.db)).toBe(0);
    await handle.db.execute(sql`delete from search_synonyms where term = 'kept'`);
  });

  it("counts what it writes, and leaves a database with no products to the seed", async () => {
    await handle.db.execute(sql`delete from search_synonyms where term in ('आटा', 'চাল')`);
    expect(await backfillSearchSynonyms(handle.db)).toBe(2);
    const empty = await openDatabase({ dataDir: "memory://" });
    try {
      await empty.migrate();
      expect(await backfillSearchSynonyms(empty.db)).toBe(0);
      const count = await empty.db.execute<{ count: number }>(
        sql`select count(*)::int as count from search_synonyms`,
      );
      expect(count.rows[0]?.count).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { backfillCatalogueFacts } from "./backfill";
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

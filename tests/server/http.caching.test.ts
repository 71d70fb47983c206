import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addCartLine, guestSession, invalidateCatalog, rows } from "./support/catalog";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

/** Compression, cached shared reads (ETag, 304) and what must never be shared. */

const HOME = "/catalog/ui/web/home";

// Seeding the shared app may outlast one test's time limit on a busy machine; a hook's is longer.
beforeAll(async () => {
  await getTestApp();
});

async function firstProductId(): Promise<number> {
  const [product] = await rows<{ id: number }>(sql`select id from products order by id limit 1`);
  return product?.id ?? 0;
}

describe("compressed answers", () => {
  it("sends Brotli or gzip as the client asks, the same JSON as uncompressed, with Vary", async () => {
    const plain = await callApi("GET", HOME);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const br = await callApi("GET", HOME, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await callApi("GET", HOME, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("honours q-values and refusals", async () => {
    const preferGzip = await callApi("GET", HOME, {
      headers: { "accept-encoding": "br;q=0.5, gzip;q=0.9" },
    });
    expect(preferGzip.headers["content-encoding"]).toBe("gzip");
    const identityOnly = await callApi("GET", HOME, {
      headers: { "accept-encoding": "identity, br;q=0" },
    });
    expect(identityOnly.headers["content-encoding"]).toBeUndefined();
    expect(identityOnly.json()).toHaveProperty("data");
  });

  it("compresses personal answers too, and leaves tiny answers as they are", async () => {
    const { token } = await guestSession();
    const home = await callApi("GET", HOME, { token, headers: { "accept-encoding": "br" } });
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(home.rawPayload).toString())).toHaveProperty("data");

    const health = await callApi("GET", "/health", { headers: { "accept-encoding": "br" } });
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
  });
});

describe("cached shared reads", () => {
  it("answers a strong ETag, then 304 without a body for If-None-Match", async () => {
    const first = await callApi("GET", HOME);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");

    const again = await callApi("GET", HOME, { headers: { "if-none-match": String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);

    // A tag the browser kept from a compressed answer names the same content.
    const br = await callApi("GET", HOME, { headers: { "accept-encoding": "br" } });
    expect(br.headers.etag).not.toBe(etag);
    const revalidated = await callApi("GET", HOME, {
      headers: { "accept-encoding": "br", "if-none-match": String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const stale = await callApi("GET", HOME, { headers: { "if-none-match": '"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it("answers a new ETag and the new content once the catalogue changes", async () => {
    const id = await firstProductId();
    const url = `/catalog/ui/products/${id}`;
    const before = await callApi("GET", url);
    expectContract("getProduct", before);
    const [row] = await rows<{ name: string }>(sql`select name from products where id = ${id}`);
    const name = row?.name ?? "";
    try {
      await rows(sql`update products set name = ${`${name} (renamed)`} where id = ${id}`);
      // Until the catalogue says it changed, the kept answer stands.
      expect((await callApi("GET", url)).headers.etag).toBe(before.headers.etag);

      await invalidateCatalog();
      const after = await callApi("GET", url, {
        headers: { "if-none-match": String(before.headers.etag) },
      });
      expect(after.statusCode).toBe(200);
      expectContract("getProduct", after);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((after.json() as { data: { name: string } }).data.name).toBe(`${name} (renamed)`);
    } finally {
      await rows(sql`update products set name = ${name} where id = ${id}`);
      await invalidateCatalog();
    }
  });

  it("never shares one caller's cart with another, nor the anonymous answer with a caller", async () => {
    const id = await firstProductId();
    const url = `/catalog/ui/products/${id}`;
    const anonymous = await callApi("GET", url);
    const owner = await guestSession();
    await addCartLine(owner.userId, id, 3);
    const stranger = await guestSession();

    const own = await callApi("GET", url, { token: owner.token });
    const theirs = await callApi("GET", url, { token: stranger.token });
    const anonymousAgain = await callApi("GET", url);

    type Detail = { data: { qtyInCart: number } };
    expect((own.json() as Detail).data.qtyInCart).toBe(3);
    expect(own.headers.etag).toBeUndefined();
    expect((theirs.json() as Detail).data.qtyInCart).toBe(0);
    expect((anonymousAgain.json() as Detail).data.qtyInCart).toBe(0);
    expect(anonymousAgain.body).toBe(anonymous.body);

    // A signed-in caller revalidating the anonymous tag gets their own answer, not a 304.
    const revalidated = await callApi("GET", url, {
      token: owner.token,
      headers: { "if-none-match": String(anonymous.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect((revalidated.json() as Detail).data.qtyInCart).toBe(3);
  });

  it("keeps the contract's error body for failures, which are never kept", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const missing = await callApi("GET", "/catalog/ui/products/2147483000", {
        headers: { "accept-encoding": "br" },
      });
      expectContract("getProduct", missing);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "Product not found" });
      expect(missing.headers.etag).toBeUndefined();

      const invalid = await callApi("GET", "/catalog/ui/products?page=0");
      expectContract("listProducts", invalid);
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(invalid.json())).toEqual(["message", "errors"]);
    }
  });
});

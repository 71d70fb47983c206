import { expect, test } from "@playwright/test";

/** `npm start` on a fresh data folder gives a working store: seeded API, SPA, media. */

test("the API answers with the seeded catalogue", async ({ request }) => {
  const health = await request.get("/api/v1/health");
  expect(await health.json()).toEqual({ data: { status: "ok" } });

  const ethnicities = await (await request.get("/api/v1/support/ethnicities")).json();
  expect(ethnicities.data.length).toBeGreaterThanOrEqual(8);
  expect(ethnicities.data.map((e: { label: string }) => e.label)).toContain("Asia (Pakistan)");

  const categories = await (await request.get("/api/v1/catalog/ui/categories")).json();
  expect(categories.data.length).toBeGreaterThanOrEqual(12);

  const atta = await (await request.get("/api/v1/catalog/ui/products?name=aata")).json();
  expect(atta.meta.totalPages).toBeGreaterThan(0);
  for (const product of atta.data) expect(product.name.toLowerCase()).toContain("atta");
});

test("product images are generated SVGs served from /media", async ({ request }) => {
  const page = await (await request.get("/api/v1/catalog/ui/products?size=5")).json();
  const withImage = page.data.find((p: { fileResponse: unknown }) => p.fileResponse);
  const image = await request.get(withImage.fileResponse.fullUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toContain("image/svg+xml");
});

test("unknown API paths answer a JSON 404, app paths load the web app", async ({
  request,
  page,
}) => {
  const missing = await request.get("/api/v1/no-such-thing");
  expect(missing.status()).toBe(404);
  expect((await missing.json()).message).toMatch(/No API operation/);

  await page.goto("/categories");
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);
});

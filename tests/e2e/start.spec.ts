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

  const pageResponse = await page.goto("/categories");
  expect(pageResponse?.headers()["cache-control"]).toBe("no-cache");
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);
  const script = await page.locator("script[type=module]").first().getAttribute("src");
  const asset = await request.get(script ?? "");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a shopper signs in with a texted code, as a guest first", async ({ request }) => {
  const guest = await request.post("/api/v1/auth/guest-login", {
    data: { deviceId: "e2e-device-0001" },
  });
  expect((await guest.json()).data.user.isGuestUser).toBe(true);

  const phone = "+12125550188";
  const sent = await request.post("/api/v1/auth/login-by-phone", { data: { recipient: phone } });
  expect(sent.status()).toBe(200);
  const outbox = await (
    await request.get(`/api/v1/dev/sms-outbox?recipient=${encodeURIComponent(phone)}`)
  ).json();
  const otp = /\b(\d{4})\b/.exec(outbox.data[0].body)?.[1];
  expect(otp).toMatch(/^\d{4}$/);

  const verified = await request.post("/api/v1/auth/login-by-phone/verify", {
    data: { recipient: phone, otp, deviceId: "e2e-device-0001" },
  });
  const { token, user } = (await verified.json()).data;
  expect(user).toMatchObject({ phone, isGuestUser: false });

  const logout = await request.post("/api/v1/auth/logout", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(204);
});

test("a missing static file answers 404 instead of the page", async ({ request }) => {
  const response = await request.get("/assets/no-such-chunk.js");
  expect(response.status()).toBe(404);
});

for (const [step, code] of [
  ["its entry", /\/assets\/index-[\w-]+\.js$/],
  ["a later step", /\/assets\/start-app-[\w-]+\.js$/],
] as const) {
  test(`a drawn page whose app's code fails to arrive (${step}) can still be read and its links followed`, async ({
    page,
  }) => {
    await page.route(code, (route) => route.abort("connectionreset"));
    const failed = page.waitForEvent("requestfailed", (request) => code.test(request.url()));
    await page.goto("/categories");
    await failed;
    // Left in its inert container, the page took no click and no focus for good.
    await expect(page.locator("#root > [inert]")).toHaveCount(0);
    const link = page.getByRole("main").getByRole("link").first();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/categories\/\d+\/products$/);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  });
}

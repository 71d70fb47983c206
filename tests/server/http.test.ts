import { describe, expect, it } from "vitest";
import { signInGuest } from "./support/auth";
import { expectContract } from "./support/contract";
import { callApi } from "./support/requests";
import { getTestApp } from "./support/testApp";

describe("HTTP behaviour shared by every operation", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await callApi("GET", "/no/such/operation");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "No API operation answers GET /api/v1/no/such/operation.",
    });
  });

  it("answers a malformed JSON body with 400 and the error body, never a stack trace", async () => {
    const response = await callApi("POST", "/auth/guest-login", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expectContract("guestLogin", response);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(["message"]);
    expect(response.body).not.toMatch(/at .+\.(js|ts):\d+/);
  });

  it("answers ids beyond the database's integer range with 400, not a failed query", async () => {
    const { token } = await signInGuest();
    const calls = [
      ["getProduct", "GET", "/catalog/ui/products/2147483648", undefined],
      ["removeCartItem", "DELETE", "/cart/items/2147483648", undefined],
      ["replaceCartItem", "POST", "/cart/items/replace", { productId: 2147483648, qty: 1 }],
    ] as const;
    for (const [operationId, method, url, body] of calls) {
      const response = await callApi(method, url, { token, body });
      expectContract(operationId, response);
      expect(response.statusCode).toBe(400);
    }
  });

  it("answers text holding the NUL character with 400 (the database cannot store it)", async () => {
    const { token } = await signInGuest();
    const body = await callApi("PUT", "/cart/coupon", { token, body: { code: "WEL\u0000COME5" } });
    expectContract("applyCartCoupon", body);
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual(["body.code must not contain the NUL character"]);
    const query = await callApi("GET", "/catalog/ui/tags/search?name=ri%00ce");
    expectContract("searchTags", query);
    expect(query.statusCode).toBe(400);
  });

  it("answers a body of a type the operation does not take with 400, never skipping validation", async () => {
    const { token } = await signInGuest();
    for (const [body, type] of [
      ["hello", "text/plain"],
      ["productId=1&qty=1", "application/x-www-form-urlencoded"],
    ]) {
      const response = await callApi("POST", "/cart/items/replace", {
        token,
        body,
        headers: { "content-type": type ?? "" },
      });
      expectContract("replaceCartItem", response);
      expect(response.statusCode, type).toBe(400);
    }
  });

  it("takes an empty JSON body as no body", async () => {
    const { token } = await signInGuest();
    const bodyless = await callApi("POST", "/catalog/ui/products/1", {
      token,
      body: "",
      headers: { "content-type": "application/json" },
    });
    expectContract("requestRestockNotification", bodyless);
    expect(bodyless.statusCode).not.toBe(400);
    const needsBody = await callApi("PUT", "/cart/coupon", {
      token,
      body: "",
      headers: { "content-type": "application/json" },
    });
    expectContract("applyCartCoupon", needsBody);
    expect(needsBody.statusCode).toBe(400);
  });

  it("answers a body over 1 MB with 413", async () => {
    const response = await callApi("POST", "/auth/guest-login", {
      body: JSON.stringify({ deviceId: "x".repeat(1_100_000) }),
      headers: { "content-type": "application/json" },
    });
    expectContract("guestLogin", response);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request is too large." });
  });

  it("answers an invalid bearer token with 401, even where a session is optional", async () => {
    const response = await callApi("GET", "/catalog/ui/categories", { token: "not-a-real-token" });
    expectContract("listCategories", response);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/sign in again/);
  });

  it("sends security headers", async () => {
    const response = await callApi("GET", "/health");
    expectContract("getHealth", response);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // A page entered with an opener policy starts a new renderer (docs/decisions.md).
    expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("lists every field error of a bad body", async () => {
    const response = await callApi("POST", "/auth/login-by-phone/verify", {
      body: { recipient: "12345", otp: "12a4", extra: true },
    });
    expectContract("verifyLoginByPhone", response);
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.join("\n")).toMatch(/body must have required property 'deviceId'/);
  });

  it("serves /media outside the API", async () => {
    const { app } = await getTestApp();
    const response = await app.inject({ method: "GET", url: "/media/categories/999999.svg" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("message");
  });
});

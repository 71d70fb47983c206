import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/api/client";
import { createQueryClient, retryUnlessClientError } from "./queryClient";

describe("createQueryClient", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a failed load once, naming its query", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error("503 Service Unavailable");
    const client = createQueryClient({ retry: false });

    await client
      .fetchQuery({
        queryKey: ["catalog", "home", { ethnicity: 3 }],
        queryFn: () => Promise.reject(failure),
      })
      .catch(() => undefined);

    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Loading catalog home {"ethnicity":3} failed', failure);
  });

  it("logs nothing for a load that succeeds", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const client = createQueryClient({ retry: false });
    await client.fetchQuery({ queryKey: ["catalog", "categories"], queryFn: () => [] });
    expect(log).not.toHaveBeenCalled();
  });

  it("does not ask again after a 4xx, which would only repeat the answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const client = createQueryClient({ retry: 3 });
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ["catalog", "product", 404],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new ApiError("Product not found", 404));
        },
        retryDelay: 0,
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });
});

describe("retryUnlessClientError", () => {
  const retryTwice = retryUnlessClientError(2);

  it("retries network failures and 5xx answers up to the count", () => {
    expect(retryTwice(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retryTwice(1, new ApiError("Server error", 503))).toBe(true);
    expect(retryTwice(2, new ApiError("Server error", 503))).toBe(false);
  });

  it("never retries a 4xx", () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(retryTwice(0, new ApiError("No", status))).toBe(false);
    }
  });
});

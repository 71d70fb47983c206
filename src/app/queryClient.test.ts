import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./queryClient";

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
});

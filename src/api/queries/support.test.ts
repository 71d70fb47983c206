import { QueryClient } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readCachedEntry, writeCachedEntry } from "@/lib/storage";
import { createMemoryStorage } from "@/lib/testing/memoryStorage";
import { countryCodesQuery, ethnicitiesQuery, supportConfigsQuery } from "./support";
import { countryPhoneCodes, ethnicities, ethnicityFixture, supportConfigs } from "@/mocks/fixtures";
import { server } from "@/mocks/node";
import { serveMockApiInEachTest } from "../../../tests/mocks/setup";

serveMockApiInEachTest();

const HOUR = 3_600_000;

function countRequests(path: string) {
  const seen: string[] = [];
  server.events.on("request:start", ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.url);
  });
  return seen;
}

beforeEach(() => {
  vi.stubGlobal("localStorage", createMemoryStorage());
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe("support queries kept locally for an hour", () => {
  it("load ethnicities, country codes and configs from the API and keep them", async () => {
    const queries = new QueryClient();

    await expect(queries.fetchQuery(ethnicitiesQuery())).resolves.toEqual(ethnicities);
    await expect(queries.fetchQuery(countryCodesQuery())).resolves.toEqual(countryPhoneCodes);
    await expect(queries.fetchQuery(supportConfigsQuery())).resolves.toEqual(supportConfigs);

    expect(readCachedEntry("ethnicities")?.value).toEqual(ethnicities);
    expect(readCachedEntry("countryCodes")?.value).toEqual(countryPhoneCodes);
    expect(readCachedEntry("configs")?.value).toEqual(supportConfigs);
  });

  it("answer from the local copy within the hour without calling the API", async () => {
    const stored = [ethnicityFixture({ name: "Kept locally" })];
    writeCachedEntry("ethnicities", { value: stored, savedAt: Date.now() - HOUR + 60_000 });
    const requests = countRequests("/api/v1/support/ethnicities");

    await expect(new QueryClient().fetchQuery(ethnicitiesQuery())).resolves.toEqual(stored);
    expect(requests).toHaveLength(0);
  });

  it("refresh after the hour, and fall back to the stale copy when the refresh fails", async () => {
    const stale = [ethnicityFixture({ name: "From yesterday" })];
    writeCachedEntry("ethnicities", { value: stale, savedAt: Date.now() - 2 * HOUR });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    server.use(
      http.get("*/api/v1/support/ethnicities", () =>
        HttpResponse.json({ message: "Maintenance" }, { status: 503 }),
      ),
    );
    const requests = countRequests("/api/v1/support/ethnicities");

    await expect(new QueryClient().fetchQuery(ethnicitiesQuery())).resolves.toEqual(stale);
    expect(requests).toHaveLength(1);
  });

  it("fail when the API fails and nothing was ever stored", async () => {
    server.use(
      http.get("*/api/v1/support/configs", () =>
        HttpResponse.json({ message: "Maintenance" }, { status: 503 }),
      ),
    );

    await expect(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
        supportConfigsQuery(),
      ),
    ).rejects.toMatchObject({ status: 503, message: "Maintenance" });
  });
});

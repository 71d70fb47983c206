import { readFileSync } from "node:fs";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homePageFixture, subCategoryFixture } from "@/mocks/fixtures";
import {
  catalogKeys,
  childSubCategoriesQuery,
  homePageQuery,
  siblingSubCategoriesQuery,
  subCategoryQuery,
} from "./catalog";
import { takeArrivedEarlyRead, takeEarlyRead } from "./earlyReads";

type EarlyWindow = Pick<Window, "__storefrontEarlyReads">;

const homePage = homePageFixture();
const dairy = subCategoryFixture({ id: 12, name: "Dairy" });
const milk = subCategoryFixture({ id: 13, name: "Milk" });
/** Queries stay fresh a while, as in the app (src/app/queryClient.ts): initial data is not asked again. */
function queryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
}

const pakistan = { id: 7, name: "Pakistan", label: "Asia (Pakistan)", fileResponse: null };

const earlyScript = readFileSync(
  new URL("../../../public/early-reads.js", import.meta.url),
  "utf8",
);

/** What the server answers the early script, by the URL it asks. */
const answers: Record<string, unknown> = {
  "/api/v1/support/ethnicities": [pakistan],
  "/api/v1/catalog/ui/web/home?ethnicity=7": homePage,
  "/api/v1/catalog/ui/web/home?ethnicity=3": homePage,
  "/api/v1/catalog/ui/subcategories/12": dairy,
  "/api/v1/catalog/ui/subcategories/siblings?subcategoryId=12": [dairy],
  "/api/v1/catalog/ui/subcategories?categoryId=12": [milk],
};

/**
 * Runs public/early-reads.js as a page at `pathname` would, with `stored` in its local storage;
 * returns the URLs it asked and the window it left, which becomes the test's window.
 */
function runEarlyScript(pathname: string, stored: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const page: EarlyWindow = {};
  const storage = new Map(
    Object.entries(stored).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const fetch = async (url: string) => {
    asked.push(url);
    const data = answers[url];
    return {
      ok: data !== undefined,
      status: data === undefined ? 404 : 200,
      json: async () => ({ data }),
    };
  };
  const preloaded: string[] = [];
  const document = {
    createElement: () => ({}),
    head: { append: (link: { href: string }) => void preloaded.push(link.href) },
  };
  // The script's browser globals, passed as parameters of the same names.
  const run = new Function("window", "location", "localStorage", "fetch", "document", earlyScript);
  run(page, { pathname }, localStorage, fetch, document);
  Object.assign(globalThis, { window: page });
  return { asked, page, preloaded };
}

/** Every early read settled, so all the script's calls are made. */
async function settled(page: EarlyWindow) {
  await Promise.all([...(page.__storefrontEarlyReads?.values() ?? [])].map((read) => read.answer));
}

// The early script asks the page's own /api/v1; the unit project points the app elsewhere.
beforeEach(() => {
  vi.stubEnv("VITE_API_BASE_URL", "/api/v1");
  // Anything the app asks the server itself fails the test that expected an early answer.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new Error("asked the server"))),
  );
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, "window");
});

describe("the reads public/early-reads.js starts for a route", () => {
  it("starts the home answer for the chosen ethnicity and preloads its first banner", async () => {
    const { asked, page, preloaded } = runEarlyScript("/", { ethnicity: { id: 3 } });
    await settled(page);
    expect(asked).toEqual(["/api/v1/catalog/ui/web/home?ethnicity=3"]);
    expect(preloaded).toEqual([homePage.promotionBanners[0]?.fileResponse.fullUrl]);
  });

  it("finds the default ethnicity first when none is chosen", async () => {
    const { asked, page } = runEarlyScript("/");
    await settled(page);
    expect(asked).toEqual([
      "/api/v1/support/ethnicities",
      "/api/v1/catalog/ui/web/home?ethnicity=7",
    ]);
  });

  it("starts a category's own reads, without the ethnicity they do not take", async () => {
    const { asked, page } = runEarlyScript("/categories/12/products");
    await settled(page);
    expect(asked).toEqual([
      "/api/v1/catalog/ui/subcategories/12",
      "/api/v1/catalog/ui/subcategories/siblings?subcategoryId=12",
      "/api/v1/catalog/ui/subcategories?categoryId=12",
    ]);
  });

  it("reads the category id as the app does", async () => {
    const { asked, page } = runEarlyScript("/categories/012/products/");
    await settled(page);
    expect(asked[0]).toBe("/api/v1/catalog/ui/subcategories/12");
  });

  it.each(["/search", "/categories/0/products", "/categories/x/products", "/products/12/detail"])(
    "starts nothing on %s",
    (pathname) => {
      const { asked, page } = runEarlyScript(pathname);
      expect(asked).toEqual([]);
      expect(page.__storefrontEarlyReads).toBeUndefined();
    },
  );
});

describe("the app's queries take the early answers", () => {
  it("takes the home answer for the ethnicity it asked for, once", async () => {
    runEarlyScript("/", { ethnicity: { id: 3 } });
    const queries = queryClient();
    await expect(queries.fetchQuery(homePageQuery(3))).resolves.toBe(homePage);
    await expect(
      takeEarlyRead("/catalog/ui/web/home", { query: { ethnicity: 3 } }),
    ).resolves.toBeNull();
  });

  it("shows a category's answers that have arrived in the first render, each once", async () => {
    const { page } = runEarlyScript("/categories/12/products");
    await settled(page);
    const queries = queryClient();
    // What a component's first render reads, before any query function has run.
    expect(new QueryObserver(queries, subCategoryQuery(12)).getCurrentResult().data).toBe(dairy);
    expect(
      new QueryObserver(queries, siblingSubCategoriesQuery(12)).getCurrentResult().data,
    ).toEqual([dairy]);
    expect(new QueryObserver(queries, childSubCategoriesQuery(12)).getCurrentResult().data).toEqual(
      [milk],
    );
    await expect(
      takeEarlyRead("/catalog/ui/subcategories", { query: { categoryId: 12 } }),
    ).resolves.toBeNull();
  });

  it("takes a category's answers still on their way when they come, each once", async () => {
    runEarlyScript("/categories/12/products");
    const queries = queryClient();
    const loaded = Promise.all([
      queries.fetchQuery(subCategoryQuery(12)),
      queries.fetchQuery(siblingSubCategoriesQuery(12)),
      queries.fetchQuery(childSubCategoriesQuery(12)),
    ]);
    // Nothing had arrived when the queries started, so their first render shows placeholders.
    expect(queries.getQueryData(catalogKeys.children(12))).toBeUndefined();
    await expect(loaded).resolves.toEqual([dairy, [dairy], [milk]]);
    await expect(
      takeEarlyRead("/catalog/ui/subcategories", { query: { categoryId: 12 } }),
    ).resolves.toBeNull();
  });

  it("shows an arrived answer only for the ethnicity it asked for", async () => {
    const { page } = runEarlyScript("/", { ethnicity: { id: 3 } });
    await settled(page);
    expect(takeArrivedEarlyRead("/catalog/ui/web/home", { query: { ethnicity: 7 } })).toBe(
      undefined,
    );
    expect(takeArrivedEarlyRead("/catalog/ui/web/home", { query: { ethnicity: 3 } })).toBe(
      homePage,
    );
    expect(takeArrivedEarlyRead("/catalog/ui/web/home", { query: { ethnicity: 3 } })).toBe(
      undefined,
    );
  });

  it("leaves another category's answers, so the app asks the server", async () => {
    runEarlyScript("/categories/12/products");
    await expect(
      takeEarlyRead("/catalog/ui/subcategories/{id}", { path: { id: 13 } }),
    ).resolves.toBeNull();
    await expect(
      takeEarlyRead("/catalog/ui/subcategories", { query: { categoryId: 13 } }),
    ).resolves.toBeNull();
  });

  it("leaves an answer for another ethnicity, so the app asks the server", async () => {
    runEarlyScript("/", { ethnicity: { id: 3 } });
    await expect(
      takeEarlyRead("/catalog/ui/web/home", { query: { ethnicity: 7 } }),
    ).resolves.toBeNull();
  });

  it("leaves a failed read to the app, which sees the failure itself", async () => {
    runEarlyScript("/categories/99/products");
    await expect(
      takeEarlyRead("/catalog/ui/subcategories/{id}", { path: { id: 99 } }),
    ).resolves.toBeNull();
  });

  it("leaves them when the app talks to another API than the page's own", async () => {
    vi.stubEnv("VITE_API_BASE_URL", "https://api.example.com/api/v1");
    runEarlyScript("/categories/12/products");
    await expect(
      takeEarlyRead("/catalog/ui/subcategories/{id}", { path: { id: 12 } }),
    ).resolves.toBeNull();
  });

  it("finds none without the early script or without a window", async () => {
    await expect(
      takeEarlyRead("/catalog/ui/web/home", { query: { ethnicity: 1 } }),
    ).resolves.toBeNull();
    Object.assign(globalThis, { window: {} });
    await expect(
      takeEarlyRead("/catalog/ui/web/home", { query: { ethnicity: 1 } }),
    ).resolves.toBeNull();
  });
});

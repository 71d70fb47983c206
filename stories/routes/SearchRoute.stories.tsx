import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { HeaderContainer } from "@/app/layout/HeaderContainer";
import { selectEthnicity } from "@/app/preferences";
import { ethnicityDropdownText } from "@/components/EthnicityDropdown/EthnicityDropdown.text";
import { paginationText } from "@/components/Pagination/Pagination.text";
import { productListingText } from "@/components/ProductListing/ProductListing.text";
import { recentSearchesText } from "@/components/RecentSearches/RecentSearches.text";
import { searchBoxText } from "@/components/SearchBox/SearchBox.text";
import { searchLandingText } from "@/components/SearchLanding/SearchLanding.text";
import { searchResultsText } from "@/components/SearchResults/SearchResults.text";
import { sectionHeaderText } from "@/components/SectionHeader/SectionHeader.text";
import { sortDialogText } from "@/components/SortDialog/SortDialog.text";
import { tagSuggestionsText } from "@/components/TagSuggestions/TagSuggestions.text";
import { emit } from "@/lib/events";
import { clearRecentSearches, loadRecentSearches } from "@/lib/recentSearches";
import { removeStorage, writeStorage } from "@/lib/storage";
import { catalogTags, ethnicities, imageFixture, searchPageFixture } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { SERVER_ERROR_MESSAGE } from "@/mocks/scenarios/builders";
import { SearchRoute } from "@/routes/SearchRoute";
import { expectNoToast } from "../support/toasts";
import { dietFilterChipsText } from "@/components/DietFilterChips/DietFilterChips.text";
import { countedSearchPage, manyProducts, manyResults, type RequestLog } from "./search.scenarios";
import { onlyShowing } from "./home.scenarios";
import { behaviourOnly, pageParameters, snapshotAt } from "../support/chromatic";

const ADDRESS = "Address";
const GO_BACK = "Go back";

/** Shows where the memory router is and offers the browser's Back, for the stories to use. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <p className="mt-8 flex items-center gap-3 border-t pt-3 text-sm">
      <output aria-label={ADDRESS}>{`${pathname}${search}`}</output>
      <button type="button" className="underline" onClick={() => navigate(-1)}>
        {GO_BACK}
      </button>
    </p>
  );
}

function SearchScreen() {
  return (
    <>
      <Routes>
        <Route path="/search" element={<SearchRoute />} />
      </Routes>
      <LocationProbe />
    </>
  );
}

function cleanStorage() {
  clearRecentSearches();
  removeStorage("ethnicity");
}

const meta = {
  title: "Routes/SearchRoute",
  component: SearchRoute,
  render: () => <SearchScreen />,
  parameters: { ...pageParameters, route: "/search" },
  // Recent searches and the ethnicity live in local storage: each story starts and ends clean.
  beforeEach: () => {
    cleanStorage();
    return cleanStorage;
  },
} satisfies Meta<typeof SearchRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const landing = searchPageFixture();
const storedSearches = [
  { name: "Paneer", fileResponse: imageFixture("Paneer") },
  { name: "toor dal", fileResponse: null },
];

async function expectAddress(canvasElement: HTMLElement, address: string) {
  await waitFor(() =>
    expect(within(canvasElement).getByRole("status", { name: ADDRESS }).textContent).toBe(address),
  );
}

function pageOf(canvasElement: HTMLElement) {
  return within(canvasElement);
}

/** The products shown, in order, read from the cards' headings. */
function shownNames(canvasElement: HTMLElement, query: string) {
  const grid = within(canvasElement).getByRole("list", {
    name: searchResultsText.gridLabel(query),
  });
  return within(grid)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent ?? "");
}

function priceOf(name: string): number {
  const product = manyProducts.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No product named ${name} in the story's list`);
  return product.price;
}

async function applySort(canvasElement: HTMLElement, from: string, to: string) {
  await userEvent.click(
    await pageOf(canvasElement).findByRole("button", { name: sortDialogText.trigger(from) }),
  );
  const dialog = within(
    await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: sortDialogText.title,
    }),
  );
  await userEvent.click(dialog.getByRole("radio", { name: to }));
  await userEvent.click(dialog.getByRole("button", { name: sortDialogText.apply }));
}

// ----------------------------------------------------------------- landing (no query)

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      page.getByRole("heading", { level: 1, name: searchLandingText.title }),
    ).toBeVisible();

    const discover = within(await page.findByRole("region", { name: searchLandingText.discover }));
    for (const category of landing.newArrivalLeafCategories) {
      await expect(discover.getByRole("link", { name: category.name })).toHaveAttribute(
        "href",
        `/categories/${category.id}/products`,
      );
    }
    for (const showcase of landing.bestSellerSubCategories) {
      await expect(
        page.getByRole("link", { name: sectionHeaderText.seeAllLabel(showcase.name) }),
      ).toHaveAttribute("href", `/categories/${showcase.id}/products`);
      const carousel = page.getByRole("region", { name: showcase.name });
      await expect(within(carousel).getAllByRole("article")).toHaveLength(showcase.products.length);
    }
    // Nothing searched yet: no recent searches section.
    await expect(page.queryByRole("heading", { name: recentSearchesText.title })).toBeNull();
  },
};

export const LandingWithRecentSearches: Story = {
  beforeEach: () => {
    writeStorage("recentSearches", storedSearches);
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const recent = within(page.getByRole("region", { name: recentSearchesText.title }));
    await expect(recent.getByRole("link", { name: "Paneer" })).toHaveAttribute(
      "href",
      "/search?q=Paneer",
    );
    await expect(recent.getByRole("link", { name: "toor dal" })).toHaveAttribute(
      "href",
      "/search?q=toor+dal",
    );
    await expect(recent.getByRole("link", { name: "Paneer" }).querySelector("img")).toHaveAttribute(
      "src",
      storedSearches[0]?.fileResponse?.fullUrl,
    );

    await userEvent.click(recent.getByRole("button", { name: recentSearchesText.clearLabel }));
    await expect(page.queryByRole("region", { name: recentSearchesText.title })).toBeNull();
    await expect(loadRecentSearches()).toEqual([]);
    // The rest of the landing stays.
    await expect(
      await page.findByRole("region", { name: searchLandingText.discover }),
    ).toBeVisible();
  },
};

export const RecentSearchLeadsToItsResults: Story = {
  beforeEach: () => {
    writeStorage("recentSearches", storedSearches);
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(page.getByRole("link", { name: "toor dal" }));
    await expectAddress(canvasElement, "/search?q=toor+dal");
    await expect(
      page.getByRole("heading", { level: 1, name: searchResultsText.title("toor dal") }),
    ).toBeVisible();
    // Its results, not their skeletons: a picture taken while they load is a page taller.
    await expect(await page.findByText("Toor Dal 4 lb")).toBeVisible();
  },
};

const searchPageCalls = { calls: 0 };

export const LandingReloadsOnRefresh: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: countedSearchPage(searchPageCalls) },
  beforeEach: () => {
    searchPageCalls.calls = 0;
  },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement).findByRole("region", { name: searchLandingText.discover });
    await expect(searchPageCalls.calls).toBe(1);

    emit("refresh");
    await waitFor(() => expect(searchPageCalls.calls).toBe(2));
  },
};

export const LandingLoading: Story = {
  parameters: { msw: scenarios.catalog.loading },
  beforeEach: () => {
    writeStorage("recentSearches", storedSearches);
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      page.getByRole("heading", { level: 1, name: searchLandingText.title }),
    ).toBeVisible();
    await expect(page.getByTestId("search-landing-skeleton")).toHaveTextContent(
      searchLandingText.loading,
    );
    // Stored searches need no server.
    await expect(page.getByRole("link", { name: "Paneer" })).toBeVisible();
  },
};

export const LandingFailsToLoad: Story = {
  parameters: { msw: scenarios.catalog.serverError },
  beforeEach: () => {
    writeStorage("recentSearches", storedSearches);
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await waitFor(() => expect(page.queryByTestId("search-landing-skeleton")).toBeNull());
    // docs/product.md § Messages and errors: logged only. The recent searches are all that is left.
    await expect(page.getByRole("region", { name: recentSearchesText.title })).toBeVisible();
    await expect(page.queryByRole("heading", { name: searchLandingText.discover })).toBeNull();
    await expectNoToast(canvasElement, SERVER_ERROR_MESSAGE);
    await expect(within(canvasElement.ownerDocument.body).queryByRole("alert")).toBeNull();
  },
};

// ----------------------------------------------------------------- results (with a query)

const resultsLog: RequestLog = [];
const clearLog = () => {
  resultsLog.length = 0;
};

export const ResultsArePaged: Story = {
  parameters: { route: "/search?q=rice", msw: manyResults(resultsLog) },
  beforeEach: clearLog,
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      page.getByRole("heading", { level: 1, name: searchResultsText.title("rice") }),
    ).toBeVisible();
    const pager = within(await page.findByRole("navigation", { name: paginationText.label }));
    await expect(pager.getByText(paginationText.status(1, 3))).toBeVisible();
    await expect(pager.getByRole("button", { name: paginationText.previous })).toBeDisabled();
    await expect(shownNames(canvasElement, "rice")).toHaveLength(20);
    await expect(resultsLog.at(-1)?.get("name")).toBe("rice");
    await expect(resultsLog.at(-1)?.get("size")).toBe("20");

    await userEvent.click(pager.getByRole("button", { name: paginationText.next }));
    await expectAddress(canvasElement, "/search?q=rice&page=2");
    await expect(await pager.findByText(paginationText.status(2, 3))).toBeVisible();
    await waitFor(() => expect(shownNames(canvasElement, "rice")[0]).toBe(manyProducts[20]?.name));

    await userEvent.click(pager.getByRole("button", { name: paginationText.next }));
    await expect(await pager.findByText(paginationText.status(3, 3))).toBeVisible();
    await waitFor(() => expect(shownNames(canvasElement, "rice")).toHaveLength(5));
    await expect(pager.getByRole("button", { name: paginationText.next })).toBeDisabled();
  },
};

export const BackReturnsToThePreviousPage: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/search?q=rice", msw: manyResults() },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const pager = within(await page.findByRole("navigation", { name: paginationText.label }));
    await userEvent.click(pager.getByRole("button", { name: paginationText.next }));
    await expect(await pager.findByText(paginationText.status(2, 3))).toBeVisible();

    await userEvent.click(page.getByRole("button", { name: GO_BACK }));
    await expectAddress(canvasElement, "/search?q=rice");
    await expect(await pager.findByText(paginationText.status(1, 3))).toBeVisible();
  },
};

export const SortingByPriceReorders: Story = {
  parameters: { route: "/search?q=rice&page=2", msw: manyResults(resultsLog) },
  beforeEach: clearLog,
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText(paginationText.status(2, 3))).toBeVisible();

    await applySort(
      canvasElement,
      sortDialogText.options.RELEVANCE,
      sortDialogText.options.PRICE_LOW,
    );
    // A new sort starts again at page 1.
    await expectAddress(canvasElement, "/search?q=rice&sortBy=PRICE_LOW");
    await expect(
      page.getByRole("button", { name: sortDialogText.trigger(sortDialogText.options.PRICE_LOW) }),
    ).toBeVisible();
    await expect(await page.findByText(paginationText.status(1, 3))).toBeVisible();

    const cheapest = Math.min(...manyProducts.map((product) => product.price));
    await waitFor(() => expect(priceOf(shownNames(canvasElement, "rice")[0] ?? "")).toBe(cheapest));
    const prices = shownNames(canvasElement, "rice").map(priceOf);
    await expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(resultsLog.at(-1)?.get("sortBy")).toBe("PRICE_LOW");

    await applySort(
      canvasElement,
      sortDialogText.options.PRICE_LOW,
      sortDialogText.options.PRICE_HIGH,
    );
    const dearest = Math.max(...manyProducts.map((product) => product.price));
    await waitFor(() => expect(priceOf(shownNames(canvasElement, "rice")[0] ?? "")).toBe(dearest));
  },
};

export const SharedLinkOpensTheSamePage: Story = {
  parameters: { route: "/search?q=rice&sortBy=PRICE_HIGH&page=3", msw: manyResults() },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText(paginationText.status(3, 3))).toBeVisible();
    await expect(
      page.getByRole("button", { name: sortDialogText.trigger(sortDialogText.options.PRICE_HIGH) }),
    ).toBeVisible();
    const prices = shownNames(canvasElement, "rice").map(priceOf);
    await expect(prices).toHaveLength(5);
    await expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(Math.min(...manyProducts.map((product) => product.price))).toBe(prices.at(-1));
  },
};

export const PageBeyondTheEndShowsTheLast: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/search?q=rice&page=9", msw: manyResults() },
  play: async ({ canvasElement }) => {
    await expectAddress(canvasElement, "/search?q=rice&page=3");
    await expect(await pageOf(canvasElement).findByText(paginationText.status(3, 3))).toBeVisible();
  },
};

export const AnotherEthnicityStartsAtPageOne: Story = {
  tags: ["behaviour"],
  parameters: {
    chromatic: behaviourOnly,
    route: "/search?q=rice&page=2",
    msw: manyResults(resultsLog),
  },
  beforeEach: clearLog,
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText(paginationText.status(2, 3))).toBeVisible();
    // Before a choice, the default the header names ('Asia (Pakistan)') is what filters.
    const defaultEthnicity = ethnicities.find(
      (ethnicity) => ethnicity.label === ethnicityDropdownText.defaultLabel,
    );
    await expect(resultsLog.at(-1)?.get("ethnicity")).toBe(String(defaultEthnicity?.id));

    const india = ethnicities[1];
    if (!india) throw new Error("The mock ethnicities have fewer than two entries");
    selectEthnicity(india);

    await expectAddress(canvasElement, "/search?q=rice");
    await expect(await page.findByText(paginationText.status(1, 3))).toBeVisible();
    // Another list, asked for from its first page.
    await waitFor(() =>
      expect(
        resultsLog.map((params) => [params.get("ethnicity"), params.get("page")]),
      ).toContainEqual([String(india.id), "1"]),
    );
  },
};

export const FoundSearchIsRemembered: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/search?q=paneer" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownNames(canvasElement, "paneer").length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(loadRecentSearches()).toEqual([{ name: "paneer", fileResponse: null }]),
    );
  },
};

export const NothingFound: Story = {
  parameters: { route: "/search?q=zzqx", msw: scenarios.catalog.emptySearch },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 2, name: productListingText.noProducts }),
    ).toBeVisible();
    await expect(page.getByText(searchResultsText.emptyHint)).toBeVisible();
    await expect(page.queryByRole("navigation", { name: paginationText.label })).toBeNull();
    // Words that found nothing (often half typed) are not kept.
    await expect(loadRecentSearches()).toEqual([]);
  },
};

/**
 * Issue 26: words that found nothing were kept when Enter ran them, not when the search box's
 * pause did. One rule now: whichever ran it, a search is kept once it found something.
 */
export const EnterAndThePauseKeepTheSameSearches: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/search" },
  render: () => (
    <>
      <HeaderContainer />
      <SearchScreen />
    </>
  ),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const box = page.getByRole("searchbox", { name: searchBoxText.label });
    const nothingFound = () =>
      page.findByRole("heading", { level: 2, name: productListingText.noProducts });

    // Enter on words that find nothing: not kept.
    await userEvent.type(box, "caviar{Enter}");
    await expectAddress(canvasElement, "/search?q=caviar");
    await expect(await nothingFound()).toBeVisible();
    await expect(loadRecentSearches()).toEqual([]);

    // The pause on words that find nothing: not kept either.
    await userEvent.clear(box);
    await userEvent.type(box, "truffle");
    await expectAddress(canvasElement, "/search?q=truffle");
    await expect(await nothingFound()).toBeVisible();
    await expect(loadRecentSearches()).toEqual([]);

    // The pause on words that find something: kept.
    await userEvent.clear(box);
    await userEvent.type(box, "paneer");
    await expectAddress(canvasElement, "/search?q=paneer");
    await waitFor(() => expect(shownNames(canvasElement, "paneer").length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(loadRecentSearches()).toEqual([{ name: "paneer", fileResponse: null }]),
    );

    // Enter on words that find something: kept, the newest first.
    await userEvent.clear(box);
    await userEvent.type(box, "dal{Enter}");
    await expectAddress(canvasElement, "/search?q=dal");
    await waitFor(() => expect(shownNames(canvasElement, "dal").length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(loadRecentSearches()).toEqual([
        { name: "dal", fileResponse: null },
        { name: "paneer", fileResponse: null },
      ]),
    );
  },
};

export const ChoosingATagRemembersItWithItsImage: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/search?q=pan" },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const paneer = catalogTags.find((tag) => tag.name === "Paneer");
    if (!paneer?.fileResponse) throw new Error("The mock tags have no Paneer with an image");

    const tags = within(await page.findByRole("list", { name: tagSuggestionsText.label }));
    await expect(tags.getByRole("link", { name: "Paneer" })).toHaveAttribute(
      "href",
      "/search?q=Paneer",
    );
    await waitFor(() => expect(loadRecentSearches()[0]?.name).toBe("pan"));

    await userEvent.click(tags.getByRole("link", { name: "Paneer" }));
    await expectAddress(canvasElement, "/search?q=Paneer");
    await expect(
      page.getByRole("heading", { level: 1, name: searchResultsText.title("Paneer") }),
    ).toBeVisible();
    await waitFor(() => expect(shownNames(canvasElement, "Paneer").length).toBeGreaterThan(0));
    // Its results loading saves the name again, keeping the tag's image.
    await expect(loadRecentSearches()).toEqual([
      { name: "Paneer", fileResponse: { fullUrl: paneer.fileResponse.fullUrl } },
      { name: "pan", fileResponse: null },
    ]);
  },
};

export const ResultsLoading: Story = {
  parameters: { route: "/search?q=rice", msw: scenarios.catalog.loading },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      page.getByRole("heading", { level: 1, name: searchResultsText.title("rice") }),
    ).toBeVisible();
    await expect(page.getByTestId("product-grid-skeleton")).toBeVisible();
    await expect(page.queryByRole("navigation", { name: paginationText.label })).toBeNull();
  },
};

export const ResultsFailToLoad: Story = {
  parameters: { route: "/search?q=rice", msw: scenarios.catalog.serverError },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    // docs/product.md § Messages and errors: logged only; the shopper sees the empty state and no message.
    await expect(
      await page.findByRole("heading", { level: 2, name: productListingText.noProducts }),
    ).toBeVisible();
    await expectNoToast(canvasElement, SERVER_ERROR_MESSAGE);
    await expect(within(canvasElement.ownerDocument.body).queryByRole("alert")).toBeNull();
    await expect(loadRecentSearches()).toEqual([]);
  },
};

export const ResultsOnAPhone: Story = {
  parameters: { chromatic: snapshotAt("mobile1"), route: "/search?q=rice", msw: manyResults() },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText(paginationText.status(1, 3))).toBeVisible();
    const grid = page.getByRole("list", { name: searchResultsText.gridLabel("rice") });
    // The grid's own cells: each card holds a list of its marks too.
    const cells = [...grid.querySelectorAll(":scope > li")];
    await expect(cells[0]?.getBoundingClientRect().top).toBe(cells[1]?.getBoundingClientRect().top);
    await expect(cells[2]?.getBoundingClientRect().top).toBeGreaterThan(
      cells[0]?.getBoundingClientRect().top ?? 0,
    );
  },
};

// ----------------------------------------------------------------- diet filters (issue 31)

const chipNamed = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole("button", { name: new RegExp(`^${label}\\b`) });

/** The Vegetarian chip drops the eggs and keeps the ghee; Back takes it off again. */
export const VegetarianChipFiltersResults: Story = {
  parameters: { route: "/search?q=eggs" },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByRole("heading", { name: "Brown Eggs 12 ct" })).toBeVisible();
    const vegetarian = await chipNamed(canvasElement, "Vegetarian");
    await expect(vegetarian).toHaveAttribute("aria-pressed", "false");
    // The count is of the list with the chip on: the ghee alone.
    await expect(vegetarian).toHaveAccessibleName(/^Vegetarian\s*1 product$/);

    await userEvent.click(vegetarian);
    await expectAddress(canvasElement, "/search?q=eggs&marks=VEGETARIAN");
    await waitFor(() => expect(shownNames(canvasElement, "eggs")).toEqual(["Desi Ghee 1 lb"]));
    await expect(await chipNamed(canvasElement, "Vegetarian")).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await userEvent.click(page.getByRole("button", { name: GO_BACK }));
    await expectAddress(canvasElement, "/search?q=eggs");
    await waitFor(() => expect(shownNames(canvasElement, "eggs")).toHaveLength(2));
  },
};

/** A shared link with a comma list of filters opens with both chips on (AND). */
export const SharedLinkWithDietFilters: Story = {
  parameters: { route: "/search?q=paneer&marks=JAIN,GLUTEN_FREE" },
  play: async ({ canvasElement }) => {
    await expect(await chipNamed(canvasElement, "Jain")).toHaveAttribute("aria-pressed", "true");
    await expect(await chipNamed(canvasElement, "Gluten-free")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Malai paneer is gluten-free but not Jain.
    await waitFor(() =>
      expect(shownNames(canvasElement, "paneer")).toEqual(["Fresh Paneer 400 g"]),
    );
    await userEvent.click(
      pageOf(canvasElement).getByRole("button", { name: dietFilterChipsText.clear }),
    );
    await expectAddress(canvasElement, "/search?q=paneer");
  },
};

/** Unit price (Low to High): the kilo of paneer is cheaper per kg than the 400 g pack. */
export const SortingByUnitPrice: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/search?q=paneer" },
  play: async ({ canvasElement }) => {
    await pageOf(canvasElement).findByRole("heading", { name: "Fresh Paneer 400 g" });
    await applySort(
      canvasElement,
      sortDialogText.options.RELEVANCE,
      sortDialogText.options.UNIT_PRICE_LOW,
    );
    await expectAddress(canvasElement, "/search?q=paneer&sortBy=UNIT_PRICE_LOW");
    await waitFor(() =>
      expect(shownNames(canvasElement, "paneer")).toEqual([
        "Malai Paneer 1 kg",
        "Fresh Paneer 400 g",
      ]),
    );
  },
};

/** The customer's preference narrows the results and the notice over them says so. */
export const ResultsWithThePreferenceOn: Story = {
  globals: { session: "customer" },
  parameters: { route: "/search?q=eggs", msw: onlyShowing(["VEGETARIAN"]) },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText("Showing only Vegetarian")).toBeVisible();
    await waitFor(() => expect(shownNames(canvasElement, "eggs")).toEqual(["Desi Ghee 1 lb"]));
  },
};

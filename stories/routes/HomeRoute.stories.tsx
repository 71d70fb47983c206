import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { selectEthnicity } from "@/app/preferences";
import { homeLayoutText } from "@/components/HomeLayout/HomeLayout.text";
import { productCardText } from "@/components/ProductCard/ProductCard.text";
import { sectionHeaderText } from "@/components/SectionHeader/SectionHeader.text";
import { topCategoriesText } from "@/components/TopCategories/TopCategories.text";
import { emit } from "@/lib/events";
import { removeStorage } from "@/lib/storage";
import { http } from "@/mocks/http";
import { ethnicityDropdownText } from "@/components/EthnicityDropdown/EthnicityDropdown.text";
import { ethnicities, findCatalogProduct, homePageFixture } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { HomeRoute } from "@/routes/HomeRoute";
import { shoppingPreferenceNoticeText } from "@/components/ShoppingPreferenceNotice/ShoppingPreferenceNotice.text";
import { onlyShowing, recordHomeRequests } from "./home.scenarios";
import { behaviourOnly, pageParameters, snapshotAt } from "../support/chromatic";
import { inLanguage, type LanguageCheck } from "../support/languageStories";

/** The mock home page's banners are named by the words their pictures draw. */
const bannerNames = homePageFixture().promotionBanners.map((banner) => banner.description);

const basmati = findCatalogProduct(101);
const india = ethnicities[1];
const defaultEthnicityId = ethnicities.find(
  (ethnicity) => ethnicity.label === ethnicityDropdownText.defaultLabel,
)?.id;
if (!basmati || !india)
  throw new Error("The mock catalogue lacks product 101 or a second ethnicity");

const homeRequests = recordHomeRequests();

const meta = {
  title: "Routes/HomeRoute",
  component: HomeRoute,
  parameters: { ...pageParameters, route: "/" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  // Each story starts without a chosen ethnicity and leaves none behind.
  beforeEach: () => {
    removeStorage("ethnicity");
    homeRequests.requests.length = 0;
    return () => removeStorage("ethnicity");
  },
} satisfies Meta<typeof HomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const h1 = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("heading", { level: 1, name: homeLayoutText.title });

async function findTopCategories(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole("region", { name: topCategoriesText.title });
}

export const Loaded: Story = {
  globals: { session: "customer" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const topCategories = await findTopCategories(canvasElement);
    await expect(h1(canvasElement)).toBeInTheDocument();
    await expect(page.getAllByRole("heading", { level: 1 })).toHaveLength(1);

    // The banners lead to a product (PRODUCT) or a category's products (CATEGORY).
    await expect(page.getByRole("link", { name: bannerNames[0] })).toHaveAttribute(
      "href",
      "/products/101/detail",
    );
    await expect(page.getByRole("link", { name: bannerNames[1] })).toHaveAttribute(
      "href",
      "/categories/2/products",
    );

    await expect(
      within(topCategories).getByRole("link", {
        name: sectionHeaderText.seeAllLabel(topCategoriesText.title),
      }),
    ).toHaveAttribute("href", "/categories");
    await expect(within(topCategories).getByRole("link", { name: "Rice" })).toHaveAttribute(
      "href",
      "/categories/11/products",
    );

    // A showcase: its name, its See All and a carousel of product cards.
    await expect(
      page.getByRole("link", { name: sectionHeaderText.seeAllLabel("Rice, Atta & Dals") }),
    ).toHaveAttribute("href", "/categories/1/products");
    // Found again at each step, as a shopper sees it: an element held from before a render that
    // replaced it would be clicked and read while detached (the stories' CI run, under load).
    const carousel = () => page.getByRole("region", { name: "Rice, Atta & Dals" });
    const card = () => within(carousel()).getByRole("article", { name: basmati.name });

    await userEvent.click(within(card()).getByRole("button", { name: productCardText.addItem }));
    await waitFor(() =>
      expect(
        within(card()).getByRole("group", { name: `Quantity of ${basmati.name}` }),
      ).toHaveTextContent("1"),
    );
    // Focus goes on to the stepper's "+", and stays there once the carousel's script has taken
    // over the row: the cards are not drawn again.
    await waitFor(() => expect(carousel().querySelector("[data-carousel-ready]")).not.toBeNull());
    await expect(
      within(carousel()).getByRole("button", { name: `Add one more ${basmati.name}` }),
    ).toHaveFocus();
  },
};

/** docs/languages.md: the loaded home page in each language; the section titles are its words. */
const topCategoriesInLanguage: LanguageCheck = {
  show: findTopCategories,
  word: () => topCategoriesText.title,
  english: "Top Categories",
};

export const InUrdu: Story = inLanguage("ur", Loaded, topCategoriesInLanguage);
export const InHindi: Story = inLanguage("hi", Loaded, topCategoriesInLanguage);
export const InBengali: Story = inLanguage("bn", Loaded, topCategoriesInLanguage);
export const InArabic: Story = inLanguage("ar", Loaded, topCategoriesInLanguage);

export const OnMobile: Story = {
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findTopCategories(canvasElement);
    // Only the top banner shows on a phone.
    await expect(page.getByRole("link", { name: bannerNames[0] })).toBeVisible();
    await expect(page.queryByRole("link", { name: bannerNames[1] })).toBeNull();
    await expect(page.getByRole("region", { name: "Dairy & Eggs" })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: scenarios.catalog.loading },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(h1(canvasElement)).toBeInTheDocument();
    await expect(page.getByRole("status")).toHaveTextContent(homeLayoutText.loading);
    await expect(page.getByTestId("banner-skeleton")).toBeVisible();
    await expect(page.getByTestId("category-grid-skeleton")).toBeVisible();
    await expect(page.getByTestId("showcase-skeleton")).toBeVisible();
    await expect(page.queryByRole("link")).toBeNull();
  },
};

/**
 * docs/product.md § Messages and errors: a failed catalogue load is logged only, and the home page
 * shows its empty state, its one heading for screen readers: the picture is blank.
 */
export const ServerError: Story = {
  parameters: { msw: scenarios.catalog.serverError },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.queryByTestId("home-skeleton")).toBeNull());
    await expect(h1(canvasElement)).toBeInTheDocument();
    await expect(page.queryByRole("heading", { name: topCategoriesText.title })).toBeNull();
    await expect(page.queryByRole("link")).toBeNull();
    // docs/product.md § Messages and errors: a catalogue load failure is logged only, never toasted.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvasElement.ownerDocument.body.querySelector(".Toastify__toast")).toBeNull();
  },
};

/**
 * A catalogue with no banners and no sections: the home page keeps only its heading, for screen
 * readers, so the picture is blank.
 */
export const EmptyHome: Story = {
  parameters: {
    msw: [
      http.get("/catalog/ui/web/home", ({ response }) =>
        response(200).json({
          data: { promotionBanners: [], highlightSubCategories: [], showcaseSubCategories: [] },
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.queryByTestId("home-skeleton")).toBeNull());
    await expect(h1(canvasElement)).toBeInTheDocument();
    await expect(page.queryByRole("heading", { level: 2 })).toBeNull();
    await expect(page.queryByRole("link")).toBeNull();
  },
};

export const EthnicityChangeRefetches: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: homeRequests.scenario },
  play: async ({ canvasElement }) => {
    await findTopCategories(canvasElement);
    const { requests } = homeRequests;
    await expect(requests).toHaveLength(1);
    // Before a choice, the default the header names ('Asia (Pakistan)') is what filters.
    await expect(requests[0]?.searchParams.get("ethnicity")).toBe(String(defaultEthnicityId));

    selectEthnicity(india);

    await waitFor(() =>
      expect(requests.map((url) => url.searchParams.get("ethnicity"))).toContain(String(india.id)),
    );
    await expect(await findTopCategories(canvasElement)).toBeVisible();
  },
};

export const PageUpdatedRefetches: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: homeRequests.scenario },
  play: async ({ canvasElement }) => {
    await findTopCategories(canvasElement);
    const { requests } = homeRequests;
    await expect(requests).toHaveLength(1);

    emit("page-updated");

    await waitFor(() => expect(requests).toHaveLength(2));
    // The page stays on screen while it refreshes.
    await expect(await findTopCategories(canvasElement)).toBeVisible();
  },
};

/** Issue 31: with "always show only" on, the notice says so and links to Settings. */
export const OnlyVegetarianPreference: Story = {
  globals: { session: "customer" },
  parameters: { msw: onlyShowing(["VEGETARIAN"]) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findTopCategories(canvasElement);
    await expect(await page.findByText("Showing only Vegetarian")).toBeVisible();
    await expect(
      page.getByRole("link", { name: shoppingPreferenceNoticeText.change }),
    ).toHaveAttribute("href", "/setting");
    // Eggs are the mock catalogue's one non-vegetarian product.
    await expect(page.queryByRole("heading", { name: "Brown Eggs 12 ct" })).toBeNull();
  },
};

/** A guest has no preference and is not asked for one: no notice. */
export const NoPreferenceForAGuest: Story = {
  tags: ["behaviour"],
  globals: { session: "guest" },
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findTopCategories(canvasElement);
    await expect(page.queryByText(/^Showing only/)).toBeNull();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ProductSummary } from "@/api/types";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { productCardText } from "@/components/ProductCard/ProductCard.text";
import { recentSearchesText } from "@/components/RecentSearches/RecentSearches.text";
import { SearchLanding } from "@/components/SearchLanding/SearchLanding";
import { searchLandingText as text } from "@/components/SearchLanding/SearchLanding.text";
import { sectionHeaderText } from "@/components/SectionHeader/SectionHeader.text";
import { searchPageFixture, subCategoryShowcaseFixture } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const content = searchPageFixture();
const onQuantityChange = fn();

const renderProduct = (product: ProductSummary) => (
  <ProductCard
    product={product}
    href={`/products/${product.id}/detail`}
    onQuantityChange={onQuantityChange}
    onNotify={fn()}
  />
);

const meta = {
  title: "Components/Commerce/SearchLanding",
  component: SearchLanding,
  args: {
    recentSearches: [{ name: "paneer" }, { name: "Basmati rice" }],
    onClearRecentSearches: fn(),
    searchHref: (name: string) => `/search?q=${encodeURIComponent(name)}`,
    loading: false,
    content,
    categoryHref: (id: number) => `/categories/${id}/products`,
    renderProduct,
  },
  beforeEach: () => {
    onQuantityChange.mockClear();
  },
} satisfies Meta<typeof SearchLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEverything: Story = {
  parameters: { chromatic: snapshotAt("desktop") },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole("region", { name: recentSearchesText.title })).toBeVisible();

    const discover = within(page.getByRole("region", { name: text.discover }));
    const tiles = discover.getAllByRole("link");
    await expect(tiles.map((tile) => tile.textContent)).toEqual(
      content.newArrivalLeafCategories.map((category) => category.name),
    );
    await expect(tiles[0]).toHaveAttribute(
      "href",
      `/categories/${content.newArrivalLeafCategories[0]?.id}/products`,
    );

    for (const showcase of content.bestSellerSubCategories) {
      await expect(page.getByRole("heading", { level: 2, name: showcase.name })).toBeVisible();
      await expect(
        page.getByRole("link", { name: sectionHeaderText.seeAllLabel(showcase.name) }),
      ).toHaveAttribute("href", `/categories/${showcase.id}/products`);
      const carousel = page.getByRole("region", { name: showcase.name });
      await expect(within(carousel).getAllByRole("article")).toHaveLength(showcase.products.length);
    }
  },
};

export const ProductCardsRaiseTheirCallbacks: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const first = content.bestSellerSubCategories[0];
    const product = first?.products.find((candidate) => candidate.inStock === "IN_STOCK");
    if (!first || !product) throw new Error("The mock search page has no product in stock");
    const carousel = within(canvasElement).getByRole("region", { name: first.name });
    const card = within(within(carousel).getByRole("article", { name: product.name }));
    await userEvent.click(card.getByRole("button", { name: productCardText.addItem }));
    await expect(onQuantityChange).toHaveBeenCalledWith(product, 1);
  },
};

export const ClearingRecentSearches: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: recentSearchesText.clearLabel }),
    );
    await expect(args.onClearRecentSearches).toHaveBeenCalledOnce();
  },
};

export const WithoutRecentSearches: Story = {
  args: { recentSearches: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole("heading", { name: recentSearchesText.title })).toBeNull();
    await expect(page.getByRole("heading", { name: text.discover })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, content: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    // The stored searches need no server, so they show at once.
    await expect(page.getByRole("link", { name: "paneer" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveTextContent(text.loading);
    await expect(page.getByTestId("search-landing-skeleton")).toBeVisible();
    await expect(page.queryByRole("heading", { name: text.discover })).toBeNull();
  },
};

export const FailedToLoad: Story = {
  args: { content: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("region", { name: recentSearchesText.title })).toBeVisible();
    await expect(page.queryByRole("heading", { name: text.discover })).toBeNull();
    await expect(page.queryByTestId("search-landing-skeleton")).toBeNull();
    await expect(page.getAllByRole("heading")).toHaveLength(2);
  },
};

export const EmptySectionsHide: Story = {
  args: {
    recentSearches: [],
    content: searchPageFixture({
      newArrivalLeafCategories: [],
      bestSellerSubCategories: [{ id: 3, name: "Spices & Masalas", products: [] }],
    }),
  },
  play: async ({ canvasElement }) => {
    // Only the page heading is left: no empty section headings.
    await expect(within(canvasElement).getAllByRole("heading")).toHaveLength(1);
  },
};

export const OnAPhone: Story = {
  args: {
    content: searchPageFixture({
      newArrivalLeafCategories: [11, 12, 13, 21, 22, 23].map((id) =>
        subCategoryShowcaseFixture({ id }),
      ),
    }),
  },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const discover = within(canvasElement).getByRole("region", { name: text.discover });
    const tiles = within(discover).getAllByRole("listitem");
    // Three tiles to a row on a phone.
    await expect(tiles[0]?.getBoundingClientRect().top).toBe(tiles[2]?.getBoundingClientRect().top);
    await expect(tiles[3]?.getBoundingClientRect().top).toBeGreaterThan(
      tiles[0]?.getBoundingClientRect().top ?? 0,
    );
    await expect(discover.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { ProductSummary } from "@/api/types";
import { paginationText } from "@/components/Pagination/Pagination.text";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { productListingText } from "@/components/ProductListing/ProductListing.text";
import { SearchResults } from "@/components/SearchResults/SearchResults";
import { searchResultsText as text } from "@/components/SearchResults/SearchResults.text";
import { sortDialogText } from "@/components/SortDialog/SortDialog.text";
import { tagSuggestionsText } from "@/components/TagSuggestions/TagSuggestions.text";
import { catalogProducts, catalogTags } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const renderProduct = (product: ProductSummary) => (
  <ProductCard
    product={product}
    href={`/products/${product.id}/detail`}
    onQuantityChange={fn()}
    onNotify={fn()}
  />
);

const products = catalogProducts.slice(0, 20);
const paneerTags = catalogTags.filter((tag) => ["Paneer", "Ghee", "Masala"].includes(tag.name));

const meta = {
  title: "Components/Commerce/SearchResults",
  component: SearchResults,
  args: {
    query: "paneer",
    tags: paneerTags,
    searchHref: (name: string) => `/search?q=${encodeURIComponent(name)}`,
    onTagSelect: fn(),
    products,
    renderProduct,
    sort: "RELEVANCE",
    onSortChange: fn(),
    currentPage: 1,
    totalPages: 3,
    onPageChange: fn(),
    filters: <button type="button">Ethnicity: Asia (Pakistan)</button>,
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithResults: Story = {
  parameters: { chromatic: snapshotAt("desktop") },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1 })).toHaveTextContent("Results for “paneer”");
    const grid = page.getByRole("list", { name: text.gridLabel("paneer") });
    await expect(within(grid).getAllByRole("article")).toHaveLength(20);
    await expect(page.getByText(paginationText.status(1, 3))).toBeVisible();
    await expect(page.getByRole("button", { name: "Ethnicity: Asia (Pakistan)" })).toBeVisible();
    await expect(
      page.getByRole("button", { name: sortDialogText.trigger(sortDialogText.options.RELEVANCE) }),
    ).toBeVisible();
  },
};

export const TagSuggestionsLeaveOutTheSearchItself: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const tags = within(
      within(canvasElement).getByRole("list", { name: tagSuggestionsText.label }),
    );
    // 'Paneer' would search for what is already on screen.
    await expect(tags.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Ghee",
      "Masala",
    ]);
    await userEvent.click(tags.getByRole("link", { name: "Ghee" }));
    await expect(args.onTagSelect).toHaveBeenCalledWith(
      paneerTags.find((tag) => tag.name === "Ghee"),
    );
  },
};

export const NextPageMovesToTheTop: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const next = page.getByRole("button", { name: paginationText.next });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    // Focus leaves the pager at the bottom for the top of the results.
    const controls = page.getByRole("group", { name: productListingText.controls });
    await waitFor(() => expect(controls.parentElement).toHaveFocus());
  },
};

export const ChangingTheSort: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", {
        name: sortDialogText.trigger(sortDialogText.options.RELEVANCE),
      }),
    );
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", {
        name: sortDialogText.title,
      }),
    );
    await userEvent.click(dialog.getByRole("radio", { name: sortDialogText.options.DISCOUNT }));
    await userEvent.click(dialog.getByRole("button", { name: sortDialogText.apply }));
    await expect(args.onSortChange).toHaveBeenCalledOnce();
    await expect(args.onSortChange).toHaveBeenCalledWith("DISCOUNT");
  },
};

export const Loading: Story = {
  args: { products: undefined, tags: [], totalPages: 0 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1 })).toHaveTextContent("Results for “paneer”");
    await expect(page.getByTestId("product-grid-skeleton")).toBeVisible();
    await expect(page.queryByRole("navigation", { name: paginationText.label })).toBeNull();
  },
};

export const LoadingAnotherPage: Story = {
  args: { updating: true, currentPage: 2 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole("list", { name: text.gridLabel("paneer") });
    // The previous page stays, marked busy, until the next one arrives.
    await expect(grid.parentElement).toHaveAttribute("aria-busy", "true");
    await expect(within(grid).getAllByRole("article")).toHaveLength(20);
  },
};

export const NothingFound: Story = {
  args: { query: "zzzz", tags: [], products: [], totalPages: 0 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole("heading", { level: 2, name: productListingText.noProducts }),
    ).toBeVisible();
    await expect(page.getByText(text.emptyHint)).toBeVisible();
    await expect(page.queryByRole("navigation", { name: paginationText.label })).toBeNull();
    // The filter and sort stay, so the shopper can widen the search.
    await expect(
      page.getByRole("button", { name: sortDialogText.trigger(sortDialogText.options.RELEVANCE) }),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = {
  args: { query: "a very long search text that has to wrap on a narrow screen" },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole("list", { name: /^Products found for/ });
    const cards = within(grid).getAllByRole("listitem");
    // Two cards to a row on a phone, and nothing wider than the screen.
    await expect(cards[0]?.getBoundingClientRect().top).toBe(cards[1]?.getBoundingClientRect().top);
    await expect(cards[2]?.getBoundingClientRect().top).toBeGreaterThan(
      cards[0]?.getBoundingClientRect().top ?? 0,
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import type { ProductSummary } from "@/api/types";
import { CategoryListing } from "@/components/CategoryListing/CategoryListing";
import { categoryListingText as text } from "@/components/CategoryListing/CategoryListing.text";
import { CategoryListingNotFound } from "@/components/CategoryListing/CategoryListingNotFound";
import { paginationText } from "@/components/Pagination/Pagination.text";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { productListingText } from "@/components/ProductListing/ProductListing.text";
import { sortDialogText } from "@/components/SortDialog/SortDialog.text";
import { catalogCategories, catalogProducts, productsInCategory } from "@/mocks/fixtures";
import { snapshotAt } from "../support/chromatic";

const renderProduct = (product: ProductSummary) => (
  <ProductCard
    product={product}
    href={`/products/${product.id}/detail`}
    onQuantityChange={fn()}
    onNotify={fn()}
  />
);

const [rice, dairy] = catalogCategories;
if (!rice || !dairy) throw new Error("The mock catalogue has fewer than two categories");
const topLevel = catalogCategories.map(({ id, name, fileResponse }) => ({
  id,
  name,
  fileResponse,
  description: null,
}));

const meta = {
  title: "Components/Commerce/CategoryListing",
  component: CategoryListing,
  args: {
    name: rice.name,
    categoryId: rice.id,
    siblings: topLevel,
    childCategories: rice.subCategories,
    categoryHref: (id: number) => `/categories/${id}/products`,
    description: <p>Everyday rice, flours and lentils.</p>,
    products: productsInCategory(catalogProducts, rice.id),
    renderProduct,
    sort: "RELEVANCE",
    onSortChange: fn(),
    currentPage: 1,
    totalPages: 2,
    onPageChange: fn(),
  },
} satisfies Meta<typeof CategoryListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopLevelCategory: Story = {
  parameters: { chromatic: snapshotAt("desktop") },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: rice.name })).toBeVisible();

    const siblings = within(page.getByRole("navigation", { name: text.siblings }));
    await expect(siblings.getAllByRole("link")).toHaveLength(catalogCategories.length);
    await expect(siblings.getByRole("link", { name: rice.name })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(siblings.getByRole("link", { name: dairy.name })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(siblings.getByRole("link", { name: dairy.name })).toHaveAttribute(
      "href",
      `/categories/${dairy.id}/products`,
    );

    const children = within(page.getByRole("navigation", { name: text.children(rice.name) }));
    await expect(children.getAllByRole("link").map((link) => link.textContent)).toEqual(
      rice.subCategories.map((sub) => sub.name),
    );

    const grid = page.getByRole("list", { name: text.gridLabel(rice.name) });
    await expect(within(grid).getAllByRole("article")).toHaveLength(6);
    await expect(page.getByText(paginationText.status(1, 2))).toBeVisible();
    await expect(
      page.getByRole("button", { name: sortDialogText.trigger(sortDialogText.options.RELEVANCE) }),
    ).toBeVisible();

    const about = page.getByRole("region", { name: text.about(rice.name) });
    await expect(about).toHaveTextContent("Everyday rice, flours and lentils.");

    // The sub-categories sit beside the grid on a large screen.
    const aside = page.getByRole("navigation", { name: text.children(rice.name) });
    await expect(aside.getBoundingClientRect().right).toBeLessThanOrEqual(
      grid.getBoundingClientRect().left,
    );
  },
};

export const SubCategoryWithoutChildren: Story = {
  args: {
    name: "Rice",
    categoryId: 11,
    siblings: rice.subCategories,
    childCategories: [],
    products: productsInCategory(catalogProducts, 11),
    totalPages: 1,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("link", { name: "Rice" })).toHaveAttribute("aria-current", "page");
    await expect(page.queryByRole("navigation", { name: text.children("Rice") })).toBeNull();
    await expect(page.queryByRole("navigation", { name: paginationText.label })).toBeNull();
  },
};

export const Loading: Story = {
  args: {
    name: undefined,
    siblings: undefined,
    childCategories: undefined,
    products: undefined,
    description: null,
    totalPages: 0,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1 })).toHaveTextContent(text.loadingTitle);
    await expect(page.getByTestId("product-grid-skeleton")).toBeVisible();
    await expect(page.queryByRole("navigation")).toBeNull();
    await expect(page.queryByRole("region", { name: /^About/ })).toBeNull();
  },
};

export const NoProducts: Story = {
  args: { products: [], totalPages: 0 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole("heading", { level: 2, name: productListingText.noProducts }),
    ).toBeVisible();
    await expect(page.getByText(text.emptyHint)).toBeVisible();
    await expect(page.queryByRole("navigation", { name: paginationText.label })).toBeNull();
  },
};

export const NameFailedToLoad: Story = {
  args: { name: null, siblings: [], childCategories: [], products: [], description: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.fallbackTitle })).toBeVisible();
    await expect(page.queryByRole("navigation")).toBeNull();
  },
};

export const NotFound: Story = {
  render: () => <CategoryListingNotFound homeHref="/" />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.notFound })).toBeVisible();
    await expect(page.getByRole("link", { name: text.home })).toHaveAttribute("href", "/");
  },
};

export const OnAPhone: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const siblings = page.getByRole("navigation", { name: text.siblings }).querySelector("ul");
    // The sibling row scrolls sideways instead of wrapping or widening the page.
    await expect(siblings?.scrollWidth).toBeGreaterThan(siblings?.clientWidth ?? 0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    // The sub-categories come above the grid.
    const aside = page.getByRole("navigation", { name: text.children(rice.name) });
    const grid = page.getByRole("list", { name: text.gridLabel(rice.name) });
    await expect(aside.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      grid.getBoundingClientRect().top,
    );
  },
};

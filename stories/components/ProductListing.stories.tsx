import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ProductSummary } from "@/api/types";
import { paginationText } from "@/components/Pagination/Pagination.text";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { ProductListing } from "@/components/ProductListing/ProductListing";
import { productListingText as text } from "@/components/ProductListing/ProductListing.text";
import { sortDialogText } from "@/components/SortDialog/SortDialog.text";
import { catalogProducts } from "@/mocks/fixtures";

const renderProduct = (product: ProductSummary) => (
  <ProductCard
    product={product}
    href={`/products/${product.id}/detail`}
    onQuantityChange={fn()}
    onNotify={fn()}
  />
);

const label = "Rice, Atta & Dals";

const meta = {
  title: "Components/Commerce/ProductListing",
  component: ProductListing,
  args: {
    label,
    products: catalogProducts.slice(0, 10),
    renderProduct,
    sort: "RELEVANCE",
    onSortChange: fn(),
    currentPage: 1,
    totalPages: 2,
    onPageChange: fn(),
  },
} satisfies Meta<typeof ProductListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProducts: Story = {
  args: { filters: <button type="button">Ethnicity: Asia (Pakistan)</button> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const controls = canvas.getByRole("group", { name: text.controls });
    await expect(within(controls).getByRole("button", { name: /^Ethnicity/ })).toBeVisible();
    await expect(
      within(controls).getByRole("button", {
        name: sortDialogText.trigger(sortDialogText.options.RELEVANCE),
      }),
    ).toBeVisible();
    const grid = canvas.getByRole("list", { name: label });
    await expect(within(grid).getAllByRole("article")).toHaveLength(10);
    await expect(canvas.getByText(paginationText.status(1, 2))).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: paginationText.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Before the first page arrives: the grid's skeleton, no pager. */
export const Loading: Story = {
  args: { products: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("product-grid-skeleton")).toBeVisible();
    await expect(canvas.queryByRole("list", { name: label })).toBeNull();
    await expect(canvas.queryByText(paginationText.status(1, 2))).toBeNull();
  },
};

/** docs/product.md § Messages and errors: 'No Products Found', with what the shopper could try instead. */
export const NoProducts: Story = {
  args: { products: [], emptyHint: "Try another ethnicity or sort." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: text.noProducts })).toBeVisible();
    await expect(canvas.getByText("Try another ethnicity or sort.")).toBeVisible();
    await expect(canvas.queryByText(paginationText.status(1, 2))).toBeNull();
  },
};

/** Another page is loading: the cards stay, marked busy, under a bar that says so. */
export const Updating: Story = {
  args: { updating: true, currentPage: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole("list", { name: label });
    await expect(grid.parentElement).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText(paginationText.status(2, 2))).toBeVisible();
  },
};

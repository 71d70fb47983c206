import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { ProductGrid, ProductGridSkeleton } from "@/components/ProductGrid/ProductGrid";
import { catalogProducts } from "@/mocks/fixtures";
import { snapshotAt } from "../support/chromatic";

const cardsOf = (products: typeof catalogProducts) =>
  products.map((product) => (
    <ProductCard
      key={product.id}
      product={product}
      href={`/products/${product.id}/detail`}
      onQuantityChange={() => undefined}
      onNotify={() => undefined}
    />
  ));
const cards = cardsOf(catalogProducts.slice(0, 10));

const viewport = (value: string) => ({ viewport: { value, isRotated: false } });

const meta = {
  title: "Components/Commerce/ProductGrid",
  component: ProductGrid,
  args: { label: "Search results", children: cards },
  parameters: { chromatic: snapshotAt("desktop") },
  globals: viewport("desktop"),
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number of cards in the grid's first row. */
function firstRowLength(list: HTMLElement): number {
  const tops = within(list)
    .getAllByRole("listitem")
    .map((item) => Math.round(item.getBoundingClientRect().top));
  return tops.filter((top) => top === tops[0]).length;
}

export const FiveColumnsOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Search results" });
    await expect(within(list).getAllByRole("article")).toHaveLength(10);
    await expect(firstRowLength(list)).toBe(5);
  },
};

export const TwoColumnsOnPhones: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: viewport("mobile1"),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Search results" });
    await expect(firstRowLength(list)).toBe(2);
  },
};

/** The first screen's photos load at once, the first row's ahead of other images; the rest lazily. */
export const FirstCardsLoadTheirPhotosFirst: Story = {
  args: {
    children: cardsOf(
      catalogProducts.filter((product) => product.fileResponse?.fullUrl).slice(0, 10),
    ),
  },
  play: async ({ canvasElement }) => {
    const photos = [...canvasElement.querySelectorAll("li img")];
    await expect(photos).toHaveLength(10);
    const loading = photos.map((photo) => [
      photo.getAttribute("loading"),
      photo.getAttribute("fetchpriority"),
    ]);
    await expect(loading).toEqual([
      ...Array.from({ length: 2 }, () => ["eager", "high"]),
      ...Array.from({ length: 4 }, () => ["eager", null]),
      ...Array.from({ length: 4 }, () => ["lazy", null]),
    ]);
  },
};

export const Loading: Story = {
  render: () => <ProductGridSkeleton count={6} />,
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId("product-grid-skeleton");
    await expect(skeleton.children).toHaveLength(6);
    await expect(skeleton.firstElementChild).toHaveAttribute("aria-hidden", "true");
  },
};

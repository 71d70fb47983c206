import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { ProductGrid, ProductGridSkeleton } from "@/components/ProductGrid/ProductGrid";
import { catalogProducts } from "@/mocks/fixtures";

const cards = catalogProducts
  .slice(0, 10)
  .map((product) => (
    <ProductCard
      key={product.id}
      product={product}
      href={`/products/${product.id}/detail`}
      onQuantityChange={() => undefined}
      onNotify={() => undefined}
    />
  ));

const viewport = (value: string) => ({ viewport: { value, isRotated: false } });

const meta = {
  title: "Components/ProductGrid",
  component: ProductGrid,
  args: { label: "Search results", children: cards },
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
  globals: viewport("mobile1"),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Search results" });
    await expect(firstRowLength(list)).toBe(2);
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

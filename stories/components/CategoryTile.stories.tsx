import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CategoryTile } from "@/components/CategoryTile/CategoryTile";
import {
  CategoryTileGrid,
  CategoryTileGridSkeleton,
} from "@/components/CategoryTile/CategoryTileGrid";
import { catalogSubCategories, imageFixture, subCategoryFixture } from "@/mocks/fixtures";

/**
 * A tile at the width it has in a desktop grid. The tile stories take it each; the grids lay out
 * their own width, and a story's `decorators: []` would not take away one the file gives.
 */
const tileWidth: Decorator = (Story) => (
  <div className="w-32">
    <Story />
  </div>
);

const meta = {
  title: "Components/Commerce/CategoryTile",
  component: CategoryTile,
  args: {
    name: "Paneer & Cheese",
    imageUrl: imageFixture("Paneer & Cheese").fullUrl,
    href: "/categories/22/products",
  },
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  decorators: [tileWidth],
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: "Paneer & Cheese" });
    await expect(link).toHaveAttribute("href", "/categories/22/products");
    const image = canvasElement.querySelector("img");
    await expect(image).toHaveAttribute("src", args.imageUrl);
    await expect(image).toHaveAttribute("loading", "lazy");
    // The name already names the link; the picture is decorative.
    await expect(image).toHaveAttribute("alt", "");
    await expect(within(canvasElement).queryByTestId("category-tile-placeholder")).toBeNull();
  },
};

export const WithoutImage: Story = {
  decorators: [tileWidth],
  args: { imageUrl: null },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement);
    await expect(tile.getByRole("link", { name: "Paneer & Cheese" })).toBeVisible();
    await expect(tile.getByTestId("category-tile-placeholder")).toBeVisible();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const BrokenImage: Story = {
  decorators: [tileWidth],
  args: { imageUrl: "data:image/png;base64,bm90LWFuLWltYWdl" },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement);
    await expect(await tile.findByTestId("category-tile-placeholder")).toBeVisible();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const LongName: Story = {
  decorators: [tileWidth],
  args: { name: "Frozen Ready-to-Eat Meals, Parathas and Snacks for Busy Evenings" },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/^Frozen Ready-to-Eat/);
    // Two lines at most, so tiles in a row keep one height.
    await expect(name).toHaveClass("line-clamp-2");
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(2 * 20 + 1);
  },
};

export const Grid: Story = {
  render: () => (
    <CategoryTileGrid
      subCategories={[
        ...catalogSubCategories.slice(0, 4),
        subCategoryFixture({ id: 90, name: "Frozen Foods", fileResponse: null }),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement);
    await expect(grid.getAllByRole("listitem")).toHaveLength(5);
    await expect(grid.getByRole("link", { name: "Rice" })).toHaveAttribute(
      "href",
      "/categories/11/products",
    );
    const frozen = grid.getByRole("link", { name: "Frozen Foods" });
    await expect(frozen).toHaveAttribute("href", "/categories/90/products");
    await expect(within(frozen).getByTestId("category-tile-placeholder")).toBeVisible();
  },
};

export const GridLoading: Story = {
  render: () => <CategoryTileGridSkeleton count={8} />,
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId("category-grid-skeleton");
    await expect(skeleton.children).toHaveLength(8);
    // Each placeholder is as wide as a tile of the grid, not squeezed into one tile's width.
    for (const placeholder of skeleton.children) {
      await expect(placeholder.getBoundingClientRect().width).toBeGreaterThanOrEqual(96);
    }
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};

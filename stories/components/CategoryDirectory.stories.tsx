import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CategoryDirectory } from "@/components/CategoryDirectory/CategoryDirectory";
import { categoryDirectoryText as text } from "@/components/CategoryDirectory/CategoryDirectory.text";
import { catalogCategories, categoryFixture } from "@/mocks/fixtures";
import { snapshotAt } from "../support/chromatic";

const meta = {
  title: "Components/Commerce/CategoryDirectory",
  component: CategoryDirectory,
  args: { categories: catalogCategories },
} satisfies Meta<typeof CategoryDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    const headings = page.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      "Rice, Atta & Dals",
      "Dairy & Eggs",
      "Spices & Masalas",
      "Snacks & Sweets",
    ]);
    await expect(page.getByRole("link", { name: "Paneer & Cheese" })).toHaveAttribute(
      "href",
      "/categories/22/products",
    );
    await expect(page.getAllByRole("link")).toHaveLength(12);
  },
};

export const WithoutImages: Story = {
  args: {
    categories: [
      categoryFixture({
        id: 5,
        name: "Frozen",
        subCategories: catalogCategories[0]?.subCategories.map((sub) => ({
          ...sub,
          fileResponse: null,
        })),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 2, name: "Frozen" })).toBeVisible();
    await expect(page.getAllByTestId("category-tile-placeholder")).toHaveLength(3);
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const CategoryWithoutSubCategories: Story = {
  args: {
    categories: [
      categoryFixture({ id: 6, name: "Coming soon", subCategories: [] }),
      ...catalogCategories.slice(0, 1),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Nothing to open under it, so it is left out.
    await expect(page.queryByRole("heading", { name: "Coming soon" })).toBeNull();
    await expect(page.getByRole("heading", { level: 2, name: "Rice, Atta & Dals" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole("status")).toHaveTextContent(text.loading);
    await expect(page.getAllByTestId("category-grid-skeleton").length).toBeGreaterThan(0);
    await expect(page.queryByRole("link")).toBeNull();
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(page.queryByRole("heading", { level: 2 })).toBeNull();
    await expect(page.queryByTestId("category-directory-skeleton")).toBeNull();
  },
};

export const OnMobile: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const grids = within(canvasElement).getAllByRole("list");
    await expect(grids).toHaveLength(4);
    const firstGrid = grids[0] as HTMLElement;
    await expect(getComputedStyle(firstGrid).gridTemplateColumns.split(" ")).toHaveLength(3);
  },
};

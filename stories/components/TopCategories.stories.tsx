import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sectionHeaderText } from "@/components/SectionHeader/SectionHeader.text";
import { TOP_CATEGORIES_LIMIT, TopCategories } from "@/components/TopCategories/TopCategories";
import { topCategoriesText as text } from "@/components/TopCategories/TopCategories.text";
import { subCategoryFixture } from "@/mocks/fixtures";
import { snapshotAt } from "../support/chromatic";

/** 25 sub-categories, the last five without a picture: more than the page shows. */
const twentyFive = Array.from({ length: 25 }, (_, index) =>
  subCategoryFixture({
    id: 200 + index,
    name: `Category ${index + 1}`,
    ...(index >= 20 ? { fileResponse: null } : {}),
  }),
);

const meta = {
  title: "Components/Commerce/TopCategories",
  component: TopCategories,
  args: { subCategories: twentyFive },
} satisfies Meta<typeof TopCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CappedAtTwenty: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: text.title });
    await expect(within(section).getByRole("heading", { name: text.title })).toBeVisible();
    await expect(
      within(section).getByRole("link", { name: sectionHeaderText.seeAllLabel(text.title) }),
    ).toHaveAttribute("href", "/categories");

    const tiles = within(section).getAllByRole("listitem");
    await expect(tiles).toHaveLength(TOP_CATEGORIES_LIMIT);
    await expect(within(section).getByRole("link", { name: "Category 1" })).toHaveAttribute(
      "href",
      "/categories/200/products",
    );
    await expect(within(section).getByRole("link", { name: "Category 20" })).toBeVisible();
    await expect(within(section).queryByRole("link", { name: "Category 21" })).toBeNull();
  },
};

export const WithAndWithoutImages: Story = {
  args: { subCategories: twentyFive.slice(18, 23) },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getAllByRole("listitem")).toHaveLength(5);
    const pictured = section.getByRole("link", { name: "Category 19" });
    await expect(pictured.querySelector("img")).not.toBeNull();
    const unpictured = section.getByRole("link", { name: "Category 21" });
    await expect(unpictured.querySelector("img")).toBeNull();
    await expect(within(unpictured).getByTestId("category-tile-placeholder")).toBeVisible();
  },
};

export const OnMobile: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list");
    // Three tiles to a row on a small phone.
    await expect(getComputedStyle(list).gridTemplateColumns.split(" ")).toHaveLength(3);
    await expect(within(list).getAllByRole("listitem")).toHaveLength(TOP_CATEGORIES_LIMIT);
  },
};

/** Without categories the section is left out, heading and all, so the picture is blank. */
export const NoCategories: Story = {
  args: { subCategories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading", { name: text.title })).toBeNull();
  },
};

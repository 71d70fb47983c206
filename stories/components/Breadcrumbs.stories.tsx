import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Breadcrumbs } from "@/components/Breadcrumbs/Breadcrumbs";
import { breadcrumbsText as text } from "@/components/Breadcrumbs/Breadcrumbs.text";
import { productBreadcrumbs } from "@/components/Breadcrumbs/productBreadcrumbs";
import { productFixture } from "@/mocks/fixtures";

const rice = productFixture({
  subCategories: [{ id: 11, name: "Rice", parentId: 1, parentName: "Rice, Atta & Dals" }],
});

const meta = {
  title: "Components/Layout/Breadcrumbs",
  component: Breadcrumbs,
  args: { items: productBreadcrumbs(rice) },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

function linksOf(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole("navigation", { name: text.label });
  return within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

export const ProductTrail: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: text.label });
    await expect(within(nav).getByRole("list").tagName).toBe("OL");
    await expect(linksOf(canvasElement)).toEqual([
      [text.home, "/"],
      ["Rice, Atta & Dals", "/categories/1/products"],
      ["Rice", "/categories/11/products"],
    ]);
    // The product's name is the page's heading; no crumb claims to be the page.
    await expect(nav.querySelector("[aria-current]")).toBeNull();
  },
};

export const WithoutParentCategory: Story = {
  args: {
    items: productBreadcrumbs(
      productFixture({
        subCategories: [{ id: 9, name: "Offers", parentId: null, parentName: null }],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(linksOf(canvasElement)).toEqual([
      [text.home, "/"],
      ["Offers", "/categories/9/products"],
    ]);
  },
};

export const WithoutCategory: Story = {
  args: { items: productBreadcrumbs(productFixture({ subCategories: [] })) },
  play: async ({ canvasElement }) => {
    await expect(linksOf(canvasElement)).toEqual([[text.home, "/"]]);
  },
};

export const EndingAtTheCurrentPage: Story = {
  args: { items: [{ label: text.home, href: "/" }, { label: "All categories" }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: text.label });
    await expect(within(nav).getByText("All categories")).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getAllByRole("link")).toHaveLength(1);
  },
};

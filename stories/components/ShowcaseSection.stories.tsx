import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { productCardText } from "@/components/ProductCard/ProductCard.text";
import { sectionHeaderText } from "@/components/SectionHeader/SectionHeader.text";
import {
  ShowcaseSection,
  ShowcaseSectionSkeleton,
} from "@/components/ShowcaseSection/ShowcaseSection";
import { catalogProducts, productsInCategory } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const dairy = productsInCategory(catalogProducts, 2);
const firstInStock = dairy.find((product) => product.inStock === "IN_STOCK") ?? dairy[0];
const onQuantityChange = fn();
const onNotify = fn();

const cards = dairy.map((product) => (
  <ProductCard
    key={product.id}
    product={product}
    href={`/products/${product.id}/detail`}
    onQuantityChange={onQuantityChange}
    onNotify={onNotify}
  />
));

const meta = {
  title: "Components/Commerce/ShowcaseSection",
  component: ShowcaseSection,
  args: { id: 2, name: "Dairy & Eggs", children: cards },
  beforeEach: () => {
    onQuantityChange.mockClear();
    onNotify.mockClear();
  },
} satisfies Meta<typeof ShowcaseSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProducts: Story = {
  parameters: { chromatic: snapshotAt("desktop") },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 2, name: "Dairy & Eggs" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: sectionHeaderText.seeAllLabel("Dairy & Eggs") }),
    ).toHaveAttribute("href", "/categories/2/products");

    const carousel = page.getByRole("region", { name: "Dairy & Eggs" });
    await expect(within(carousel).getAllByRole("article")).toHaveLength(dairy.length);

    if (!firstInStock) throw new Error("The mock dairy category has no products");
    const card = within(carousel).getByRole("article", { name: firstInStock.name });
    await userEvent.click(within(card).getByRole("button", { name: productCardText.addItem }));
    await expect(onQuantityChange).toHaveBeenCalledWith(firstInStock, 1);
  },
};

export const FivePerViewOnDesktop: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: { ...snapshotAt("desktop"), ...behaviourOnly } },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: "Dairy & Eggs" });
    const slides = within(carousel).getAllByRole("listitem");
    const viewport = carousel.firstElementChild as HTMLElement;
    const slideWidth = slides[0]?.getBoundingClientRect().width ?? 0;
    await expect(Math.round(viewport.getBoundingClientRect().width / slideWidth)).toBe(5);
  },
};

export const TwoPerViewOnMobile: Story = {
  parameters: { chromatic: snapshotAt("mobile2") },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByRole("region", { name: "Dairy & Eggs" });
    const slides = within(carousel).getAllByRole("listitem");
    const viewport = carousel.firstElementChild as HTMLElement;
    const slideWidth = slides[0]?.getBoundingClientRect().width ?? 0;
    await expect(Math.round(viewport.getBoundingClientRect().width / slideWidth)).toBe(2);
    await expect(
      await within(carousel).findByRole("button", { name: "Next Dairy & Eggs products" }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <ShowcaseSectionSkeleton />,
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId("showcase-skeleton");
    await expect(skeleton).toBeVisible();
    await expect(within(canvasElement).queryByRole("article")).toBeNull();
    // Loading: its boxes pulse.
    for (const box of within(skeleton).getByTestId("card-row-placeholder").children) {
      await expect(getComputedStyle(box.firstElementChild ?? box).animationName).toBe("pulse");
    }
  },
};

/**
 * Far down a long page its cards wait until it nears the screen. The boxes standing for them stay
 * still: nothing is loading, and an animation would take the main thread every frame while the
 * page starts, off screen as it is.
 */
export const CardsDeferredBelowTheScreen: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { deferCards: true },
  render: (args) => (
    <div>
      <div style={{ height: 2400 }} />
      <ShowcaseSection {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = page.getByTestId("card-row-placeholder");
    await expect(page.queryByRole("article")).toBeNull();
    for (const box of row.children) {
      await expect(getComputedStyle(box.firstElementChild ?? box).animationName).toBe("none");
    }

    row.scrollIntoView({ block: "center" });
    const carousel = page.getByRole("region", { name: "Dairy & Eggs" });
    await waitFor(() =>
      expect(within(carousel).getAllByRole("article")).toHaveLength(dairy.length),
    );
    await expect(page.queryByTestId("card-row-placeholder")).toBeNull();
  },
};

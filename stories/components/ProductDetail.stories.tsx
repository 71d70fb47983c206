import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ProductCardContainer } from "@/routes/shared/ProductCardContainer";
import { productCartControlText as cartText } from "@/components/ProductCartControl/ProductCartControl.text";
import { ProductDetail } from "@/components/ProductDetail/ProductDetail";
import { productDetailText as text } from "@/components/ProductDetail/ProductDetail.text";
import { ProductDetailSimilarProducts } from "@/components/ProductDetail/ProductDetailSimilarProducts";
import { ProductDetailSkeleton } from "@/components/ProductDetail/ProductDetailSkeleton";
import { productMarksText as marksText } from "@/components/ProductMarks/ProductMarks.text";
import { catalogProducts, productFixture } from "@/mocks/fixtures";

const product = productFixture({
  id: 102,
  name: "Sona Masoori Rice 10 lb",
  weight: "10 lb",
  rating: 4.4,
  price: 12.49,
  originalPrice: 12.49,
  discountValue: 0,
  badge: null,
  inStock: "IN_STOCK",
  qtyInCart: 0,
  cartItemId: null,
});

const meta = {
  title: "Components/Commerce/ProductDetail",
  component: ProductDetail,
  args: { product, onQuantityChange: fn(), onNotify: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole("img", { name: text.rated(4.4) })).toBeVisible();
    await expect(text.rated(4.4)).toBe("Rated 4.4 out of 5");
    await expect(page.getByText("10 lb")).toBeVisible();
    await expect(page.getByText("$12.49")).toBeVisible();
    await expect(page.queryByText(/% OFF/)).toBeNull();
    await expect(canvasElement.querySelector("s")).toBeNull();
    await expect(page.getByText(text.inclusiveOfTaxes)).toBeVisible();

    const add = page.getByRole("button", { name: cartText.addItem });
    await expect(add).toHaveAccessibleDescription(product.name);
    await userEvent.click(add);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(args.product, 1);
  },
};

export const DiscountedWithBadge: Story = {
  args: {
    product: {
      ...product,
      price: 10.62,
      formattedPrice: "$10.62",
      discountValue: 15,
      badge: { name: "Best Seller", color: "#15803d" },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText("15% OFF")).toBeVisible();
    await expect(page.getByText("$10.62")).toBeVisible();
    await expect(page.getByText("$12.49").closest("s")).not.toBeNull();
    const badge = page.getByText("Best Seller");
    await expect(badge).toHaveStyle({
      backgroundColor: "rgb(21, 128, 61)",
      color: "rgb(255, 255, 255)",
    });
  },
};

export const LightBadge: Story = {
  args: { product: { ...product, badge: { name: "Fresh", color: "#fde68a" } } },
  play: async ({ canvasElement }) => {
    // A pale badge gets dark text, so it stays readable.
    await expect(within(canvasElement).getByText("Fresh")).toHaveStyle({
      color: "rgb(17, 24, 39)",
    });
  },
};

export const InCart: Story = {
  args: { product: { ...product, qtyInCart: 2, cartItemId: 4 } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole("group", { name: `Quantity of ${product.name}` }),
    ).toHaveTextContent("2");
    await userEvent.click(page.getByRole("button", { name: `Add one more ${product.name}` }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(args.product, 3);
  },
};

export const ComingSoon: Story = {
  args: { product: { ...product, inStock: "COMING_SOON", rating: 0 } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText(cartText.comingSoon)).toBeVisible();
    await expect(page.getByText("$12.49")).toBeVisible();
    await expect(page.queryByText(text.inclusiveOfTaxes)).toBeNull();
    await expect(page.queryByRole("button", { name: cartText.addItem })).toBeNull();
    await userEvent.click(page.getByRole("button", { name: cartText.notify }));
    await expect(args.onNotify).toHaveBeenCalledWith(args.product);
  },
};

export const OutOfStock: Story = {
  args: { product: { ...product, inStock: "OUT_OF_STOCK", qtyInCart: 1, cartItemId: 4 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(cartText.outOfStock)).toBeVisible();
    await expect(page.queryByText(text.inclusiveOfTaxes)).toBeNull();
    await expect(page.queryByRole("group")).toBeNull();
    await expect(page.getByRole("button", { name: cartText.notify })).toBeEnabled();
  },
};

export const UnknownStockValue: Story = {
  args: { product: { ...product, inStock: "DISCONTINUED" as typeof product.inStock } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(cartText.outOfStock)).toBeVisible();
    await expect(page.queryByText(text.inclusiveOfTaxes)).toBeNull();
  },
};

export const NotRated: Story = {
  args: { product: { ...product, rating: 0 } },
  play: async ({ canvasElement }) => {
    // The contract's 0 means nobody has rated it yet: no stars rather than five empty ones.
    await expect(within(canvasElement).queryByRole("img", { name: /^Rated/ })).toBeNull();
    await expect(within(canvasElement).queryByTestId("rating-fill")).toBeNull();
  },
};

export const PartialStars: Story = {
  args: { product: { ...product, rating: 3.5 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("img", { name: "Rated 3.5 out of 5" })).toBeVisible();
    await expect(page.getByTestId("rating-fill").style.width).toBe("70%");
  },
};

export const Saving: Story = {
  args: { product: { ...product, qtyInCart: 1, cartItemId: 4 }, busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: `Remove ${product.name} from cart` }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  render: () => <ProductDetailSkeleton />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.loading })).toBeInTheDocument();
    await expect(page.getByTestId("product-detail-skeleton")).toHaveAttribute("aria-busy", "true");
  },
};

export const SimilarProducts: Story = {
  globals: { session: "customer" },
  render: () => (
    <ProductDetailSimilarProducts seeAllHref="/categories/11/products">
      {catalogProducts.slice(0, 6).map((similar) => (
        <ProductCardContainer key={similar.id} product={similar} />
      ))}
    </ProductDetailSimilarProducts>
  ),
  decorators: [
    (Story) => (
      <div className="w-[64rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const section = page.getByRole("region", { name: text.similarProducts });
    await expect(
      page.getByRole("link", { name: `See All ${text.similarProducts}` }),
    ).toHaveAttribute("href", "/categories/11/products");
    // Drawn as the section nears the screen (a placeholder row until then).
    await expect(await within(section).findAllByRole("article")).toHaveLength(6);
    await expect(page.getByRole("heading", { level: 2, name: text.similarProducts })).toBeVisible();
  },
};

/** docs/catalogue-marks.md: on the product page the symbol has its word, and allergens show. */
export const MarksAndAllergens: Story = {
  args: {
    product: {
      ...product,
      marks: ["VEGETARIAN", "HALAL", "CONTAINS_NUTS", "CONTAINS_DAIRY", "CONTAINS_GLUTEN"],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const marks = page.getByRole("list", { name: marksText.label });
    await expect(within(marks).getByText(marksText.marks.VEGETARIAN)).toBeVisible();
    await expect(within(marks).getByText(marksText.marks.HALAL)).toBeVisible();
    const allergens = page.getByRole("list", { name: marksText.allergens });
    for (const allergen of ["CONTAINS_NUTS", "CONTAINS_DAIRY", "CONTAINS_GLUTEN"] as const) {
      await expect(within(allergens).getByText(marksText.marks[allergen])).toBeVisible();
    }
    await expect(page.getByText(product.formattedUnitPrice ?? "")).toBeVisible();
  },
};

export const NonVegetarian: Story = {
  args: { product: { ...product, marks: ["NON_VEGETARIAN", "HALAL"], formattedUnitPrice: null } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(marksText.marks.NON_VEGETARIAN)).toBeVisible();
    await expect(page.queryByText(marksText.marks.VEGETARIAN)).toBeNull();
    await expect(page.queryByText(text.unitPrice)).toBeNull();
  },
};

export const WaitingForRestock: Story = {
  args: {
    product: { ...product, inStock: "OUT_OF_STOCK", restockRequested: true },
    onStopNotifying: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText(cartText.notifying)).toBeVisible();
    const stop = page.getByRole("button", { name: cartText.stopNotifying });
    await expect(stop).toHaveAccessibleDescription(product.name);
    await userEvent.click(stop);
    await expect(args.onStopNotifying).toHaveBeenCalledWith(args.product);
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { productCardText as text } from "@/components/ProductCard/ProductCard.text";
import { productMarksText as marksText } from "@/components/ProductMarks/ProductMarks.text";
import { productFixture } from "@/mocks/fixtures";
import { cardWidth } from "../support/frames";
import { behaviourOnly } from "../support/chromatic";
import { docsInFrames } from "../support/docsFrames";

const product = productFixture({
  id: 101,
  name: "Basmati Rice Extra Long Grain",
  weight: "5 kg",
  price: 12.99,
  originalPrice: 12.99,
  formattedPrice: "$12.99",
  formattedOriginalPrice: "$12.99",
  discountValue: 0,
  badge: null,
  inStock: "IN_STOCK",
  qtyInCart: 0,
  cartItemId: null,
});

const meta = {
  title: "Components/Commerce/ProductCard",
  component: ProductCard,
  args: {
    product,
    href: "/products/101/detail",
    onQuantityChange: fn(),
    onNotify: fn(),
  },
  decorators: [cardWidth],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("heading", { name: product.name })).toBeVisible();
    await expect(card.getByText("$12.99")).toBeVisible();
    await expect(card.queryByText(text.outOfStock)).toBeNull();
    await expect(card.queryByText(text.comingSoon)).toBeNull();

    await userEvent.click(card.getByRole("button", { name: text.addItem }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(args.product, 1);
    await expect(args.onNotify).not.toHaveBeenCalled();
  },
};

/** docs/languages.md: the same card in Urdu, right to left; the price stays left to right. */
export const InUrdu: Story = { ...InStock, parameters: { locale: "ur", docs: docsInFrames } };

/** docs/languages.md: the same card in Hindi. */
export const InHindi: Story = { ...InStock, parameters: { locale: "hi", docs: docsInFrames } };

export const Discounted: Story = {
  args: {
    product: {
      ...product,
      price: 9.74,
      formattedPrice: "$9.74",
      discountValue: 25,
      badge: { name: "Best Seller", color: "#fde68a" },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText("25% OFF")).toBeVisible();
    await expect(card.getByText("Best Seller")).toHaveStyle({
      backgroundColor: "rgb(253, 230, 138)",
    });
    await expect(card.getByText("$9.74")).toBeVisible();
    await expect(card.getByText("$12.99").closest("s")).not.toBeNull();
  },
};

export const DarkBadge: Story = {
  args: { product: { ...product, badge: { name: "Organic", color: "#14532d" } } },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Organic");
    await expect(badge).toHaveStyle({ color: "rgb(255, 255, 255)" });
    await expect(within(canvasElement).queryByText(/% OFF/)).toBeNull();
  },
};

export const InCart: Story = {
  args: { product: { ...product, qtyInCart: 3, cartItemId: 9 } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.queryByRole("button", { name: text.addItem })).toBeNull();
    await expect(
      card.getByRole("group", { name: `Quantity of ${product.name}` }),
    ).toHaveTextContent("3");

    await userEvent.click(card.getByRole("button", { name: `Add one more ${product.name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(args.product, 4);
    await userEvent.click(card.getByRole("button", { name: `Remove one ${product.name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(args.product, 2);
  },
};

export const InCartOnce: Story = {
  args: { product: { ...product, qtyInCart: 1, cartItemId: 9 } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.queryByRole("button", { name: `Remove one ${product.name}` })).toBeNull();
    await userEvent.click(card.getByRole("button", { name: `Remove ${product.name} from cart` }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(args.product, 0);
  },
};

export const SavingChange: Story = {
  args: { product: { ...product, qtyInCart: 2, cartItemId: 9 }, busy: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("button", { name: `Add one more ${product.name}` })).toBeDisabled();
    await expect(card.getByRole("group", { name: `Quantity of ${product.name}` })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const ComingSoon: Story = {
  args: { product: { ...product, inStock: "COMING_SOON" } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText(text.comingSoon)).toBeVisible();
    await expect(card.queryByText(text.outOfStock)).toBeNull();
    await expect(card.queryByText("$12.99")).toBeNull();
    await expect(card.queryByRole("button", { name: text.addItem })).toBeNull();

    await userEvent.click(card.getByRole("button", { name: text.notify }));
    await expect(args.onNotify).toHaveBeenCalledWith(args.product);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const OutOfStock: Story = {
  args: { product: { ...product, inStock: "OUT_OF_STOCK", qtyInCart: 2, cartItemId: 9 } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText(text.outOfStock)).toBeVisible();
    await expect(card.queryByText(text.comingSoon)).toBeNull();
    // Quantities only change for products in stock, even when the cart still holds some.
    await expect(card.queryByRole("group")).toBeNull();

    await userEvent.click(card.getByRole("button", { name: text.notify }));
    await expect(args.onNotify).toHaveBeenCalledWith(args.product);
  },
};

export const UnknownStockStatus: Story = {
  // The contract names three states, but the spec treats any other value as out of stock.
  args: { product: { ...product, inStock: "DISCONTINUED" as typeof product.inStock } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.outOfStock)).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { product: { ...product, fileResponse: null } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    // The image link repeats the name link, so it is hidden from screen readers on purpose.
    await expect(
      card.getByRole("img", { hidden: true, name: `No image of ${product.name}` }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: {
    product: { ...product, fileResponse: { fullUrl: "data:image/png;base64,bm90LWFuLWltYWdl" } },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      await card.findByRole("img", { hidden: true, name: `No image of ${product.name}` }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const LinksToDetail: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: product.name });
    await expect(link).toHaveAttribute("href", args.href);
  },
};

/** docs/catalogue-marks.md: the veg symbol (named for screen readers), claims and the unit price. */
export const MarksAndUnitPrice: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("img", { name: marksText.marks.VEGETARIAN })).toBeVisible();
    await expect(card.getByText(/^Halal · Vegan · Jain · Gluten-free$/)).toBeVisible();
    await expect(card.getByText(product.formattedUnitPrice ?? "")).toBeVisible();
    await expect(card.getByText(text.unitPrice)).toHaveClass("sr-only");
  },
};

export const NonVegetarian: Story = {
  args: {
    product: {
      ...product,
      name: "Brown Eggs 12 ct",
      weight: "12 ct",
      price: 4.99,
      formattedPrice: "$4.99",
      originalPrice: 4.99,
      formattedOriginalPrice: "$4.99",
      marks: ["NON_VEGETARIAN", "HALAL", "GLUTEN_FREE"],
      formattedUnitPrice: "$0.42/ct",
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("img", { name: marksText.marks.NON_VEGETARIAN })).toBeVisible();
    await expect(card.queryByRole("img", { name: marksText.marks.VEGETARIAN })).toBeNull();
    await expect(card.getByText("$0.42/ct")).toBeVisible();
  },
};

/** A pack with no size to compare by and no marks (non-food): neither line is drawn. */
export const WithoutMarksOrUnitPrice: Story = {
  args: { product: { ...product, marks: [], formattedUnitPrice: null } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.queryByRole("img", { name: marksText.marks.VEGETARIAN })).toBeNull();
    await expect(card.queryByText(marksText.marks.HALAL, { exact: false })).toBeNull();
    await expect(card.queryByText(text.unitPrice)).toBeNull();
  },
};

/** The shopper asked to be told: the card says so and offers the one-click undo. */
export const WaitingForRestock: Story = {
  args: {
    product: { ...product, inStock: "OUT_OF_STOCK", restockRequested: true },
    onStopNotifying: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText(text.notifying)).toBeVisible();
    await expect(card.queryByRole("button", { name: text.notify })).toBeNull();
    await userEvent.click(card.getByRole("button", { name: text.stopNotifying }));
    await expect(args.onStopNotifying).toHaveBeenCalledWith(args.product);
    await expect(args.onNotify).not.toHaveBeenCalled();
  },
};

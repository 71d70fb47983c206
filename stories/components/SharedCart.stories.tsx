import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SharedCart } from "@/components/SharedCart/SharedCart";
import { sharedCartText as text } from "@/components/SharedCart/SharedCart.text";
import { productCardText } from "@/components/ProductCard/ProductCard.text";
import { cartShareFixture, outOfStockCartShareFixture } from "@/mocks/fixtures";
import { shownCents } from "../support/summary";

/**
 * The seeded share: Basmati Rice ×2 (15% off), Fresh Paneer, Cumin Seeds ×3, then Brown Eggs
 * (out of stock) and Besan Gram Flour (coming soon).
 */
const share = cartShareFixture();
const allInStock = cartShareFixture({
  items: [
    { productId: 101, qty: 2 },
    { productId: 108, qty: 1 },
  ],
});

const meta = {
  title: "Components/Commerce/SharedCart",
  component: SharedCart,
  args: {
    state: { status: "loaded", share },
    canAdd: true,
    adding: false,
    added: null,
    onAddAll: fn(),
    onOpenCart: fn(),
    homeHref: "/",
  },
} satisfies Meta<typeof SharedCart>;

export default meta;
type Story = StoryObj<typeof meta>;

const addAllButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", {
    name: new RegExp(`^(${text.addAll}|${text.adding})`),
  });

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByText(text.intro(5))).toBeVisible();

    const list = page.getByRole("list", { name: text.listLabel });
    await expect(within(list).getAllByRole("article")).toHaveLength(5);

    const rice = within(page.getByRole("article", { name: "Basmati Rice 5 kg" }));
    await expect(rice.getByRole("link", { name: "Basmati Rice 5 kg" })).toHaveAttribute(
      "href",
      "/products/101/detail",
    );
    // The photo links to the product too, hidden from screen readers beside the name's link.
    await expect(
      rice.getByRole("img", { name: productCardText.imageAlt("Basmati Rice 5 kg"), hidden: true }),
    ).toBeVisible();
    await expect(rice.getByText(/Qty: 2/)).toBeVisible();
    await expect(rice.getByText(/\$15\.29 each/)).toBeVisible();
    await expect(rice.getByText("$17.99").closest("s")).not.toBeNull();
    await expect(rice.getByText("$30.58")).toBeVisible();
    await expect(rice.queryByText(text.outOfStock)).toBeNull();

    const eggs = within(page.getByRole("article", { name: "Brown Eggs 12 ct" }));
    await expect(eggs.getByText(text.outOfStock)).toBeVisible();
    const besan = within(page.getByRole("article", { name: "Besan Gram Flour 2 lb" }));
    await expect(besan.getByText(text.comingSoon)).toBeVisible();

    // The sub-total counts only what 'Add all to cart' adds: rice, paneer and cumin.
    await expect(page.getByText(share.formattedSubTotal)).toBeVisible();
    await expect(share.formattedSubTotal).toBe("$46.54");
    const addable = share.items.filter((item) => item.inStock === "IN_STOCK");
    await expect(addable.map((item) => item.name)).toHaveLength(3);
    await expect(shownCents(share.formattedSubTotal)).toBe(
      addable.reduce((sum, item) => sum + shownCents(item.formattedTotal), 0),
    );
    const button = addAllButton(canvasElement);
    await expect(button).toBeEnabled();
    await expect(button).toHaveAccessibleDescription(text.someUnavailable);
    await userEvent.click(button);
    await expect(args.onAddAll).toHaveBeenCalledOnce();
    await expect(page.getByRole("status")).toBeEmptyDOMElement();
  },
};

export const EverythingInStock: Story = {
  args: { state: { status: "loaded", share: allInStock } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(text.intro(2))).toBeVisible();
    await expect(
      page.getByRole("img", {
        name: productCardText.placeholderLabel("Plain Dahi 2 lb"),
        hidden: true,
      }),
    ).toBeVisible();
    await expect(addAllButton(canvasElement)).not.toHaveAccessibleDescription();
    await expect(page.queryByText(text.someUnavailable)).toBeNull();
  },
};

export const WithoutASession: Story = {
  args: { canAdd: false },
  play: async ({ canvasElement, args }) => {
    const button = addAllButton(canvasElement);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(text.needsSession);
    await expect(within(canvasElement).getByText(text.needsSession)).toBeVisible();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAddAll).not.toHaveBeenCalled();
  },
};

export const NothingInStock: Story = {
  args: { state: { status: "loaded", share: outOfStockCartShareFixture() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByText(text.outOfStock)).toHaveLength(2);
    await expect(page.getByText(text.comingSoon)).toBeVisible();
    await expect(page.getByText("$0.00")).toBeVisible();
    const button = addAllButton(canvasElement);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(text.noneInStock);
  },
};

export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement }) => {
    const button = addAllButton(canvasElement);
    await expect(button).toHaveTextContent(text.adding);
    await expect(button).toBeDisabled();
  },
};

export const Added: Story = {
  args: { added: { addedCount: 3, skippedCount: 2 } },
  play: async ({ canvasElement, args }) => {
    const status = within(within(canvasElement).getByRole("status"));
    await expect(status.getByText(text.added(3))).toBeVisible();
    await expect(status.getByText(text.skipped(2))).toBeVisible();
    await expect(text.added(3)).toBe("Added 3 items to your cart");
    await userEvent.click(status.getByRole("button", { name: text.openCart }));
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
    // Adding again stays possible: quantities add up to each product's maximum.
    await expect(addAllButton(canvasElement)).toBeEnabled();
  },
};

export const AddedEverything: Story = {
  args: {
    state: { status: "loaded", share: allInStock },
    added: { addedCount: 1, skippedCount: 0 },
  },
  play: async ({ canvasElement }) => {
    const status = within(within(canvasElement).getByRole("status"));
    await expect(status.getByText("Added 1 item to your cart")).toBeVisible();
    await expect(status.queryByText(/skipped/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole("status")).toHaveTextContent(text.loading);
    await expect(page.queryByRole("button")).toBeNull();
  },
};

export const NotFoundOrExpired: Story = {
  args: { state: { status: "not-found" } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { level: 1, name: text.notFoundTitle })).toBeVisible();
    await expect(page.getByText(text.notFoundDescription)).toBeVisible();
    await expect(page.getByRole("link", { name: text.home })).toHaveAttribute("href", "/");
    await expect(page.queryByRole("button", { name: text.addAll })).toBeNull();
  },
};

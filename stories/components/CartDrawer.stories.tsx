import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { CartItem, Product } from "@/api/types";
import { CartDrawer, type CartDrawerProps } from "@/components/CartDrawer/CartDrawer";
import { cartDrawerText as text } from "@/components/CartDrawer/CartDrawer.text";
import { freeDeliveryMeterText as meterText } from "@/components/FreeDeliveryMeter/FreeDeliveryMeter.text";
import { productCardText } from "@/components/ProductCard/ProductCard.text";
import { shareButtonText } from "@/components/ShareButton/ShareButton.text";
import {
  cartFixture,
  cartItemFixture,
  COUPON_RULES,
  emptyCartFixture,
  findCatalogProduct,
  nextCouponUnlockMessage,
  subtotalCentsOf,
} from "@/mocks/fixtures";
import { ifUnavailablePickerText as pickerText } from "@/components/IfUnavailablePicker/IfUnavailablePicker.text";
import { behaviourOnly } from "../support/chromatic";
import { renderStoryPicker, withIfUnavailable } from "../support/ifUnavailable";
import { overlayParameters } from "../support/docsFrames";
import { shownCents } from "../support/summary";

function catalogProduct(id: number): Product {
  const product = findCatalogProduct(id);
  if (!product) throw new Error(`The mock catalogue has no product ${id}`);
  return product;
}

function lineOf(id: number, qty: number, lineId = 1000 + id): CartItem {
  return cartItemFixture({
    id: lineId,
    product: { ...catalogProduct(id), qtyInCart: qty, cartItemId: lineId },
    qty,
  });
}

function savedOf(id: number): CartItem {
  return cartItemFixture({ id: 3000 + id, product: catalogProduct(id), qty: 1 });
}

// Basmati Rice is 15% off (struck-through total); Whole Milk is full price.
const basmati = lineOf(101, 2);
const milk = lineOf(107, 1);
const paneer = lineOf(109, 3);
const masoorDal = lineOf(106, 2); // OUT_OF_STOCK
const ghee = savedOf(111);
const eggs = savedOf(112); // OUT_OF_STOCK

const meta = {
  title: "Components/Overlays/CartDrawer",
  component: CartDrawer,
  parameters: { ...overlayParameters, layout: "fullscreen" },
  args: {
    open: true,
    onOpenChange: fn(),
    cart: cartFixture({ cartItems: [basmati] }),
    savedItems: [],
    canCheckout: false,
    onQuantityChange: fn(),
    onRemove: fn(),
    onSaveForLater: fn(),
    onMoveToCart: fn(),
    onRemoveSaved: fn(),
    onLogin: fn(),
    onShare: fn(),
  },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer renders in a portal, outside the story's canvas. */
async function drawerOf(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: text.title }),
  );
}

function lineIn(drawer: ReturnType<typeof within>, name: string) {
  return within(drawer.getByRole("article", { name }));
}

export const Loading: Story = {
  args: { cart: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByRole("status")).toHaveTextContent(text.loading);
    await expect(drawer.queryByText(text.empty)).toBeNull();
    await expect(drawer.queryByRole("button", { name: text.loginToProceed })).toBeNull();
  },
};

export const Empty: Story = {
  args: { cart: emptyCartFixture() },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByText(text.empty)).toBeVisible();
    // Nothing to share, sum up or check out.
    await expect(
      drawer.queryByRole("button", { name: shareButtonText.shareItem("cart") }),
    ).toBeNull();
    await expect(drawer.queryByText(text.subTotal)).toBeNull();
    await expect(drawer.queryByText(text.cancellationPolicy)).toBeNull();
  },
};

export const OneLine: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByRole("heading", { name: "My Cart (1 Item)" })).toBeVisible();

    const line = lineIn(drawer, basmati.product.name);
    const name = line.getByRole("link", { name: basmati.product.name });
    await expect(name).toHaveAttribute("href", "/products/101/detail");
    // The image repeats the name's link for pointers only, hidden from screen readers.
    const article = drawer.getByRole("article", { name: basmati.product.name });
    await expect(article.querySelector("img")).toHaveAttribute("alt", basmati.product.name);
    await expect(line.getByText(basmati.product.weight)).toBeVisible();
    await expect(
      line.getByRole("group", { name: `Quantity of ${basmati.product.name}` }),
    ).toHaveTextContent("2");

    // Opening product detail closes the drawer.
    await userEvent.click(name);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SeveralLines: Story = {
  args: { cart: cartFixture({ cartItems: [basmati, milk, paneer] }) },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByRole("heading", { name: "My Cart (3 Items)" })).toBeVisible();
    const list = drawer.getByRole("heading", { name: "My Cart (3 Items)" }).closest("section");
    if (!list) throw new Error("The lines have no section");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);

    await expect(drawer.getByText(text.cancellationPolicy)).toBeVisible();
    await expect(drawer.getByText(text.subTotal)).toBeVisible();
    await expect(drawer.getByText(args.cart?.formattedSubTotal ?? "")).toBeVisible();
    // The sub-total is the lines' totals added up, as the server adds them (shared/pricing).
    const lineTotals = (args.cart?.cartItems ?? []).map((item) => shownCents(item.formattedTotal));
    await expect(shownCents(args.cart?.formattedSubTotal ?? "")).toBe(
      lineTotals.reduce((sum, cents) => sum + cents, 0),
    );

    const line = lineIn(drawer, paneer.product.name);
    await userEvent.click(
      line.getByRole("button", { name: `Add one more ${paneer.product.name}` }),
    );
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(paneer, 4);
    await userEvent.click(line.getByRole("button", { name: `Remove one ${paneer.product.name}` }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(paneer, 2);

    await userEvent.click(line.getByRole("button", { name: text.removeLine(paneer.product.name) }));
    await expect(args.onRemove).toHaveBeenCalledWith(paneer);
    await userEvent.click(line.getByRole("button", { name: text.saveForLater }));
    await expect(args.onSaveForLater).toHaveBeenCalledWith(paneer);
  },
};

/** Each in-stock line says what happens when it runs short; an out-of-stock line does not. */
export const IfUnavailableChoices: Story = {
  args: {
    cart: cartFixture({
      cartItems: [
        withIfUnavailable(basmati, "SPECIFIC_ITEM"),
        withIfUnavailable(milk, "BEST_MATCH"),
        withIfUnavailable(paneer, "REFUND"),
        withIfUnavailable(masoorDal, "BEST_MATCH"),
      ],
    }),
    renderIfUnavailable: renderStoryPicker(),
  },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const choiceOf = (name: string) =>
      lineIn(drawer, name).getByRole("button", {
        name: new RegExp(`^${pickerText.summaryLabel}:`),
      });
    await expect(choiceOf(basmati.product.name)).toHaveAccessibleName(
      `${pickerText.summaryLabel}: ${pickerText.replaceWith("Sona Masoori Rice 10 lb")}`,
    );
    await expect(choiceOf(milk.product.name)).toHaveAccessibleName(
      `${pickerText.summaryLabel}: ${pickerText.choices.BEST_MATCH.label}`,
    );
    await expect(choiceOf(paneer.product.name)).toHaveAccessibleName(
      `${pickerText.summaryLabel}: ${pickerText.refundSummary}`,
    );
    await expect(
      lineIn(drawer, masoorDal.product.name).queryByRole("button", {
        name: new RegExp(`^${pickerText.summaryLabel}:`),
      }),
    ).toBeNull();
  },
};

export const OutOfStockLine: Story = {
  args: { cart: cartFixture({ cartItems: [masoorDal, milk] }) },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    const line = lineIn(drawer, masoorDal.product.name);
    // docs/product.md § States and transitions: only an IN_STOCK line's quantity can change.
    await expect(line.queryByRole("group")).toBeNull();
    await expect(line.queryByRole("button", { name: /one more/ })).toBeNull();
    await expect(line.getByText(text.outOfStock)).toBeVisible();
    await expect(line.getByText(text.quantity(2))).toBeVisible();

    await userEvent.click(
      line.getByRole("button", { name: text.removeLine(masoorDal.product.name) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(masoorDal);
  },
};

export const LastOneIsATrashIcon: Story = {
  args: { cart: cartFixture({ cartItems: [milk] }) },
  play: async ({ canvasElement, args }) => {
    const line = lineIn(await drawerOf(canvasElement), milk.product.name);
    await expect(
      line.queryByRole("button", { name: `Remove one ${milk.product.name}` }),
    ).toBeNull();
    await userEvent.click(
      line.getByRole("button", { name: `Remove ${milk.product.name} from cart` }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(milk, 0);
  },
};

export const StruckThroughOriginalTotal: Story = {
  args: { cart: cartFixture({ cartItems: [basmati, milk] }) },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const discounted = lineIn(drawer, basmati.product.name);
    await expect(basmati.formattedOriginalTotal).not.toBe(basmati.formattedTotal);
    await expect(discounted.getByText(basmati.formattedTotal)).toBeVisible();
    const struck = discounted.getByText(basmati.formattedOriginalTotal);
    await expect(struck.closest("s")).not.toBeNull();

    // The same total twice would say nothing: a full-price line shows one.
    const fullPrice = lineIn(drawer, milk.product.name);
    await expect(fullPrice.getByText(milk.formattedTotal)).toBeVisible();
    await expect(
      drawer.getByRole("article", { name: milk.product.name }).querySelector("s"),
    ).toBeNull();
  },
};

export const ImagePlaceholder: Story = {
  args: {
    cart: cartFixture({
      cartItems: [
        lineOf(108, 1), // no image
        cartItemFixture({
          id: 1999,
          qty: 1,
          product: {
            ...catalogProduct(113),
            // Not an image at all: it fails to decode without touching the network.
            fileResponse: { uuid: "broken", fullUrl: "data:image/png;base64,AAAA" },
          },
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const placeholderOf = (name: string) =>
      drawer
        .getByRole("article", { name })
        .querySelector("[data-testid=product-image-placeholder]");
    const noImage = catalogProduct(108).name;
    const broken = catalogProduct(113).name;
    await expect(placeholderOf(noImage)).toHaveAttribute(
      "aria-label",
      productCardText.placeholderLabel(noImage),
    );
    await waitFor(() => expect(placeholderOf(broken)).toBeVisible());
  },
};

export const WithSavedItems: Story = {
  args: { cart: cartFixture({ cartItems: [basmati] }), savedItems: [ghee, eggs] },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByRole("heading", { name: text.savedHeading(2) })).toBeVisible();

    const saved = lineIn(drawer, ghee.product.name);
    await userEvent.click(saved.getByRole("button", { name: text.moveToCart }));
    await expect(args.onMoveToCart).toHaveBeenCalledWith(ghee);
    await userEvent.click(saved.getByRole("button", { name: text.removeSaved(ghee.product.name) }));
    await expect(args.onRemoveSaved).toHaveBeenCalledWith(ghee);

    // The server refuses to move a product that is not in stock, so it is not offered.
    const outOfStock = lineIn(drawer, eggs.product.name);
    await expect(outOfStock.queryByRole("button", { name: text.moveToCart })).toBeNull();
    await expect(outOfStock.getByText(text.outOfStock)).toBeVisible();
  },
};

export const EmptyWithSavedItems: Story = {
  args: { cart: emptyCartFixture(), savedItems: [ghee] },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByText(text.empty)).toBeVisible();
    await expect(drawer.getByRole("heading", { name: text.savedHeading(1) })).toBeVisible();
    // A saved list alone is worth sharing.
    await userEvent.click(drawer.getByRole("button", { name: shareButtonText.shareItem("cart") }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** As the server words it: towards the coupon with the smallest minimum the cart misses. */
const upsell = nextCouponUnlockMessage(COUPON_RULES, subtotalCentsOf([milk]));

export const UpsellCouponMessage: Story = {
  args: { cart: cartFixture({ cartItems: [milk], upsellCouponMessage: upsell }) },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(upsell).toMatch(/^Add \$[\d.]+ more to unlock CHAI3 \(\$3 OFF\)\.$/);
    await expect(drawer.getByText(upsell ?? "")).toBeVisible();
  },
};

/** Three bags of basmati ($45.87): the meter shows the server's figure of what is left. */
export const FreeDeliveryClose: Story = {
  args: { cart: cartFixture({ cartItems: [lineOf(101, 3)] }) },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    const meter = args.cart?.freeDelivery;
    await expect(meter?.formattedRemaining).toBe("$4.13");
    await expect(drawer.getByText(meterText.remaining("$4.13"))).toBeVisible();
    await expect(
      drawer.getByRole("progressbar", { name: meterText.progressLabel }),
    ).toHaveAttribute("aria-valuenow", "91");
  },
};

export const FreeDeliveryUnlocked: Story = {
  args: { cart: cartFixture({ cartItems: [lineOf(101, 3), milk] }) },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByText(meterText.unlocked)).toBeVisible();
    await expect(
      drawer.getByRole("progressbar", { name: meterText.progressLabel }),
    ).toHaveAttribute("aria-valuenow", "100");
    await expect(drawer.queryByText(/for free delivery/)).toBeNull();
  },
};

export const GuestLogsInToProceed: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { canCheckout: false },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.queryByRole("link", { name: text.proceedToCheckout })).toBeNull();
    await userEvent.click(drawer.getByRole("button", { name: text.loginToProceed }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const CustomerProceedsToCheckout: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { canCheckout: true },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.queryByRole("button", { name: text.loginToProceed })).toBeNull();
    const checkout = drawer.getByRole("link", { name: text.proceedToCheckout });
    await expect(checkout).toHaveAttribute("href", "/checkout");
    await userEvent.click(checkout);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const TotalsAwaitTheServer: Story = {
  args: {
    cart: cartFixture({ cartItems: [{ ...basmati, qty: 3 }, milk] }),
    pendingProductIds: new Set([basmati.product.id]),
  },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const totalOf = (name: string) =>
      drawer.getByRole("article", { name }).querySelector("p[aria-busy]");
    // 3 of one product and 1 of another are 2 items (lines), as the header and checkout count.
    await expect(drawer.getByRole("heading", { name: "My Cart (2 Items)" })).toBeVisible();
    // The asked quantity shows; its total is the server's last answer, marked as updating.
    await expect(lineIn(drawer, basmati.product.name).getByRole("group")).toHaveTextContent("3");
    const total = totalOf(basmati.product.name);
    await expect(total).toHaveAttribute("aria-busy", "true");
    await expect(total).toHaveTextContent(basmati.formattedTotal);
    await expect(total).toHaveTextContent(text.updating);

    await expect(totalOf(milk.product.name)).toHaveAttribute("aria-busy", "false");
    const subTotal = drawer.getByText(text.subTotal).nextElementSibling;
    await expect(subTotal).toHaveAttribute("aria-busy", "true");
    await expect(subTotal).toHaveTextContent(text.updating);
  },
};

export const Share: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    const share = drawer.getByRole("button", { name: shareButtonText.shareItem("cart") });
    await expect(share).toHaveTextContent(shareButtonText.share);
    await userEvent.click(share);
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

export const ClosesWithEscape: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await drawerOf(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Moves lines like the app: the cart answers first, the saved list is read again after. */
function MovingLikeTheApp(args: CartDrawerProps) {
  const [lines, setLines] = useState(args.cart?.cartItems ?? []);
  const [saved, setSaved] = useState(args.savedItems);
  const later = (change: () => void, ms: number) => setTimeout(change, ms);
  const withoutItem = (items: readonly CartItem[], item: CartItem) =>
    items.filter((each) => each.product.id !== item.product.id);
  return (
    <CartDrawer
      {...args}
      cart={cartFixture({ cartItems: lines })}
      savedItems={saved}
      onSaveForLater={(line) => {
        args.onSaveForLater(line);
        later(() => setLines((now) => withoutItem(now, line)), 30);
        later(() => setSaved((now) => [line, ...now]), 70);
      }}
      onMoveToCart={(item) => {
        args.onMoveToCart(item);
        later(() => setLines((now) => [...now, item]), 30);
        later(() => setSaved((now) => withoutItem(now, item)), 70);
      }}
      onRemove={(line) => {
        args.onRemove(line);
        later(() => setLines((now) => withoutItem(now, line)), 30);
      }}
    />
  );
}

export const KeyboardFocusFollowsTheItem: Story = {
  tags: ["behaviour"],
  // Save for later: focus follows the line to its Move to cart; Move to cart: back to the line's
  // Save for later; a removed line hands focus to the next line's name.
  parameters: { chromatic: behaviourOnly },
  args: { cart: cartFixture({ cartItems: [basmati, milk, paneer] }), savedItems: [ghee] },
  render: (args) => <MovingLikeTheApp {...args} />,
  play: async ({ canvasElement, args }) => {
    const drawer = await drawerOf(canvasElement);
    const name = basmati.product.name;
    lineIn(drawer, name).getByRole("button", { name: text.saveForLater }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSaveForLater).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(lineIn(drawer, name).getByRole("button", { name: text.moveToCart })).toHaveFocus(),
    );

    await userEvent.keyboard("{Enter}");
    await expect(args.onMoveToCart).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(lineIn(drawer, name).getByRole("button", { name: text.saveForLater })).toHaveFocus(),
    );

    const milkName = milk.product.name;
    lineIn(drawer, milkName)
      .getByRole("button", { name: text.removeLine(milkName) })
      .focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(
        lineIn(drawer, paneer.product.name).getByRole("link", { name: paneer.product.name }),
      ).toHaveFocus(),
    );
  },
};

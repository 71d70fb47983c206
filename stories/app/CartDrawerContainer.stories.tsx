import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLocation } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CartDrawerContainer } from "@/app/cart/CartDrawerContainer";
import { useOverlays } from "@/app/overlays/overlays";
import { productMessages } from "@/app/productMessages";
import { cartDrawerText as text } from "@/components/CartDrawer/CartDrawer.text";
import { ifUnavailablePickerText as pickerText } from "@/components/IfUnavailablePicker/IfUnavailablePicker.text";
import { shareButtonText } from "@/components/ShareButton/ShareButton.text";
import { shareCartDialogText } from "@/components/ShareCartDialog/ShareCartDialog.text";
import { Button } from "@/components/ui/Button";
import { db, type CartLine } from "@/mocks/db";
import { findCatalogProduct } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { cartView } from "@/mocks/views";
import { expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";
import { inLanguage, type LanguageCheck } from "../support/languageStories";

const OPEN_CART = "Open cart";

/** What the app's overlay host does for the cart, with a trigger and what happened shown. */
function CartHost() {
  const { active, open, close } = useOverlays();
  const { pathname } = useLocation();
  return (
    <main className="flex flex-col gap-4 p-4">
      <Button className="self-start" onClick={() => open("cart")}>
        {OPEN_CART}
      </Button>
      <dl className="text-sm">
        <dt className="font-semibold">Open overlay</dt>
        <dd data-testid="overlay">{active ?? "none"}</dd>
        <dt className="font-semibold">Address</dt>
        <dd data-testid="address">{pathname}</dd>
      </dl>
      <CartDrawerContainer
        open={active === "cart"}
        onOpenChange={(isOpen) => (isOpen ? open("cart") : close())}
      />
    </main>
  );
}

const meta = {
  title: "App/CartDrawerContainer",
  component: CartHost,
  parameters: { ...pageParameters, layout: "fullscreen" },
  globals: { session: "guest" },
} satisfies Meta<typeof CartHost>;

export default meta;
type Story = StoryObj<typeof meta>;

function productName(id: number): string {
  const product = findCatalogProduct(id);
  if (!product) throw new Error(`The mock catalogue has no product ${id}`);
  return product.name;
}

const BASMATI = 101; // 15% off: its original total is struck through
const MASOOR_DAL = 106; // OUT_OF_STOCK
const MILK = 107;
const PANEER = 109;
const GHEE = 111; // saved for later in the seeded mock state

/** The mock server's cart (the preview resets it before each story). */
function seedCart(...lines: [productId: number, qty: number][]) {
  return () => {
    db.cartLines = lines.map(([productId, qty], index): CartLine => ({
      id: 1001 + index,
      productId,
      qty,
    }));
  };
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openCart(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: OPEN_CART }));
  return within(await page(canvasElement).findByRole("dialog", { name: text.title }));
}

async function expectClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
}

/** The line (or saved item) of a product, once the cart has answered. */
async function lineIn(drawer: ReturnType<typeof within>, id: number) {
  return within(await drawer.findByRole("article", { name: productName(id) }));
}

const counterOf = (id: number) => `Quantity of ${productName(id)}`;

function subTotalOf(drawer: ReturnType<typeof within>) {
  const figure = drawer.getByText(text.subTotal).nextElementSibling;
  if (!figure) throw new Error("The sub total has no figure");
  return figure;
}

export const Loading: Story = {
  parameters: { msw: scenarios.cart.loading },
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    await expect(drawer.getByRole("status")).toHaveTextContent(text.loading);
  },
};

export const Empty: Story = {
  parameters: { msw: scenarios.cart.empty },
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    await expect(await drawer.findByText(text.empty)).toBeVisible();
    await expect(
      drawer.queryByRole("button", { name: shareButtonText.shareItem("cart") }),
    ).toBeNull();
    await expect(drawer.queryByText(text.subTotal)).toBeNull();
  },
};

export const OneLine: Story = {
  beforeEach: seedCart([BASMATI, 2]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    await expect(await drawer.findByRole("heading", { name: "My Cart (1 Item)" })).toBeVisible();
    await expect(drawer.getByText(text.cancellationPolicy)).toBeVisible();
    await expect(subTotalOf(drawer)).toHaveTextContent(cartView().formattedSubTotal);

    // The name opens product detail and the drawer closes.
    await userEvent.click(
      (await lineIn(drawer, BASMATI)).getByRole("link", { name: productName(BASMATI) }),
    );
    await expectClosed(canvasElement);
    await expect(within(canvasElement).getByTestId("address")).toHaveTextContent(
      "/products/101/detail",
    );
  },
};

export const SeveralLinesWithADiscount: Story = {
  beforeEach: seedCart([BASMATI, 2], [MILK, 1], [PANEER, 3]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    await expect(await drawer.findByRole("heading", { name: "My Cart (3 Items)" })).toBeVisible();
    const [basmati, milk] = cartView().cartItems;
    if (!basmati || !milk) throw new Error("The seeded cart has no lines");

    const discounted = await lineIn(drawer, BASMATI);
    await expect(discounted.getByText(basmati.formattedTotal)).toBeVisible();
    await expect(discounted.getByText(basmati.formattedOriginalTotal).closest("s")).not.toBeNull();
    await expect(
      drawer.getByRole("article", { name: productName(MILK) }).querySelector("s"),
    ).toBeNull();
    await expect((await lineIn(drawer, PANEER)).getByRole("group")).toHaveTextContent("3");
  },
};

/** docs/languages.md: the open drawer with its lines in each language, sliding from the reading side. */
const drawerInLanguage: LanguageCheck = {
  show: async (canvasElement) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: OPEN_CART }));
    const drawer = await page(canvasElement).findByRole("dialog", { name: text.title });
    await lineIn(within(drawer), PANEER);
    return drawer;
  },
  word: () => text.subTotal,
  english: "Sub Total",
};

export const InUrdu: Story = inLanguage("ur", SeveralLinesWithADiscount, drawerInLanguage);
export const InHindi: Story = inLanguage("hi", SeveralLinesWithADiscount, drawerInLanguage);
export const InBengali: Story = inLanguage("bn", SeveralLinesWithADiscount, drawerInLanguage);
export const InArabic: Story = inLanguage("ar", SeveralLinesWithADiscount, drawerInLanguage);

export const OutOfStockLine: Story = {
  beforeEach: seedCart([MASOOR_DAL, 2]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    const line = await lineIn(drawer, MASOOR_DAL);
    await expect(await line.findByText(text.outOfStock)).toBeVisible();
    await expect(line.queryByRole("group", { name: counterOf(MASOOR_DAL) })).toBeNull();

    // It can still leave the cart.
    await userEvent.click(
      line.getByRole("button", { name: text.removeLine(productName(MASOOR_DAL)) }),
    );
    await expect(await drawer.findByText(text.empty)).toBeVisible();
  },
};

export const QuantityChangesAtOnce: Story = {
  parameters: { msw: scenarios.cart.slowChanges },
  beforeEach: seedCart([BASMATI, 2], [MILK, 1]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    const line = await lineIn(drawer, BASMATI);
    const before = cartView().formattedSubTotal;
    await expect(await line.findByRole("group", { name: counterOf(BASMATI) })).toHaveTextContent(
      "2",
    );

    await userEvent.click(
      line.getByRole("button", { name: `Add one more ${productName(BASMATI)}` }),
    );
    // Before the server answers: the new quantity, the old money marked as updating.
    await expect(line.getByRole("group", { name: counterOf(BASMATI) })).toHaveTextContent("3");
    await expect(subTotalOf(drawer)).toHaveAttribute("aria-busy", "true");
    await expect(subTotalOf(drawer)).toHaveTextContent(before);

    await waitFor(() => expect(subTotalOf(drawer)).toHaveAttribute("aria-busy", "false"));
    await expect(subTotalOf(drawer)).toHaveTextContent(cartView().formattedSubTotal);
    await expect(cartView().formattedSubTotal).not.toBe(before);
  },
};

export const UpdateFails: Story = {
  parameters: { msw: [...scenarios.cart.slowChanges, ...scenarios.cart.updateFails] },
  beforeEach: seedCart([BASMATI, 2]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    const line = await lineIn(drawer, BASMATI);
    const counter = await line.findByRole("group", { name: counterOf(BASMATI) });

    await userEvent.click(
      line.getByRole("button", { name: `Add one more ${productName(BASMATI)}` }),
    );
    await expect(counter).toHaveTextContent("3");

    // The answer comes after scenarios.cart.slowChanges' delay.
    await waitFor(() => expect(counter).toHaveTextContent("2"));
    await expectToast(canvasElement, productMessages.cartUpdateFailed);
    await expect(subTotalOf(drawer)).toHaveTextContent(cartView().formattedSubTotal);
  },
};

export const TrashAtOneRemovesTheLine: Story = {
  beforeEach: seedCart([MILK, 1], [BASMATI, 1]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    const line = await lineIn(drawer, MILK);
    await line.findByRole("group", { name: counterOf(MILK) });

    await userEvent.click(
      line.getByRole("button", { name: `Remove ${productName(MILK)} from cart` }),
    );
    await expect(await drawer.findByRole("heading", { name: "My Cart (1 Item)" })).toBeVisible();
    await expect(drawer.queryByRole("article", { name: productName(MILK) })).toBeNull();
    await waitFor(() =>
      expect(db.cartLines.map((cartLine) => cartLine.productId)).toEqual([BASMATI]),
    );
  },
};

export const RemoveFails: Story = {
  parameters: { msw: [...scenarios.cart.slowChanges, ...scenarios.cart.removeFails] },
  beforeEach: seedCart([MILK, 1], [BASMATI, 1]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    await drawer.findByRole("heading", { name: "My Cart (2 Items)" });

    await userEvent.click(
      (await lineIn(drawer, MILK)).getByRole("button", {
        name: text.removeLine(productName(MILK)),
      }),
    );
    await expect(drawer.getByRole("heading", { name: "My Cart (1 Item)" })).toBeVisible();

    await expect(await drawer.findByRole("heading", { name: "My Cart (2 Items)" })).toBeVisible();
    await expectToast(canvasElement, productMessages.cartUpdateFailed);
    // Back in its place, first.
    await expect(drawer.getAllByRole("article")[0]).toHaveAccessibleName(productName(MILK));
  },
};

export const SavedForLater: Story = {
  globals: { session: "customer" },
  beforeEach: seedCart([BASMATI, 1]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    await expect(await drawer.findByRole("heading", { name: text.savedHeading(1) })).toBeVisible();

    await userEvent.click(
      (await lineIn(drawer, BASMATI)).getByRole("button", { name: text.saveForLater }),
    );
    await expect(await drawer.findByText(text.empty)).toBeVisible();
    await expect(await drawer.findByRole("heading", { name: text.savedHeading(2) })).toBeVisible();

    await userEvent.click(
      (await lineIn(drawer, GHEE)).getByRole("button", { name: text.moveToCart }),
    );
    await expect(await drawer.findByRole("heading", { name: "My Cart (1 Item)" })).toBeVisible();
    await expect(await drawer.findByRole("heading", { name: text.savedHeading(1) })).toBeVisible();
    await expect((await lineIn(drawer, GHEE)).getByRole("group")).toHaveTextContent("1");

    await userEvent.click(
      (await lineIn(drawer, BASMATI)).getByRole("button", {
        name: text.removeSaved(productName(BASMATI)),
      }),
    );
    await waitFor(() =>
      expect(drawer.queryByRole("heading", { name: text.savedHeading(1) })).toBeNull(),
    );
    await expect(db.savedForLater).toEqual([]);
  },
};

export const SavedForLaterFails: Story = {
  parameters: { msw: scenarios.cart.savedForLaterFails },
  beforeEach: seedCart([BASMATI, 1]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    await drawer.findByRole("heading", { name: text.savedHeading(1) });

    await userEvent.click(
      (await lineIn(drawer, BASMATI)).getByRole("button", { name: text.saveForLater }),
    );
    await expectToast(canvasElement, productMessages.cartUpdateFailed);
    await expect(drawer.getByRole("heading", { name: "My Cart (1 Item)" })).toBeVisible();
    await expect(drawer.getByRole("heading", { name: text.savedHeading(1) })).toBeVisible();
  },
};

export const UpsellCouponMessage: Story = {
  beforeEach: seedCart([MILK, 1]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    const message = cartView().upsellCouponMessage;
    if (!message) throw new Error("The seeded cart earns no upsell message");
    await expect(await drawer.findByText(message)).toBeVisible();
  },
};

export const GuestLogsInToProceed: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: seedCart([BASMATI, 1]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    await userEvent.click(await drawer.findByRole("button", { name: text.loginToProceed }));
    // The login modal takes the cart's place.
    await expectClosed(canvasElement);
    await expect(within(canvasElement).getByTestId("overlay")).toHaveTextContent("login");
  },
};

export const CustomerProceedsToCheckout: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  globals: { session: "customer" },
  beforeEach: seedCart([BASMATI, 1]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    await expect(drawer.queryByRole("button", { name: text.loginToProceed })).toBeNull();
    await userEvent.click(await drawer.findByRole("link", { name: text.proceedToCheckout }));
    await expectClosed(canvasElement);
    await expect(within(canvasElement).getByTestId("address")).toHaveTextContent("/checkout");
  },
};

export const ShareShownWithSavedItemsOnly: Story = {
  play: async ({ canvasElement }) => {
    // The seeded cart is empty and one product waits in saved-for-later.
    const drawer = await openCart(canvasElement);
    await drawer.findByRole("heading", { name: text.savedHeading(1) });

    // The share dialog's code loads on this first press; it opens over the cart.
    await userEvent.click(drawer.getByRole("button", { name: shareButtonText.shareItem("cart") }));
    await expect(
      await page(canvasElement).findByRole("dialog", { name: shareCartDialogText.title }),
    ).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(
        page(canvasElement).queryByRole("dialog", { name: shareCartDialogText.title }),
      ).toBeNull(),
    );
    await expect(page(canvasElement).getByRole("dialog", { name: text.title })).toBeVisible();
  },
};

export const FocusStaysInsideAndReturns: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: seedCart([BASMATI, 1], [MILK, 2]),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: OPEN_CART });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await page(canvasElement).findByRole("dialog", { name: text.title });
    await within(dialog).findByRole("heading", { name: "My Cart (2 Items)" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // More presses than the drawer has stops: Tab wraps around inside it.
    for (let press = 0; press < 20; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard("{Escape}");
    await expectClosed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const SONA_MASOORI = 102; // the only similar item in stock for Basmati Rice in the mock catalogue

const ifUnavailableOf = (line: ReturnType<typeof within>) =>
  line.getByRole("button", { name: new RegExp(`^${pickerText.summaryLabel}:`) });

async function askForASpecificItem(line: ReturnType<typeof within>) {
  await userEvent.click(ifUnavailableOf(line));
  await userEvent.click(line.getByRole("radio", { name: pickerText.choices.SPECIFIC_ITEM.label }));
}

/** Opens the line's picker and picks `productId` among the similar items, loaded once asked for. */
async function pickSpecificItem(line: ReturnType<typeof within>, productId: number) {
  await askForASpecificItem(line);
  const items = within(await line.findByRole("group", { name: pickerText.candidatesLegend }));
  await userEvent.click(items.getByRole("radio", { name: new RegExp(productName(productId)) }));
}

export const IfUnavailableChosenOnALine: Story = {
  globals: { session: "customer" },
  beforeEach: seedCart([BASMATI, 2], [MILK, 1]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    const line = await lineIn(drawer, BASMATI);
    await expect(ifUnavailableOf(line)).toHaveAccessibleName(
      `${pickerText.summaryLabel}: ${pickerText.choices.BEST_MATCH.label}`,
    );

    await pickSpecificItem(line, SONA_MASOORI);
    await waitFor(() =>
      expect(ifUnavailableOf(line)).toHaveAccessibleName(
        `${pickerText.summaryLabel}: ${pickerText.replaceWith(productName(SONA_MASOORI))}`,
      ),
    );
    await expect(db.ifUnavailable[BASMATI]).toEqual({
      choice: "SPECIFIC_ITEM",
      replacementProductId: SONA_MASOORI,
    });
  },
};

export const IfUnavailableRefused: Story = {
  tags: ["behaviour"],
  parameters: { msw: scenarios.cart.ifUnavailableRefused, chromatic: behaviourOnly },
  globals: { session: "customer" },
  beforeEach: seedCart([BASMATI, 2]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    const line = await lineIn(drawer, BASMATI);
    await pickSpecificItem(line, SONA_MASOORI);
    // The server's reason, and the cart's choice read back.
    await expectToast(
      canvasElement,
      "That item cannot replace Basmati Rice 5 kg: pick one of the similar items in stock.",
    );
    await expect(
      line.getByRole("radio", { name: pickerText.choices.BEST_MATCH.label }),
    ).toBeChecked();
    await expect(ifUnavailableOf(line)).toHaveAccessibleName(
      `${pickerText.summaryLabel}: ${pickerText.choices.BEST_MATCH.label}`,
    );
  },
};

export const SimilarItemsFailToLoad: Story = {
  tags: ["behaviour"],
  parameters: { msw: scenarios.cart.replacementsFail, chromatic: behaviourOnly },
  globals: { session: "customer" },
  beforeEach: seedCart([BASMATI, 2]),
  play: async ({ canvasElement }) => {
    const drawer = await openCart(canvasElement);
    const line = await lineIn(drawer, BASMATI);
    await askForASpecificItem(line);
    await expect(await line.findByRole("alert")).toHaveTextContent(pickerText.candidatesFailed);
    await expect(line.getByRole("button", { name: pickerText.retry })).toBeVisible();
  },
};

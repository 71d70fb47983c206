import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router-dom";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Product } from "@/api/types";
import { pageMetaText } from "@/app/meta/pageMeta.text";
import { productMessages } from "@/app/productMessages";
import { breadcrumbsText } from "@/components/Breadcrumbs/Breadcrumbs.text";
import { pageErrorText } from "@/components/PageError/PageError.text";
import { productAccordionsText } from "@/components/ProductAccordions/ProductAccordions.text";
import { productCardText } from "@/components/ProductCard/ProductCard.text";
import { productCartControlText as cartText } from "@/components/ProductCartControl/ProductCartControl.text";
import { productDetailText } from "@/components/ProductDetail/ProductDetail.text";
import { productGalleryText } from "@/components/ProductGallery/ProductGallery.text";
import { productInfoTableText } from "@/components/ProductInfoTable/ProductInfoTable.text";
import { productNotFoundText } from "@/components/ProductNotFound/ProductNotFound.text";
import { shareButtonText } from "@/components/ShareButton/ShareButton.text";
import { emit } from "@/lib/events";
import { findCatalogProduct } from "@/mocks/fixtures";
import { http } from "@/mocks/http";
import { scenarios } from "@/mocks/scenarios";
import { ProductDetailRoute } from "@/routes/ProductDetailRoute";
import { useOverlays } from "@/app/overlays/overlays";
import { productMarksText } from "@/components/ProductMarks/ProductMarks.text";
import { expectNoToast, expectToast } from "../support/toasts";
import {
  productDetailScenarios,
  productRequests,
  REPRICED_PRICE,
} from "./ProductDetailRoute.scenarios";
import { afterSlides, behaviourOnly, pageParameters, snapshotAt } from "../support/chromatic";
import { inLanguage, type LanguageCheck } from "../support/languageStories";

function catalogProduct(id: number): Product {
  const product = findCatalogProduct(id);
  if (!product) throw new Error(`The mock catalogue has no product ${id}`);
  return product;
}

/** Basmati Rice 5 kg: in stock, 15% off, a Best Seller badge, sub-category Rice (11) of 1. */
const basmati = catalogProduct(101);
/** Besan Gram Flour 2 lb: coming soon. */
const besan = catalogProduct(104);
/** Plain Dahi 2 lb: no image. */
const dahi = catalogProduct(108);

const meta = {
  title: "Routes/ProductDetailRoute",
  component: ProductDetailRoute,
  render: () => (
    <Routes>
      <Route path="/products/:id/detail" element={<ProductDetailRoute />} />
    </Routes>
  ),
  parameters: { ...pageParameters, route: "/products/101/detail", layout: "fullscreen" },
  globals: { session: "customer" },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-7xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
  beforeEach: () => {
    productRequests.count = 0;
  },
} satisfies Meta<typeof ProductDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md § Messages and errors: a product that fails to load is logged, and the shopper sees no toast. */
async function expectNoToastAtAll(canvasElement: HTMLElement) {
  // Toasts load react-toastify on first use; give one time to appear before looking.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(canvasElement.ownerDocument.body.querySelector(".Toastify__toast")).toBeNull();
}

/** The page's own cart button: described by the product's name, unlike the similar cards'. */
const productButton = (canvasElement: HTMLElement, name: string, product: Product) =>
  within(canvasElement).getByRole("button", { name, description: product.name });

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole("heading", { level: 1, name });

export const LoadedForCustomer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, basmati.name)).toBeVisible();
    // The tab and a shared link's preview: name, size unless the name says it, price, the store.
    await waitFor(() =>
      expect(document.title).toBe(
        pageMetaText.titled(
          pageMetaText.productTitle(
            pageMetaText.sizedName(basmati.name, basmati.weight),
            basmati.formattedPrice,
          ),
        ),
      ),
    );

    const trail = page.getByRole("navigation", { name: breadcrumbsText.label });
    await expect(
      within(trail)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      [breadcrumbsText.home, "/"],
      ["Rice, Atta & Dals", "/categories/1/products"],
      ["Rice", "/categories/11/products"],
    ]);

    await expect(page.getByText("15% OFF")).toBeVisible();
    await expect(page.getByText(basmati.formattedPrice)).toBeVisible();
    await expect(page.getByText(basmati.formattedOriginalPrice).closest("s")).not.toBeNull();
    await expect(page.getByText(productDetailText.inclusiveOfTaxes)).toBeVisible();
    await expect(page.getByRole("img", { name: productDetailText.rated(4.7) })).toBeVisible();
    await expect(page.getByText(productGalleryText.zoomHint)).toBeVisible();
    await expect(page.getAllByRole("button", { name: /^Show image/ })).toHaveLength(2);

    const info = page.getByRole("table", { name: productInfoTableText.title });
    await expect(within(info).getByRole("rowheader", { name: "Brand" })).toBeVisible();
    await expect(within(info).queryByRole("rowheader", { name: "Description" })).toBeNull();
    await expect(
      page.getByRole("button", { name: productAccordionsText.descriptionAndNutrition }),
    ).toHaveAttribute("aria-expanded", "true");

    // Similar Products: the sub-category's other products, never this one again.
    const similar = await page.findByRole("region", { name: productDetailText.similarProducts });
    await expect(
      page.getByRole("link", { name: `See All ${productDetailText.similarProducts}` }),
    ).toHaveAttribute("href", "/categories/11/products");
    // Drawn as the section nears the screen, which the product's marks and unit price put
    // further down the page.
    similar.scrollIntoView({ block: "center" });
    await expect((await within(similar).findAllByRole("article")).length).toBeGreaterThan(0);
    await expect(within(similar).queryByRole("article", { name: basmati.name })).toBeNull();
    await expect(
      within(similar).getByRole("article", { name: "Sona Masoori Rice 10 lb" }),
    ).toBeVisible();

    // The same cart control as the cards: add, then adjust.
    const counter = `Quantity of ${basmati.name}`;
    await userEvent.click(productButton(canvasElement, cartText.addItem, basmati));
    await expect(await page.findByRole("group", { name: counter })).toHaveTextContent("1");
    const more = page.getByRole("button", { name: `Add one more ${basmati.name}` });
    await userEvent.click(more);
    await waitFor(() => expect(page.getByRole("group", { name: counter })).toHaveTextContent("2"));
    // "+" waits while the change is saved, then takes its focus back.
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/** docs/languages.md: the product page in each language; the product's own name stays English. */
const productPageInLanguage: LanguageCheck = {
  show: async (canvasElement) => {
    await expect(await heading(canvasElement, basmati.name)).toBeVisible();
    // Similar Products is drawn as it nears the screen: the picture waits for its cards.
    const similar = await within(canvasElement).findByRole("region", {
      name: productDetailText.similarProducts,
    });
    similar.scrollIntoView({ block: "center" });
    await within(similar).findByRole("article", { name: "Sona Masoori Rice 10 lb" });
    return canvasElement;
  },
  word: () => productDetailText.inclusiveOfTaxes,
  english: "Inclusive all taxes",
};

export const InUrdu: Story = inLanguage("ur", LoadedForCustomer, productPageInLanguage);
export const InHindi: Story = inLanguage("hi", LoadedForCustomer, productPageInLanguage);
export const InBengali: Story = inLanguage("bn", LoadedForCustomer, productPageInLanguage);
export const InArabic: Story = inLanguage("ar", LoadedForCustomer, productPageInLanguage);

export const LoadedForGuest: Story = {
  globals: { session: "guest" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement, basmati.name);
    await userEvent.click(productButton(canvasElement, cartText.addItem, basmati));
    await expect(
      await page.findByRole("group", { name: `Quantity of ${basmati.name}` }),
    ).toHaveTextContent("1");
    await userEvent.click(page.getByRole("button", { name: `Remove ${basmati.name} from cart` }));
    // 'Add Item' shows at once (the removal is optimistic) and waits for the server's answer.
    await waitFor(() =>
      expect(productButton(canvasElement, cartText.addItem, basmati)).toBeEnabled(),
    );
  },
};

export const ProductWithoutImage: Story = {
  parameters: { route: "/products/108/detail" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement, dahi.name);
    await expect(
      page.getByRole("img", { name: productCardText.placeholderLabel(dahi.name) }),
    ).toBeVisible();
    await expect(page.queryByText(productGalleryText.zoomHint)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: scenarios.catalog.loading },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole("heading", { level: 1, name: productDetailText.loading }),
    ).toBeInTheDocument();
    await expect(page.getByTestId("product-detail-skeleton")).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: scenarios.catalog.productNotFound },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, productNotFoundText.title)).toBeVisible();
    await expect(page.getByRole("link", { name: productNotFoundText.home })).toHaveAttribute(
      "href",
      "/",
    );
    await expectNoToastAtAll(canvasElement);
  },
};

/**
 * An id that names nothing shows 'Product not found' without asking the API for it; it looks
 * like NotFound, so Chromatic skips it.
 */
function notFoundWithoutRequest(route: string): Story {
  return {
    tags: ["behaviour"],
    parameters: { chromatic: behaviourOnly, route, msw: productDetailScenarios.counted },
    play: async ({ canvasElement }) => {
      await expect(await heading(canvasElement, productNotFoundText.title)).toBeVisible();
      // Give a stray request time to be made: the page must not ask for such an id.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(productRequests.count).toBe(0);
    },
  };
}

export const IdThatIsNotANumber = notFoundWithoutRequest("/products/basmati/detail");

export const IdZero = notFoundWithoutRequest("/products/0/detail");

export const ServerError: Story = {
  parameters: { msw: scenarios.catalog.serverError },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, pageErrorText.title)).toBeVisible();
    await expect(page.getByRole("button", { name: pageErrorText.retry })).toBeEnabled();
    // docs/product.md § Messages and errors: a product that fails to load is logged only.
    await expectNoToastAtAll(canvasElement);
    await expect(page.queryByRole("heading", { name: productNotFoundText.title })).toBeNull();
  },
};

export const RetryAfterServerError: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: productDetailScenarios.failsOnce },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement, pageErrorText.title);
    await userEvent.click(page.getByRole("button", { name: pageErrorText.retry }));
    await expect(await heading(canvasElement, basmati.name)).toBeVisible();
    await expect(productRequests.count).toBe(2);
  },
};

export const NotifyWhenBack: Story = {
  parameters: { route: "/products/104/detail" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement, besan.name);
    await expect(page.getByText(cartText.comingSoon)).toBeVisible();
    await expect(page.queryByText(productDetailText.inclusiveOfTaxes)).toBeNull();
    await expect(page.queryByRole("img", { name: /^Rated/ })).toBeNull();

    await userEvent.click(productButton(canvasElement, cartText.notify, besan));
    await expectToast(canvasElement, productMessages.notifySucceeded);
  },
};

export const NotifyFails: Story = {
  tags: ["behaviour"],
  parameters: {
    chromatic: behaviourOnly,
    route: "/products/104/detail",
    msw: scenarios.catalog.notifyFails,
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, besan.name);
    await userEvent.click(productButton(canvasElement, cartText.notify, besan));
    await expectToast(canvasElement, productMessages.notifyFailed);
  },
};

export const CartUpdateFails: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.cart.updateFails },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement, basmati.name);
    await userEvent.click(productButton(canvasElement, cartText.addItem, basmati));
    await expectToast(canvasElement, productMessages.cartUpdateFailed);
    await expect(productButton(canvasElement, cartText.addItem, basmati)).toBeEnabled();
    await expect(page.queryByRole("group", { name: `Quantity of ${basmati.name}` })).toBeNull();
  },
};

export const RefreshEventReloads: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: productDetailScenarios.repricedOnReload },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement, basmati.name);
    await expect(page.getByText(basmati.formattedPrice)).toBeVisible();
    await expect(productRequests.count).toBe(1);

    emit("refresh");
    await expect(await page.findByText(REPRICED_PRICE)).toBeVisible();
    await expect(productRequests.count).toBe(2);
  },
};

export const OnAPhone: Story = {
  // The dot slides the gallery to the second photo: the snapshot waits for it to stop.
  parameters: { chromatic: { ...snapshotAt("mobile1"), ...afterSlides } },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await heading(canvasElement, basmati.name)).toBeVisible();
    const slider = page.getByRole("region", { name: productGalleryText.slider(basmati.name) });
    await expect(slider).toBeVisible();
    await expect(page.queryByRole("button", { name: /^Show image/ })).toBeNull();
    await userEvent.click(page.getByRole("button", { name: productGalleryText.goToImage(2) }));
    await expect(
      page.getByRole("button", { name: productGalleryText.goToImage(2) }),
    ).toHaveAttribute("aria-current", "true");
  },
};

/** Replaces a navigator feature for one story; the cleanup brings the browser's own back. */
function stubNavigator(name: "share" | "clipboard", value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, writable: true, value });
  return () => {
    Reflect.deleteProperty(navigator, name);
  };
}

const share = fn<(data: ShareData) => Promise<void>>();
const writeText = fn<(text: string) => Promise<void>>();

const shareButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: shareButtonText.shareItem(basmati.name) });

const productUrl = () => `${window.location.origin}/products/101/detail`;

export const ShareWithTheShareSheet: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    share.mockReset().mockResolvedValue(undefined);
    writeText.mockReset().mockResolvedValue(undefined);
    const restoreShare = stubNavigator("share", share);
    const restoreClipboard = stubNavigator("clipboard", { writeText });
    return () => {
      restoreShare();
      restoreClipboard();
    };
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, basmati.name);
    await userEvent.click(shareButton(canvasElement));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: basmati.name,
        text: basmati.shareText,
        url: productUrl(),
      }),
    );
    await expect(writeText).not.toHaveBeenCalled();
    await expectNoToast(canvasElement, productMessages.linkCopied);
  },
};

export const ShareSheetClosed: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    share.mockReset().mockRejectedValue(new DOMException("Share canceled", "AbortError"));
    writeText.mockReset().mockResolvedValue(undefined);
    const restoreShare = stubNavigator("share", share);
    const restoreClipboard = stubNavigator("clipboard", { writeText });
    return () => {
      restoreShare();
      restoreClipboard();
    };
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, basmati.name);
    await userEvent.click(shareButton(canvasElement));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    // Closing the sheet is the shopper's choice: no copy, no message.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(writeText).not.toHaveBeenCalled();
    await expectNoToast(canvasElement, productMessages.linkCopied);
    await expectNoToast(canvasElement, productMessages.linkCopyFailed);
  },
};

export const ShareByCopyingTheLink: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    writeText.mockReset().mockResolvedValue(undefined);
    const restoreShare = stubNavigator("share", undefined);
    const restoreClipboard = stubNavigator("clipboard", { writeText });
    return () => {
      restoreShare();
      restoreClipboard();
    };
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, basmati.name);
    await userEvent.click(shareButton(canvasElement));
    await expectToast(canvasElement, productMessages.linkCopied);
    await expect(writeText).toHaveBeenCalledWith(productUrl());
  },
};

export const CopyingTheLinkFails: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => {
    writeText.mockReset().mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    const restoreShare = stubNavigator("share", undefined);
    const restoreClipboard = stubNavigator("clipboard", { writeText });
    return () => {
      restoreShare();
      restoreClipboard();
    };
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, basmati.name);
    await userEvent.click(shareButton(canvasElement));
    await expectToast(canvasElement, productMessages.linkCopyFailed);
  },
};

// ----------------------------------------------------------------- marks and Notify (issue 31)

/** Brown Eggs 12 ct: out of stock, the mock catalogue's one non-vegetarian product. */
const eggs = catalogProduct(112);

const OPEN_OVERLAY = "Open overlay";

/** Stands in for the app's overlay host: which overlay (the login) the page asked to open. */
function OverlayProbe() {
  const { active } = useOverlays();
  return <output aria-label={OPEN_OVERLAY}>{active ?? "none"}</output>;
}

export const MarksAndUnitPrice: Story = {
  parameters: { route: "/products/123/detail" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement, "Gulab Jamun 1 kg");
    const marks = page.getByRole("list", { name: productMarksText.label });
    await expect(within(marks).getByText(productMarksText.marks.VEGETARIAN)).toBeVisible();
    const allergens = page.getByRole("list", { name: productMarksText.allergens });
    await expect(within(allergens).getAllByRole("listitem")).toHaveLength(3);
    await expect(page.getByText("$0.23/oz · $7.99/kg")).toBeVisible();
  },
};

/** Subscribe, see "We'll notify you", then stop with one click. */
export const NotifyThenStop: Story = {
  parameters: { route: "/products/112/detail" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement, eggs.name);
    await expect(page.getByText(productMarksText.marks.NON_VEGETARIAN)).toBeVisible();
    await userEvent.click(productButton(canvasElement, cartText.notify, eggs));
    await expectToast(canvasElement, productMessages.notifySucceeded);
    await expect(await page.findByText(cartText.notifying)).toBeVisible();

    await userEvent.click(productButton(canvasElement, cartText.stopNotifying, eggs));
    await expectToast(canvasElement, productMessages.stopNotifySucceeded);
    await expect(await productButton(canvasElement, cartText.notify, eggs)).toBeEnabled();
    await expect(page.queryByText(cartText.notifying)).toBeNull();
  },
};

/** Already waiting (restockRequested from the server): the page opens in that state. */
export const AlreadyWaitingForRestock: Story = {
  parameters: {
    route: "/products/112/detail",
    msw: [
      http.get("/catalog/ui/products/{id}", ({ response }) =>
        response(200).json({ data: { ...eggs, restockRequested: true } }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, eggs.name);
    await expect(within(canvasElement).getByText(cartText.notifying)).toBeVisible();
    await expect(productButton(canvasElement, cartText.stopNotifying, eggs)).toBeEnabled();
  },
};

/** A guest is asked to sign in: the login opens, nothing is requested. */
export const NotifyAsAGuestAsksToSignIn: Story = {
  globals: { session: "guest" },
  parameters: { route: "/products/112/detail" },
  render: () => (
    <>
      <Routes>
        <Route path="/products/:id/detail" element={<ProductDetailRoute />} />
      </Routes>
      <OverlayProbe />
    </>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await heading(canvasElement, eggs.name);
    await expect(page.getByRole("status", { name: OPEN_OVERLAY })).toHaveTextContent("none");
    await userEvent.click(productButton(canvasElement, cartText.notify, eggs));
    await expectToast(canvasElement, productMessages.notifySignIn);
    await expect(page.getByRole("status", { name: OPEN_OVERLAY })).toHaveTextContent("login");
    await expect(page.queryByText(cartText.notifying)).toBeNull();
  },
};

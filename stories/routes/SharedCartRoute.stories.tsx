import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useOverlays } from "@/app/overlays/overlays";
import { productMessages } from "@/app/productMessages";
import { pageErrorText } from "@/components/PageError/PageError.text";
import { sharedCartText as text } from "@/components/SharedCart/SharedCart.text";
import { saveSession } from "@/lib/storage";
import { db } from "@/mocks/db";
import {
  authUserFixture,
  CART_SHARE_NOT_FOUND_MESSAGE,
  GUEST_TOKEN,
  SHARED_CART_ID,
} from "@/mocks/fixtures";
import { http } from "@/mocks/http";
import { scenarios } from "@/mocks/scenarios";
import { errorBody } from "@/mocks/session";
import { SharedCartRoute } from "@/routes/SharedCartRoute";
import { expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** Which overlay the page asked for (the app's overlay host would open the cart drawer). */
function ActiveOverlay() {
  const { active } = useOverlays();
  return <output aria-label="Open overlay">{active ?? "none"}</output>;
}

const meta = {
  title: "Routes/SharedCartRoute",
  component: SharedCartRoute,
  render: () => (
    <>
      <Routes>
        <Route path="/shared-cart/:id" element={<SharedCartRoute />} />
      </Routes>
      <ActiveOverlay />
    </>
  ),
  parameters: { ...pageParameters, route: `/shared-cart/${SHARED_CART_ID}`, layout: "fullscreen" },
  globals: { session: "guest" },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-7xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SharedCartRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole("heading", { level: 1, name });

/** The skeleton has the title too: the share has loaded once its items are listed. */
const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("list", { name: text.listLabel });

const addAllButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: text.addAll });

const openOverlay = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("status", { name: "Open overlay" });

/** The seeded share: rice ×2, paneer, cumin ×3 in stock; eggs and gram flour are not. */
export const AddAllForAGuest: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await loaded(canvasElement);
    await expect(page.getByText(text.intro(5))).toBeVisible();
    await expect(page.getByRole("link", { name: "Fresh Paneer 400 g" })).toHaveAttribute(
      "href",
      "/products/109/detail",
    );
    await expect(page.getByText(text.outOfStock)).toBeVisible();

    await userEvent.click(addAllButton(canvasElement));
    await expectToast(canvasElement, text.added(3));
    // The page says it too, with what was skipped, and offers the cart.
    await expect(await page.findByText(text.skipped(2))).toBeVisible();
    await expect(db.cartLines.map(({ productId, qty }) => [productId, qty])).toEqual([
      [101, 2],
      [109, 1],
      [113, 3],
    ]);

    await expect(openOverlay(canvasElement)).toHaveTextContent("none");
    await userEvent.click(page.getByRole("button", { name: text.openCart }));
    await expect(openOverlay(canvasElement)).toHaveTextContent("cart");
  },
};

export const AddAllToACustomersCart: Story = {
  globals: { session: "customer" },
  beforeEach: () => {
    // Rice is already in the cart, and paneer saved for later.
    db.cartLines = [{ id: 4001, productId: 101, qty: 1 }];
    db.savedForLater = [{ id: 4002, productId: 109 }];
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(addAllButton(canvasElement));
    await expectToast(canvasElement, text.added(3));
    // The shared quantity adds to the cart's; what is now in the cart leaves the saved list.
    await expect(db.cartLines.find((line) => line.productId === 101)?.qty).toBe(3);
    await expect(db.savedForLater).toEqual([]);
  },
};

export const WithoutASession: Story = {
  globals: { session: "none" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await loaded(canvasElement);
    const button = addAllButton(canvasElement);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(text.needsSession);
    await expect(page.getByText(text.needsSession)).toBeVisible();
    await expect(page.getByText(text.intro(5))).toBeVisible();
  },
};

/** Choosing a location starts a guest session; the button works from then on. */
export const SessionStartsWhileOpen: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  globals: { session: "none" },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(addAllButton(canvasElement)).toBeDisabled();
    saveSession(GUEST_TOKEN, authUserFixture({ isGuestUser: true }));
    window.dispatchEvent(new StorageEvent("storage"));
    await waitFor(() => expect(addAllButton(canvasElement)).toBeEnabled());
    await expect(within(canvasElement).queryByText(text.needsSession)).toBeNull();
  },
};

export const NothingInStock: Story = {
  parameters: { msw: scenarios.cart.shareOutOfStock },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const button = addAllButton(canvasElement);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(text.noneInStock);
  },
};

export const Loading: Story = {
  parameters: { msw: scenarios.cart.shareLoading },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, text.title);
    await expect(within(canvasElement).getByText(text.loading)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole("button", { name: text.addAll })).toBeNull();
  },
};

export const NotFoundOrExpired: Story = {
  parameters: { msw: scenarios.cart.shareNotFound },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, text.notFoundTitle);
    await expect(within(canvasElement).getByRole("link", { name: text.home })).toHaveAttribute(
      "href",
      "/",
    );
  },
};

/** An id no share can have is not asked for: not found at once. */
export const MalformedLink: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/shared-cart/not-a-share" },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, text.notFoundTitle);
  },
};

export const LoadFails: Story = {
  parameters: { msw: scenarios.cart.serverError },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, pageErrorText.title);
    await expect(
      within(canvasElement).getByRole("button", { name: pageErrorText.retry }),
    ).toBeVisible();
  },
};

export const AddAllFails: Story = {
  parameters: { msw: scenarios.cart.shareAddFails },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(addAllButton(canvasElement));
    await expectToast(canvasElement, productMessages.cartUpdateFailed);
    await expect(within(canvasElement).queryByRole("button", { name: text.openCart })).toBeNull();
    await expect(db.cartLines).toEqual([]);
  },
};

export const Adding: Story = {
  parameters: { msw: scenarios.cart.shareAdding },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(addAllButton(canvasElement));
    const busy = await within(canvasElement).findByRole("button", { name: text.adding });
    await expect(busy).toBeDisabled();
  },
};

/** Read while it lasted, expired by the time 'Add all to cart' is pressed. */
let reads = 0;

export const ExpiresWhileOpen: Story = {
  tags: ["behaviour"],
  beforeEach: () => {
    reads = 0;
  },
  parameters: {
    chromatic: behaviourOnly,
    msw: [
      http.get("/cart/shares/{id}", ({ response }) => {
        reads += 1;
        return reads === 1
          ? undefined
          : response(404).json(errorBody(CART_SHARE_NOT_FOUND_MESSAGE));
      }),
      http.post("/cart/shares/{id}/add-to-cart", ({ response }) =>
        response(404).json(errorBody(CART_SHARE_NOT_FOUND_MESSAGE)),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(addAllButton(canvasElement));
    await heading(canvasElement, text.notFoundTitle);
    await expect(reads).toBe(2);
  },
};

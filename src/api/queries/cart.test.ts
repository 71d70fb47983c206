import { MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server } from "@/mocks/node";
import { client, serveMockApiInEachTest, signInAs } from "../../../tests/mocks/setup";
import { cartView } from "@/mocks/views";
import { http as contractHttp } from "@/mocks/http";
import type { Cart } from "../types";
import { cartKeys, cartQuery, replaceCartItemMutation } from "./cart";

serveMockApiInEachTest();

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

const BASMATI = 101;
const PANEER = 109;

/** Replace requests for a product wait until the test lets them through (then fail, if asked). */
function holdReplaceAnswers() {
  const gates = new Map<number, { release: (fail: boolean) => void; wait: Promise<boolean> }>();
  const gateOf = (productId: number) => {
    let gate = gates.get(productId);
    if (!gate) {
      let release: (fail: boolean) => void = () => undefined;
      const wait = new Promise<boolean>((resolve) => (release = resolve));
      gate = { release, wait };
      gates.set(productId, gate);
    }
    return gate;
  };
  server.use(
    http.post("*/api/v1/cart/items/replace", async ({ request }) => {
      const { productId } = (await request.clone().json()) as { productId: number };
      const fail = await gateOf(productId).wait;
      // Letting it through answers as the mock server does.
      return fail ? HttpResponse.json({ message: "Failed" }, { status: 500 }) : undefined;
    }),
  );
  return {
    answer: (productId: number) => gateOf(productId).release(false),
    fail: (productId: number) => gateOf(productId).release(true),
  };
}

/** A cart on screen (an active query, as useCart makes it) and a way to change its lines. */
async function cartOnScreen(...lines: [productId: number, qty: number][]) {
  signInAs("customer");
  for (const [productId, qty] of lines) {
    await client.POST("/cart/items/replace", { body: { productId, qty } });
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(queryClient, cartQuery());
  unsubscribes.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
  return {
    queryClient,
    cached: () => queryClient.getQueryData<Cart>(cartKeys.detail()),
    setQuantity: (productId: number, qty: number) =>
      new MutationObserver(queryClient, replaceCartItemMutation(queryClient)).mutate({
        productId,
        qty,
      }),
  };
}

const qtyOf = (cart: Cart | undefined, productId: number) =>
  cart?.cartItems.find((line) => line.product.id === productId)?.qty;

describe("useReplaceCartItem", () => {
  it("shows the new quantity at once and keeps the server's money until it answers", async () => {
    const { cached, setQuantity } = await cartOnScreen([BASMATI, 2]);
    const before = cached();
    const replies = holdReplaceAnswers();

    const change = setQuantity(BASMATI, 3);
    await vi.waitFor(() => expect(qtyOf(cached(), BASMATI)).toBe(3));
    expect(cached()?.formattedSubTotal).toBe(before?.formattedSubTotal);
    expect(cached()?.cartItems[0]?.formattedTotal).toBe(before?.cartItems[0]?.formattedTotal);

    replies.answer(BASMATI);
    await change;
    expect(cached()).toEqual(cartView());
    expect(cached()?.formattedSubTotal).not.toBe(before?.formattedSubTotal);
  });

  it("takes 0 off the cart at once", async () => {
    const { cached, setQuantity } = await cartOnScreen([BASMATI, 1], [PANEER, 1]);
    const replies = holdReplaceAnswers();

    const change = setQuantity(BASMATI, 0);
    await vi.waitFor(() => expect(qtyOf(cached(), BASMATI)).toBeUndefined());

    replies.answer(BASMATI);
    await change;
    expect(cached()?.cartItems.map((line) => line.product.id)).toEqual([PANEER]);
  });

  it("puts the line back as it was when the change fails", async () => {
    const { cached, setQuantity } = await cartOnScreen([BASMATI, 1], [PANEER, 1]);
    const before = cached();
    const replies = holdReplaceAnswers();

    const change = setQuantity(BASMATI, 0);
    await vi.waitFor(() => expect(qtyOf(cached(), BASMATI)).toBeUndefined());

    replies.fail(BASMATI);
    await expect(change).rejects.toThrow();
    expect(cached()).toEqual(before);
  });

  it("keeps another line's pending change when one fails, then settles on the server's cart", async () => {
    const { cached, setQuantity } = await cartOnScreen([BASMATI, 2], [PANEER, 1]);
    const replies = holdReplaceAnswers();

    const first = setQuantity(BASMATI, 3);
    const second = setQuantity(PANEER, 2);
    await vi.waitFor(() => expect(qtyOf(cached(), PANEER)).toBe(2));

    // The second answer lands while the first is pending: the screen keeps both changes.
    replies.answer(PANEER);
    await second;
    expect(qtyOf(cached(), BASMATI)).toBe(3);
    expect(qtyOf(cached(), PANEER)).toBe(2);

    // The first fails: its line goes back, and the cart is fetched for the dropped answer.
    replies.fail(BASMATI);
    await expect(first).rejects.toThrow();
    expect(qtyOf(cached(), BASMATI)).toBe(2);
    await vi.waitFor(() => expect(cached()).toEqual(cartView()));
    expect(qtyOf(cached(), PANEER)).toBe(2);
  });

  it("waits for the server to add a product that is not in the cart yet", async () => {
    const { cached, setQuantity } = await cartOnScreen([PANEER, 1]);
    const replies = holdReplaceAnswers();

    const change = setQuantity(BASMATI, 1);
    // Only the server can price a new line, so nothing shows early.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(qtyOf(cached(), BASMATI)).toBeUndefined();

    replies.answer(BASMATI);
    await change;
    expect(qtyOf(cached(), BASMATI)).toBe(1);
  });

  it("keeps a change's answer when a read asked while it was out lands after it", async () => {
    const { queryClient, cached, setQuantity } = await cartOnScreen([PANEER, 1]);
    // The read finds the cart as it is when asked, and its answer is held back until let go.
    let letReadAnswer: () => void = () => undefined;
    const readAnswered = new Promise<void>((resolve) => (letReadAnswer = resolve));
    let readArrived: () => void = () => undefined;
    const readAsked = new Promise<void>((resolve) => (readArrived = resolve));
    server.use(
      contractHttp.get("/cart", async ({ response }) => {
        const asRead = cartView();
        readArrived();
        await readAnswered;
        return response(200).json({ data: asRead });
      }),
    );
    const replies = holdReplaceAnswers();
    const change = setQuantity(BASMATI, 1);
    // A card drawn while the change is out asks for the cart (it had none yet, or it went stale).
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(1));
    const read = queryClient.refetchQueries({ queryKey: cartKeys.detail() });
    await readAsked;

    replies.answer(BASMATI);
    await change;
    expect(qtyOf(cached(), BASMATI)).toBe(1);

    letReadAnswer();
    await read;
    expect(qtyOf(cached(), BASMATI)).toBe(1);
    expect(cached()).toEqual(cartView());
  });

  it("takes a read that lands after a change it did not overlap", async () => {
    const { queryClient, cached, setQuantity } = await cartOnScreen([PANEER, 1]);
    await setQuantity(BASMATI, 1);
    // The cart changed elsewhere (another tab): the next read shows it.
    await client.POST("/cart/items/replace", { body: { productId: PANEER, qty: 3 } });
    await queryClient.refetchQueries({ queryKey: cartKeys.detail() });
    expect(qtyOf(cached(), PANEER)).toBe(3);
  });
});

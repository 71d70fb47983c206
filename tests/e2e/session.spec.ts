import { expect, test, type Page } from "@playwright/test";
import { chooseLocationBySearch, header, locationModal, logOut, signInInModal } from "./shopper";
import { readsWithin } from "./networkQuiet";

/**
 * docs/product.md § Location modal and § States and transitions from a clean browser profile against `npm start` on a fresh database:
 * location, guest session, cart drawer, sign-in, saved for later, shared cart, support chat and
 * logout, each through the screens a shopper uses.
 */

const PHONE = "2125550147";

function cartDrawer(page: Page) {
  return page.getByRole("dialog", { name: "Cart" });
}

async function addFirstProduct(page: Page): Promise<string> {
  await page.goto("/search?q=rice");
  const card = page.getByRole("main").getByRole("article").filter({ hasText: "Add Item" }).first();
  const name = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
  await card.getByRole("button", { name: "Add Item" }).click();
  await expect(header(page).getByRole("button", { name: /1 Item/ })).toBeVisible();
  return name;
}

test("a first-time visitor must pick a location, which starts a guest session", async ({
  page,
}) => {
  const homeCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/catalog/ui/web/home")) homeCalls.push(request.url());
  });
  await page.goto("/");

  const modal = locationModal(page);
  await expect(modal).toBeVisible();
  // docs/product.md § Location modal: no close icon without a location, and neither Escape nor the backdrop closes it.
  await expect(modal.getByRole("button", { name: "Close" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();

  await chooseLocationBySearch(page, "Brooklyn");

  await expect(header(page).getByRole("button", { name: /NY, USA/ })).toBeVisible();
  const session = await page.evaluate(() => ({
    token: localStorage.getItem("auth_token"),
    user: JSON.parse(localStorage.getItem("auth_user") ?? "null") as { isGuestUser: boolean },
  }));
  expect(session.token).toBeTruthy();
  expect(session.user.isGuestUser).toBe(true);

  // The header's label names the default ethnicity, and the home page is filtered by it.
  await expect(
    header(page).getByRole("button", { name: /Ethnicity: Asia \(Pakistan\)/ }),
  ).toBeVisible();
  // Asked by the browser, or by the server that drew the page (its answers come with the page).
  const drawnWithEthnicity = await page.evaluate(() => {
    const block = document.getElementById("page-queries")?.textContent ?? '{"queries":[]}';
    const { queries } = JSON.parse(block) as { queries: { queryKey: unknown[] }[] };
    return queries.some(
      ({ queryKey: [root, name, params] }) =>
        root === "catalog" &&
        name === "home" &&
        typeof (params as { ethnicity?: unknown } | undefined)?.ethnicity === "number",
    );
  });
  await expect
    .poll(() => drawnWithEthnicity || homeCalls.some((url) => /[?&]ethnicity=\d+/.test(url)))
    .toBe(true);

  // With a location the header opens it again: Escape still does not close it, the close icon
  // does, and the focus goes back to the header's button.
  const locationButton = header(page).getByRole("button", { name: /NY, USA/ });
  await locationButton.click();
  await expect(locationModal(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(locationModal(page)).toBeVisible();
  await locationModal(page).getByRole("button", { name: "Close" }).click();
  await expect(locationModal(page)).toBeHidden();
  await expect(locationButton).toBeFocused();
});

test("a guest fills a cart, signs in keeping it, saves for later, shares it, chats with support and logs out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await chooseLocationBySearch(page, "Brooklyn");
  const productName = await addFirstProduct(page);

  // The guest's drawer: the line, and 'Login to Proceed' instead of checkout.
  await header(page)
    .getByRole("button", { name: /1 Item/ })
    .click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByRole("heading", { name: "My Cart (1 Item)" })).toBeVisible();
  await expect(drawer.getByText(productName)).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Proceed to Checkout" })).toHaveCount(0);
  await drawer.getByRole("button", { name: "Login to Proceed" }).click();

  // Sign-in keeps the guest's cart.
  await signInInModal(page, PHONE);
  await expect(header(page).getByRole("button", { name: /1 Item/ })).toBeVisible();
  await header(page)
    .getByRole("button", { name: /1 Item/ })
    .click();
  await expect(drawer.getByText(productName)).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute(
    "href",
    "/checkout",
  );

  // Save for later, and back.
  await drawer.getByRole("button", { name: "Save for later" }).click();
  await expect(drawer.getByText("Your cart is empty")).toBeVisible();
  await expect(drawer.getByRole("heading", { name: /Saved for later \(1\)/ })).toBeVisible();
  await drawer.getByRole("button", { name: "Move to cart" }).click();
  await expect(drawer.getByRole("heading", { name: "My Cart (1 Item)" })).toBeVisible();

  // Share the cart; the link adds its items to another shopper's cart.
  await drawer.getByRole("button", { name: /Share/ }).click();
  const shareDialog = page.getByRole("dialog", { name: "Share your cart" });
  const link = await shareDialog.getByRole("textbox", { name: "Link to your cart" }).inputValue();
  expect(link).toMatch(/\/shared-cart\/[\w-]{20,}$/);
  await page.keyboard.press("Escape");

  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(link);
  await chooseLocationBySearch(friend, "Brooklyn");
  await expect(friend.getByRole("main").getByText(productName)).toBeVisible();
  await friend.getByRole("button", { name: "Add all to cart" }).click();
  await expect(friend.getByRole("main").getByText("Added 1 item to your cart")).toBeVisible();
  await expect(header(friend).getByRole("button", { name: /1 Item/ })).toBeVisible();
  await other.close();

  // Support chat: a message goes out and the agent's reply, written a few seconds ahead, is
  // pushed by the chat's event stream: the open chat is not polled (every 3 s, were it down).
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /^Chat Support/ }).click();
  const chat = page.getByRole("dialog", { name: "Chat Support" });
  await chat.getByRole("textbox", { name: "Message" }).fill("Where is the nearest store?");
  await page.keyboard.press("Enter");
  await expect(chat.getByText("Where is the nearest store?")).toBeVisible();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  const bubbles = chat.getByRole("log").getByRole("listitem");
  await expect.poll(() => bubbles.count(), { timeout: 20_000 }).toBeGreaterThan(1);
  expect(await readsWithin(page, "/api/v1/users/customer/support/chat/ui/messages", 6_500)).toBe(0);
  await chat.getByRole("button", { name: "Close chat" }).click();

  // Logout ends the customer's session and starts a guest one on the same location. The account
  // button is hidden on /search; a new customer has no first name yet, so it reads 'Your Account'.
  await page.goto("/");
  // The app copies the token into the cookie the server draws a customer's own pages by.
  const sessionCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === "session")?.value;
  const customerToken = await page.evaluate(() => localStorage.getItem("auth_token"));
  expect(await sessionCookie()).toBe(customerToken);
  await logOut(page);
  await expect(header(page).getByRole("button", { name: /NY, USA/ })).toBeVisible();
  await expect(locationModal(page)).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem("auth_user") ?? "null")?.isGuestUser),
    )
    .toBe(true);
  // The cookie follows: the guest's token, never the ended customer's.
  const guestToken = await page.evaluate(() => localStorage.getItem("auth_token"));
  expect(await sessionCookie()).toBe(guestToken);
  expect(guestToken).not.toBe(customerToken);
});

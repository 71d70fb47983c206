import { expect, test, type Page } from "@playwright/test";
import { openFromAccountModal } from "./account";
import { signInAsNewCustomer, toast } from "./checkout";
import { header, logOut } from "./shopper";

/**
 * Issue 26, item 6: ending a session is quiet. Logout and Delete Account, from a clean browser
 * profile against `npm start`, send no call that answers 401 (the header's cart, the chat's
 * unread count), log no console error and never say 'Please login to access this page'.
 */

const LOGOUT_PHONE = "2125550195";
const DELETE_PHONE = "2125550196";
const LOGIN_REQUIRED = "Please login to access this page";

interface Noise {
  unauthorized: string[];
  consoleErrors: string[];
  /** Whether the page ever showed 'Please login to access this page', reloads included. */
  loginRequiredShown: boolean;
}

/** Records every 401 and console error of the page, and every 'Please login…' toast, reloads included. */
async function listenForNoise(page: Page): Promise<Noise> {
  const noise: Noise = { unauthorized: [], consoleErrors: [], loginRequiredShown: false };
  page.on("response", (response) => {
    if (response.status() === 401) {
      noise.unauthorized.push(`${response.request().method()} ${response.url()}`);
    }
  });
  page.on("console", (message) => {
    if (message.type() === "error") noise.consoleErrors.push(message.text());
  });
  // A toast can come and go between two looks: the page reports every one it shows to the test,
  // without writing anything into the store's own storage.
  await page.exposeFunction("reportLoginRequired", () => {
    noise.loginRequiredShown = true;
  });
  await page.addInitScript((message) => {
    const report = (window as unknown as { reportLoginRequired: () => Promise<void> })
      .reportLoginRequired;
    const seen = () => {
      if (document.body?.textContent?.includes(message)) void report();
    };
    new MutationObserver(seen).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, LOGIN_REQUIRED);
  return noise;
}

/** Signed in with the session's calls running: the header's cart and the chat's unread count. */
async function signInWithTheChatRunning(page: Page, phone: string) {
  await signInAsNewCustomer(page, phone);
  await expect(page.getByRole("button", { name: /^Chat Support/ })).toBeVisible();
}

/** A little while for calls that would follow the end (polls, refetches, a guest's start). */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem("auth_user") ?? "null")?.isGuestUser),
    )
    .toBe(true);
  await page.waitForTimeout(1_000);
}

function expectQuiet(noise: Noise) {
  expect(noise.unauthorized, "calls that answered 401").toEqual([]);
  expect(noise.consoleErrors, "console errors").toEqual([]);
  expect(noise.loginRequiredShown, `a '${LOGIN_REQUIRED}' toast`).toBe(false);
}

test("logout on an account page sends no 401, logs no error and shows no login message", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const noise = await listenForNoise(page);
  await signInWithTheChatRunning(page, LOGOUT_PHONE);
  await openFromAccountModal(page, "My Orders");
  await expect(page.getByRole("main")).toBeVisible();

  await logOut(page);
  await settle(page);

  expectQuiet(noise);
});

test("Delete Account sends no 401, logs no error and shows only its own message", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const noise = await listenForNoise(page);
  await signInWithTheChatRunning(page, DELETE_PHONE);
  await openFromAccountModal(page, "Settings");

  await page.getByRole("button", { name: "Delete Account" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete Account?" })
    .getByRole("button", { name: "Delete Account" })
    .click();
  await expect(toast(page, "Account deleted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("button", { name: "Login" })).toBeVisible();
  await settle(page);

  expectQuiet(noise);
});

import { expect, test, type Page } from "@playwright/test";
import ur from "../../src/i18n/catalogs/ur.json" with { type: "json" };
import { createTranslation, type Catalog } from "../../src/i18n/createTranslation";
import ar from "../../src/i18n/catalogs/ar.json" with { type: "json" };
import bn from "../../src/i18n/catalogs/bn.json" with { type: "json" };
import hi from "../../src/i18n/catalogs/hi.json" with { type: "json" };
import type { Locale } from "../../src/i18n/locales";
import { activateTranslation } from "../../src/i18n/translation";
import {
  completeFirstCheckoutDetails,
  deliverySection,
  expectSummaryMatchesServer,
  fillCart,
  openCart,
  paymentSection,
  placeOrder,
  placeOrderButton,
  proceedToCheckout,
  summaryOf,
} from "./checkout";
import { chooseLocationBySearch, header, signInInModal } from "./shopper";

/**
 * docs/languages.md: a first-time visitor switches the store's language from the header. The words
 * expected are the catalogues' own, formatted as the app formats them (createTranslation).
 */
const catalogs: Record<"ur" | "hi" | "bn" | "ar", Catalog> = { ur, hi, bn, ar };
const words = (locale: keyof typeof catalogs) => createTranslation(locale, catalogs[locale]);
const say = (locale: keyof typeof catalogs, id: string, ...args: unknown[]) =>
  words(locale).translate(id, args) ?? `(no ${id})`;

/**
 * The header's switch, as a shopper uses it. The test's own text objects follow the page into the
 * language, so the steps of shopper.ts and checkout.ts find its controls by their translated names.
 */
async function switchLanguage(page: Page, locale: Locale) {
  await header(page).getByRole("combobox").selectOption(locale);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  activateTranslation(locale === "en" ? null : words(locale));
}

/** Whether the header's Login button is drawn in the named web font (Chromium's own account of it). */
async function headerLoginFonts(page: Page, name: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const login = await header(page).getByRole("button", { name }).elementHandle();
  const marker = "data-font-probe";
  await login?.evaluate((element, attribute) => element.setAttribute(attribute, ""), marker);
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: `[${marker}]`,
  });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
}

/** The page is drawn in Arabic, right to left. */
async function expectArabicPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

// The text objects read English again for the next test (and the next spec in this worker).
test.afterEach(() => activateTranslation(null));

test.describe("the store in its shoppers' languages", () => {
  test("switching to Urdu turns the page right-to-left with an Urdu header, the drawer opens from the left, and a reload arrives drawn in Urdu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await chooseLocationBySearch(page);
    await header(page).getByRole("combobox", { name: "Language" }).selectOption("ur");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(html).toHaveAttribute("lang", "ur");
    await expect(
      header(page).getByRole("button", { name: say("ur", "headerText.login") }),
    ).toBeVisible();
    await expect(
      header(page).getByRole("combobox", { name: say("ur", "languageSwitchText.label") }),
    ).toHaveValue("ur");
    // The Urdu words are drawn in the script's Noto font, which loaded with the language.
    expect(await headerLoginFonts(page, say("ur", "headerText.login"))).toContain(
      "Noto Naskh Arabic",
    );

    await header(page)
      .getByRole("button", { name: new RegExp(say("ur", "headerText.myCart")) })
      .click();
    const drawer = page.getByRole("dialog", { name: say("ur", "cartDrawerText.title") });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(say("ur", "cartDrawerText.empty"))).toBeVisible();
    // Settled where it slides to: its left edge on the viewport's.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await page.keyboard.press("Escape");

    const drawn = await page.reload();
    const body = (await drawn?.text()) ?? "";
    expect(body).toContain('<html lang="ur" dir="rtl">');
    expect(body).toContain(say("ur", "headerText.login"));
    expect(body).not.toContain(">Login<");
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(
      header(page).getByRole("button", { name: say("ur", "headerText.login") }),
    ).toBeVisible();
    await expect
      .poll(() => headerLoginFonts(page, say("ur", "headerText.login")))
      .toContain("Noto Naskh Arabic");

    await switchLanguage(page, "en");
    await expect(html).toHaveAttribute("dir", "ltr");
    await expect(header(page).getByRole("button", { name: "Login" })).toBeVisible();
  });

  test("'آٹا' finds atta and 'चावल' finds rice", async ({ page }) => {
    await page.goto("/");
    await chooseLocationBySearch(page);
    for (const [query, english] of [
      ["آٹا", /atta/i],
      ["चावल", /rice/i],
    ] as const) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const results = page.getByRole("main").getByRole("article");
      await expect(results.first()).toBeVisible();
      const names = await results.getByRole("heading").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(english);
    }
  });

  test("the cart button counts items by each language's plural rules", async ({ page }) => {
    await page.goto("/");
    await chooseLocationBySearch(page);
    const cards = page.getByRole("main").getByRole("article").filter({ hasText: "Add Item" });
    for (const count of [1, 2]) {
      await switchLanguage(page, "en");
      await cards.first().getByRole("button", { name: "Add Item" }).click();
      await expect(
        header(page).getByRole("button", { name: new RegExp(`${count} Items?`) }),
      ).toBeVisible();
      for (const locale of ["ur", "hi", "bn", "ar"] as const) {
        await switchLanguage(page, locale);
        await expect(
          header(page).getByText(say(locale, "headerText.itemCount", count), { exact: true }),
        ).toBeVisible();
      }
    }
  });

  test("from a clean profile, a shopper switches to Arabic and checks out: every step right to left and in Arabic words, to the order page", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const ar = (id: string, ...args: unknown[]) => say("ar", id, ...args);
    await page.goto("/");
    // A first visit opens the location modal, which cannot be closed before a location is chosen:
    // the language switch behind it is the shopper's next step.
    await chooseLocationBySearch(page);
    await switchLanguage(page, "ar");
    await expectArabicPage(page);
    await expect(
      header(page).getByRole("combobox", { name: ar("languageSwitchText.label") }),
    ).toHaveValue("ar");

    // A guest fills the cart, and the drawer asks them to log in before checking out.
    await fillCart(page);
    const drawer = await openCart(page);
    await expect(
      drawer.getByRole("heading", { name: ar("cartDrawerText.heading", 3) }),
    ).toBeVisible();
    await drawer.getByRole("button", { name: ar("cartDrawerText.loginToProceed") }).click();
    await expect(page.getByRole("dialog", { name: ar("loginModalText.phoneTitle") })).toBeVisible();
    await signInInModal(page, "2125550159");
    // Signed in, the reloaded page arrives in Arabic with the guest's cart.
    await expectArabicPage(page);
    await expect(header(page).getByRole("button", { name: ar("headerText.login") })).toHaveCount(0);

    await proceedToCheckout(page, 10);
    await expectArabicPage(page);
    await expect(
      page.getByRole("heading", { name: ar("checkoutPageText.title"), level: 1 }),
    ).toBeVisible();
    for (const section of ["delivery", "payment", "receiver", "window", "cartItems"]) {
      await expect(
        page.getByRole("heading", { name: ar(`checkoutPageText.${section}`), exact: true }),
      ).toBeVisible();
    }
    await expect(
      summaryOf(page).getByRole("heading", { name: ar("orderSummaryText.heading") }),
    ).toBeVisible();
    await expect(
      deliverySection(page).getByText(ar("checkoutPageText.noAddressTitle")),
    ).toBeVisible();
    await expect(paymentSection(page).getByText(ar("checkoutPageText.noCardTitle"))).toBeVisible();

    // The first day is named 'Today', or 'Tomorrow' once today's windows have closed.
    await expect(
      page
        .getByRole("group", { name: ar("deliveryWindowPickerText.daysLegend") })
        .getByRole("radio")
        .first(),
    ).toHaveAccessibleName(
      new RegExp(
        `^(${ar("deliveryWindowPickerText.today")}|${ar("deliveryWindowPickerText.tomorrow")}) `,
      ),
    );
    await completeFirstCheckoutDetails(page);
    await expect(paymentSection(page)).toContainText(ar("savedCardSummaryText.masked", "4242"));
    await expect(placeOrderButton(page)).toHaveText(ar("checkoutPageText.placeOrder"));

    const uuid = await placeOrder(page);
    await expectArabicPage(page);
    await expect(page.getByText(ar("orderTrackerText.steps.0.title"))).toBeVisible();
    const order = await expectSummaryMatchesServer(page, uuid);
    await expect(
      page.getByRole("heading", {
        name: ar("orderDetailText.title", order.invoiceNumber),
        level: 1,
      }),
    ).toBeVisible();
    await expect(summaryOf(page).getByText(ar("orderSummaryText.finalPayment"))).toBeVisible();
  });
});

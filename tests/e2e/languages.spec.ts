import { expect, test, type Page } from "@playwright/test";
import ur from "../../src/i18n/catalogs/ur.json" with { type: "json" };
import { createTranslation, type Catalog } from "../../src/i18n/createTranslation";
import ar from "../../src/i18n/catalogs/ar.json" with { type: "json" };
import bn from "../../src/i18n/catalogs/bn.json" with { type: "json" };
import hi from "../../src/i18n/catalogs/hi.json" with { type: "json" };
import { chooseLocationBySearch, header } from "./shopper";

/**
 * docs/languages.md: a first-time visitor switches the store's language from the header. The words
 * expected are the catalogues' own, formatted as the app formats them (createTranslation).
 */
const catalogs: Record<"ur" | "hi" | "bn" | "ar", Catalog> = { ur, hi, bn, ar };
const words = (locale: keyof typeof catalogs) => createTranslation(locale, catalogs[locale]);
const say = (locale: keyof typeof catalogs, id: string, ...args: unknown[]) =>
  words(locale).translate(id, args) ?? `(no ${id})`;

async function switchLanguage(page: Page, locale: string) {
  await header(page).getByRole("combobox").selectOption(locale);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

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
});

import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { addressSearchText } from "../../src/components/AddressSearch/AddressSearch.text";
import { locationModalText } from "../../src/components/LocationModal/LocationModal.text";
import { locationPickerText } from "../../src/components/LocationPicker/LocationPicker.text";
import { loginModalText, OTP_LENGTH } from "../../src/components/LoginModal/LoginModal.text";
import { translate } from "../../src/i18n/translation";

/**
 * What a shopper does in the app, step by step through its screens, for the journeys. Nothing is
 * written to storage by hand: a journey starts as a first-time visitor does.
 *
 * The steps find the controls by the words of the components' text objects, read when the step
 * runs: English, or the language a journey switched the page and its own words to
 * (languages.spec.ts), so one step serves every language.
 */
export function header(page: Page) {
  return page.getByRole("banner");
}

export function locationModal(page: Page) {
  return page.getByRole("dialog", { name: locationModalText.title });
}

/**
 * The words of an entry whose text object cannot be loaded here (its module starts the app's API
 * client, as addressMessages does): its key in the active language, else its English.
 */
export function wordsOf(id: string, english: string): string {
  return translate(id, []) ?? english;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The whole of a name a text function composes around one argument, whatever it is given:
 * `namePattern(quantityCounterText.increase)` matches 'Add one more …' (and its translations).
 */
export function namePattern(text: (argument: string) => string): RegExp {
  const mark = "\uE000";
  const [before = "", after = ""] = text(mark).split(mark);
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}

/**
 * The first visit: the location modal opens by itself; the shopper searches an address, picks a
 * suggestion and confirms the point on the map. Without a session the choice starts a guest
 * session and the page reloads after a second.
 */
export async function chooseLocationBySearch(page: Page, text = "Brooklyn") {
  const modal = locationModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: locationModalText.search }).click();
  const search = page.getByRole("combobox", { name: addressSearchText.label });
  await search.fill(text);
  const option = page.getByRole("option").filter({ hasText: text }).first();
  await expect(option).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await option.click();
  await page.getByRole("button", { name: locationPickerText.confirm }).click();
  await reloaded;
  // The search view renames the dialog; after the reload no dialog is left open.
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** The code the console SMS provider kept for `phone` (the dev outbox; never in production). */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const outbox = (await (
    await request.get(`/api/v1/dev/sms-outbox?recipient=${encodeURIComponent(phone)}`)
  ).json()) as { data: { body: string }[] };
  const code = /\b(\d{4})\b/.exec(outbox.data[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`No code was texted to ${phone}`);
  return code;
}

/** Signs in through the login modal (opened by the caller) with the code texted to the phone. */
export async function signInInModal(page: Page, nationalNumber: string) {
  const dialog = page.getByRole("dialog", { name: loginModalText.phoneTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: loginModalText.phoneLabel }).fill(nationalNumber);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: loginModalText.sendOtp }).click();

  const otpDialog = page.getByRole("dialog", { name: loginModalText.otpTitle });
  await expect(otpDialog).toBeVisible();
  const code = await latestCode(page.request, `+1${nationalNumber}`);
  const reloaded = page.waitForEvent("load");
  await otpDialog.getByRole("textbox", { name: loginModalText.otpDigit(1, OTP_LENGTH) }).click();
  await page.keyboard.type(code);
  await reloaded;
}

/** Logs out from the header's account modal and waits for the page to reload signed out. */
export async function logOut(page: Page) {
  const reloaded = page.waitForEvent("load");
  await header(page).getByRole("button", { name: "Your Account" }).click();
  await page
    .getByRole("dialog", { name: "Your Account" })
    .getByRole("button", { name: "Logout" })
    .click();
  await reloaded;
  await expect(header(page).getByRole("button", { name: "Login" })).toBeVisible();
}

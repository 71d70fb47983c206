import {
  AsYouType,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from "libphonenumber-js";

/** A country of the selector: its ISO 3166-1 alpha-2 code and its "+1"-style calling code. */
export interface PhoneCountry {
  code: string;
  phoneCode: string;
}

/** docs/product.md § Constants and limits: the selector starts on the US, +1. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = { code: "US", phoneCode: "+1" };

/** The contract's PhoneNumber: E.164. */
const E164 = /^\+[1-9][0-9]{6,14}$/;
const E164_MAX_DIGITS = 15;

function supported(code: string): CountryCode | undefined {
  return isSupportedCountry(code) ? code : undefined;
}

/**
 * The digits of what was typed or pasted, cut to the longest number the country has, so the
 * field never holds more than can be sent.
 */
export function phoneDigits(text: string, country: PhoneCountry): string {
  const callingDigits = country.phoneCode.replace(/\D/g, "").length;
  let digits = text.replace(/\D/g, "").slice(0, E164_MAX_DIGITS - callingDigits);
  const iso = supported(country.code);
  while (iso && digits !== "" && validatePhoneNumberLength(digits, iso) === "TOO_LONG") {
    digits = digits.slice(0, -1);
  }
  return digits;
}

/** The number as it is being typed, in the country's own format: "(212) 555-0123" in the US. */
export function formatPhoneAsTyped(digits: string, country: PhoneCountry): string {
  const iso = supported(country.code);
  return iso ? new AsYouType(iso).input(digits) : digits;
}

/**
 * The E.164 number ("+12125550123") the contract takes, or null while the digits cannot be a
 * whole number of that country. A national prefix ("07911…" in the UK) is dropped.
 */
export function toE164(digits: string, country: PhoneCountry): string | null {
  if (digits === "") return null;
  const iso = supported(country.code);
  // Without the country's numbering plan only the contract's pattern can be checked.
  if (!iso) return checked(`+${country.phoneCode.replace(/\D/g, "")}${digits}`);
  const parsed = parsePhoneNumberFromString(digits, iso);
  return parsed?.isPossible() ? checked(parsed.number) : null;
}

function checked(number: string): string | null {
  return E164.test(number) ? number : null;
}

/** A stored E.164 number with its country code, readable: "+1 (555) 555-0123", "+44 7911 123456". */
export function formatPhoneWithCountryCode(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  // North American numbers read best in the national "(xxx) xxx-xxxx" the login field uses.
  return parsed.countryCallingCode === "1"
    ? `+1 ${parsed.formatNational()}`
    : parsed.formatInternational();
}

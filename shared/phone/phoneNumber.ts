import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * Not in the spec ("other validation is not shown"): what the login modal shows under the field
 * and the server answers (400) for an E.164 number no country's numbering plan has.
 */
export const INVALID_PHONE_NUMBER_MESSAGE = "Please enter a valid phone number";

/**
 * Whether an E.164 number ("+12125550123") is one a code can be texted to: libphonenumber-js
 * knows its country and the number fits that country's numbering plan. The contract's pattern
 * alone lets through "+10234567890" (no US area code starts with 0) and "+15555550123" (555 is
 * not an area code).
 */
export function isValidPhoneNumber(e164: string): boolean {
  return parsePhoneNumberFromString(e164)?.isValid() === true;
}

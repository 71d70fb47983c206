import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { AuthUser, CheckoutRequest, CountryPhoneCode } from "@/api/types";
import { DEFAULT_PHONE_COUNTRY, toE164 } from "@/lib/phoneNumber";
import { isEmailAddress } from "@/lib/email";
import type { PhoneNumberValue } from "../PhoneNumberField/PhoneNumberField";
import { phoneCountryOf } from "../PhoneNumberField/PhoneNumberField";
import { receiverInfoFormText as text } from "./ReceiverInfoForm.text";

/** The receiver as typed. */
export interface ReceiverInfo {
  fullName: string;
  email: string;
  phone: PhoneNumberValue;
}

/** What checkout sends about the receiver. */
export type Receiver = Pick<CheckoutRequest, "customerName" | "customerEmail" | "customerPhone">;

export type ReceiverInfoErrors = Partial<Record<keyof ReceiverInfo, string>>;

/** The profile fields the form starts from. */
export type ReceiverDefaults = Pick<AuthUser, "firstName" | "email" | "phone">;

export const EMPTY_RECEIVER_INFO: ReceiverInfo = {
  fullName: "",
  email: "",
  phone: { countryCode: DEFAULT_PHONE_COUNTRY.code, digits: "" },
};

/** The form prefilled from the profile; a stored E.164 phone splits into country and digits. */
export function receiverInfoFrom(defaults: ReceiverDefaults | null | undefined): ReceiverInfo {
  if (!defaults) return EMPTY_RECEIVER_INFO;
  const parsed = defaults.phone ? parsePhoneNumberFromString(defaults.phone) : undefined;
  return {
    fullName: defaults.firstName ?? "",
    email: defaults.email ?? "",
    phone: parsed
      ? { countryCode: parsed.country ?? DEFAULT_PHONE_COUNTRY.code, digits: parsed.nationalNumber }
      : EMPTY_RECEIVER_INFO.phone,
  };
}

/** Checks the form: a receiver to send, or the errors to show per field. */
export function validateReceiver(
  info: ReceiverInfo,
  countries: readonly CountryPhoneCode[],
): { receiver: Receiver; errors: null } | { receiver: null; errors: ReceiverInfoErrors } {
  const errors: ReceiverInfoErrors = {};
  const fullName = info.fullName.trim();
  const email = info.email.trim();
  const phone = toE164(info.phone.digits, phoneCountryOf(countries, info.phone.countryCode));
  if (fullName === "") errors.fullName = text.fullNameRequired;
  if (email !== "" && !isEmailAddress(email)) errors.email = text.emailInvalid;
  if (info.phone.digits === "") errors.phone = text.phoneRequired;
  else if (!phone) errors.phone = text.phoneIncomplete;
  if (Object.keys(errors).length > 0 || !phone) return { receiver: null, errors };
  return {
    receiver: {
      customerName: fullName,
      ...(email === "" ? {} : { customerEmail: email }),
      customerPhone: phone,
    },
    errors: null,
  };
}

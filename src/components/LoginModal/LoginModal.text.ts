import { INVALID_PHONE_NUMBER_MESSAGE } from "../../../shared/phone";
import { phoneNumberFieldText } from "../PhoneNumberField/PhoneNumberField.text";
import { defineText } from "@/i18n/defineText";

/** docs/product.md § Login modal and § Validation: the words of the modal, shared with stories. */
export const loginModalText = defineText("loginModalText", {
  close: "Close",
  phoneTitle: "Login",
  phoneDescription: "Enter your phone number and we will text you a one-time code.",
  countryLabel: phoneNumberFieldText.countryLabel,
  countriesLoading: phoneNumberFieldText.countriesLoading,
  phoneLabel: "Phone number",
  phoneRequired: "Please enter your phone number",
  /** Not in the spec ("other validation is not shown"): digits that cannot be a whole number. */
  phoneIncomplete: "Please enter a complete phone number",
  /**
   * Not in the spec either: a whole number no country's plan has ("(023) 456-7890" in the US).
   * The server answers the same words.
   */
  phoneInvalid: INVALID_PHONE_NUMBER_MESSAGE,
  consent:
    "I agree to receive a one-time code by SMS at this number. Message and data rates may apply.",
  sendOtp: "Send OTP",
  sending: "Sending...",
  otpTitle: "Enter OTP",
  /** Followed by the number and a full stop. */
  otpDescription: "Enter the 4-digit code we sent to",
  changeNumber: "Change number",
  otpGroup: "One-time code",
  otpDigit: (position: number, length: number) => `Digit ${position} of ${length}`,
  verifying: "Verifying...",
  signedIn: "You are logged in. Reloading...",
  resendIn: "Resend OTP in",
  noCode: "Didn't receive the code?",
  resendSms: "Resend via SMS",
  whatsApp: "WhatsApp",
  /** The spec shows a WhatsApp button without an action; it says so instead of doing nothing. */
  whatsAppUnavailable: "Codes by WhatsApp are not available yet.",
});

/** docs/product.md § Validation and § Constants and limits: a one-time code is 4 digits, one per box. */
export const OTP_LENGTH = 4;

import { computed, defineText } from "@/i18n/defineText";
/** The words of the phone field the login modal and checkout's receiver form share. */
export const phoneNumberFieldText = defineText("phoneNumberFieldText", {
  countryLabel: "Country code",
  /** An option of the country selector: "US +1". */
  countryOption: computed((code: string, phoneCode: string) => `${code} ${phoneCode}`),
  countriesLoading: "Loading country codes...",
});

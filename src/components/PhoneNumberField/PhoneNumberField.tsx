import { useId, type ChangeEvent, type Ref } from "react";
import type { CountryPhoneCode } from "@/api/types";
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhoneAsTyped,
  phoneDigits,
  type PhoneCountry,
} from "@/lib/phoneNumber";
import { cn } from "@/lib/cn";
import { phoneNumberFieldText as text } from "./PhoneNumberField.text";
import { FieldLabel } from "../ui/FieldLabel";

/** A phone number as entered: the chosen country and the national digits, unformatted. */
export interface PhoneNumberValue {
  /** ISO code of the chosen country ("US"); US and Canada share +1, so the code tells them apart. */
  countryCode: string;
  digits: string;
}

const FALLBACK_COUNTRIES: readonly CountryPhoneCode[] = [
  { ...DEFAULT_PHONE_COUNTRY, fileResponse: null },
];

/** The countries offered: until the list arrives (or when it fails), the spec's default US +1. */
export function phoneCountryOptions(
  countries: readonly CountryPhoneCode[],
): readonly CountryPhoneCode[] {
  return countries.length > 0 ? countries : FALLBACK_COUNTRIES;
}

/** The country a value's digits belong to, for toE164. */
export function phoneCountryOf(
  countries: readonly CountryPhoneCode[],
  countryCode: string,
): PhoneCountry {
  const options = phoneCountryOptions(countries);
  return (
    options.find((option) => option.code === countryCode) ?? options[0] ?? DEFAULT_PHONE_COUNTRY
  );
}

export interface PhoneNumberFieldProps {
  value: PhoneNumberValue;
  onChange: (value: PhoneNumberValue) => void;
  countries: readonly CountryPhoneCode[];
  countriesLoading?: boolean;
  /** The visible label of the number ("Phone number"). */
  label: string;
  /** Shown under the field and tied to the number input; null or absent when there is none. */
  error?: string | null;
  required?: boolean;
  /** The number input's id, so a page can move focus to it. */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * docs/product.md § Login modal: a country selector (flag, ISO code and calling code) and a
 * digits-only number formatted as it is typed, "(212) 555-0123" in the US.
 */
export function PhoneNumberField({
  value,
  onChange,
  countries,
  countriesLoading = false,
  label,
  error = null,
  required = false,
  id,
  inputRef,
  className,
}: PhoneNumberFieldProps) {
  const generatedId = useId();
  const phoneId = id ?? `${generatedId}-phone`;
  const ids = {
    country: `${phoneId}-country`,
    loading: `${phoneId}-loading`,
    error: `${phoneId}-error`,
  };
  const options = phoneCountryOptions(countries);
  const country = options.find((option) => option.code === value.countryCode) ?? options[0];
  const selected: PhoneCountry = country ?? DEFAULT_PHONE_COUNTRY;
  const shown = formatPhoneAsTyped(value.digits, selected);

  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = options.find((option) => option.code === event.target.value);
    if (!next) return;
    onChange({ countryCode: next.code, digits: phoneDigits(value.digits, next) });
  };

  const changePhone = (event: ChangeEvent<HTMLInputElement>) => {
    onChange({ ...value, digits: typedDigits(event.target, shown, selected) });
  };

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={phoneId} required={required}>
        {label}
      </FieldLabel>
      {/* The calling code and the number read left to right in every language. */}
      <div dir="ltr" className="flex gap-2">
        <label htmlFor={ids.country} className="sr-only">
          {text.countryLabel}
        </label>
        <div className="flex h-11 items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-2 focus-within:outline-2 focus-within:outline-brand-600">
          {/* The flag's place is kept while the countries load, so the number field never moves
              under a shopper who is already typing. */}
          {country?.fileResponse ? (
            <img src={country.fileResponse.fullUrl} alt="" className="h-4 w-6 object-cover" />
          ) : (
            <span aria-hidden className="h-4 w-6 rounded-sm bg-gray-100" />
          )}
          <select
            id={ids.country}
            value={selected.code}
            onChange={changeCountry}
            disabled={countriesLoading}
            aria-busy={countriesLoading}
            aria-describedby={countriesLoading ? ids.loading : undefined}
            // A fixed width: the widest loaded option ("AE +971") would otherwise widen it.
            className="h-full w-[5.5rem] bg-transparent text-sm focus:outline-none"
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {text.countryOption(option.code, option.phoneCode)}
              </option>
            ))}
          </select>
          {countriesLoading && (
            <span id={ids.loading} className="sr-only">
              {text.countriesLoading}
            </span>
          )}
        </div>
        <input
          ref={inputRef}
          id={phoneId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={shown}
          onChange={changePhone}
          required={required}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-base aria-invalid:border-danger-600"
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The digits after an edit. Deleting only a formatting character ("(212)" less its ")") would
 * leave the digits as they were and the formatter would put it straight back, so the digit
 * before the caret goes instead.
 */
function typedDigits(input: HTMLInputElement, shown: string, country: PhoneCountry): string {
  const value = input.value;
  const digits = phoneDigits(value, country);
  const before = phoneDigits(shown, country);
  if (digits !== before || value.length >= shown.length) return digits;
  const caret = input.selectionStart ?? value.length;
  const kept = value.slice(0, caret).replace(/\D/g, "").length;
  return digits.slice(0, Math.max(0, kept - 1)) + digits.slice(kept);
}

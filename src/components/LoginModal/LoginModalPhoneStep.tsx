import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { CountryPhoneCode } from "@/api/types";
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhoneAsTyped,
  phoneDigits,
  toE164,
  type PhoneCountry,
} from "@/lib/phoneNumber";
import { Button } from "../ui/Button";
import { DialogDescription, DialogTitle } from "../ui/Dialog";
import { loginModalText as text } from "./LoginModal.text";

/** What the shopper has entered on the phone step; kept while they look at the OTP step. */
export interface PhoneForm {
  /** ISO code of the chosen country ("US"); US and Canada share +1, so the code tells them apart. */
  countryCode: string;
  /** National digits as typed, without formatting. */
  digits: string;
  consent: boolean;
}

export const EMPTY_PHONE_FORM: PhoneForm = {
  countryCode: DEFAULT_PHONE_COUNTRY.code,
  digits: "",
  consent: false,
};

export interface LoginModalPhoneStepProps {
  form: PhoneForm;
  onFormChange: (form: PhoneForm) => void;
  countries: readonly CountryPhoneCode[];
  countriesLoading: boolean;
  sending: boolean;
  /** Raised with the E.164 number once the form is valid. */
  onSendOtp: (recipient: string) => void;
}

const FALLBACK_COUNTRIES: readonly CountryPhoneCode[] = [
  { ...DEFAULT_PHONE_COUNTRY, fileResponse: null },
];

/** Spec sections 2 and 5: country selector, digits-only formatted number, SMS consent. */
export function LoginModalPhoneStep({
  form,
  onFormChange,
  countries,
  countriesLoading,
  sending,
  onSendOtp,
}: LoginModalPhoneStepProps) {
  const [error, setError] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const ids = { country: useId(), phone: useId(), error: useId(), consent: useId() };
  // Until the list arrives (or when it fails) the spec's default, US +1, is still offered.
  const options = countries.length > 0 ? countries : FALLBACK_COUNTRIES;
  const country = options.find((option) => option.code === form.countryCode) ?? options[0];
  const selected: PhoneCountry = country ?? DEFAULT_PHONE_COUNTRY;
  const shown = formatPhoneAsTyped(form.digits, selected);

  // Each step starts on its first field, as the modal opens and when it replaces the other step;
  // the dialog still gives focus back to its opener (ui/useReturnFocus).
  useEffect(() => phoneRef.current?.focus(), []);

  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = options.find((option) => option.code === event.target.value);
    if (!next) return;
    onFormChange({ ...form, countryCode: next.code, digits: phoneDigits(form.digits, next) });
  };

  const changePhone = (event: ChangeEvent<HTMLInputElement>) => {
    setError(null);
    onFormChange({ ...form, digits: typedDigits(event.target, shown, selected) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.digits === "") return setError(text.phoneRequired);
    const recipient = toE164(form.digits, selected);
    if (!recipient) return setError(text.phoneIncomplete);
    onSendOtp(recipient);
  };

  return (
    <>
      <DialogTitle>{text.phoneTitle}</DialogTitle>
      <DialogDescription>{text.phoneDescription}</DialogDescription>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.phone} className="text-sm font-medium">
            {text.phoneLabel}
          </label>
          <div className="flex gap-2">
            <label htmlFor={ids.country} className="sr-only">
              {text.countryLabel}
            </label>
            <div className="flex h-11 items-center gap-1.5 rounded-lg border border-gray-300 px-2 focus-within:outline-2 focus-within:outline-brand-600">
              {country?.fileResponse && (
                <img src={country.fileResponse.fullUrl} alt="" className="h-4 w-6 object-cover" />
              )}
              <select
                id={ids.country}
                value={selected.code}
                onChange={changeCountry}
                disabled={countriesLoading}
                aria-busy={countriesLoading}
                aria-describedby={countriesLoading ? `${ids.country}-loading` : undefined}
                className="h-full bg-transparent text-sm focus:outline-none"
              >
                {options.map((option) => (
                  <option key={option.code} value={option.code}>
                    {text.countryOption(option.code, option.phoneCode)}
                  </option>
                ))}
              </select>
              {countriesLoading && (
                <span id={`${ids.country}-loading`} className="sr-only">
                  {text.countriesLoading}
                </span>
              )}
            </div>
            <input
              ref={phoneRef}
              id={ids.phone}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={shown}
              onChange={changePhone}
              aria-invalid={error !== null}
              aria-describedby={error ? ids.error : undefined}
              className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-base aria-invalid:border-danger-600"
            />
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex items-start gap-2.5">
          <input
            id={ids.consent}
            type="checkbox"
            checked={form.consent}
            onChange={(event) => onFormChange({ ...form, consent: event.target.checked })}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <label htmlFor={ids.consent} className="text-sm text-gray-700">
            {text.consent}
          </label>
        </div>
        <Button type="submit" size="lg" disabled={!form.consent || sending} aria-busy={sending}>
          {sending ? text.sending : text.sendOtp}
        </Button>
      </form>
    </>
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

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { CountryPhoneCode } from "@/api/types";
import { DEFAULT_PHONE_COUNTRY, toE164 } from "@/lib/phoneNumber";
import { isValidPhoneNumber } from "../../../shared/phone";
import {
  PhoneNumberField,
  phoneCountryOf,
  type PhoneNumberValue,
} from "../PhoneNumberField/PhoneNumberField";
import { Button } from "../ui/Button";
import { DialogDescription, DialogTitle } from "../ui/Dialog";
import { loginModalText as text } from "./LoginModal.text";

/** What the shopper has entered on the phone step; kept while they look at the OTP step. */
export interface PhoneForm extends PhoneNumberValue {
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
  /** Raised with the E.164 number once the form is valid (shared/phone's isValidPhoneNumber). */
  onSendOtp: (recipient: string) => void;
}

/** docs/product.md § Login modal and § Validation: country selector, digits-only formatted number, SMS consent. */
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
  const consentId = useId();
  const selected = phoneCountryOf(countries, form.countryCode);

  // Each step starts on its first field, as the modal opens and when it replaces the other step;
  // the dialog still gives focus back to its opener (ui/useReturnFocus).
  useEffect(() => phoneRef.current?.focus(), []);

  const changePhone = (phone: PhoneNumberValue) => {
    if (phone.digits !== form.digits) setError(null);
    onFormChange({ ...form, ...phone });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.digits === "") return setError(text.phoneRequired);
    const recipient = toE164(form.digits, selected);
    if (!recipient) return setError(text.phoneIncomplete);
    // The server refuses the same numbers (400); checked here, no code is asked for in vain.
    if (!isValidPhoneNumber(recipient)) return setError(text.phoneInvalid);
    onSendOtp(recipient);
  };

  return (
    <>
      <DialogTitle>{text.phoneTitle}</DialogTitle>
      <DialogDescription>{text.phoneDescription}</DialogDescription>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PhoneNumberField
          value={form}
          onChange={changePhone}
          countries={countries}
          countriesLoading={countriesLoading}
          label={text.phoneLabel}
          error={error}
          inputRef={phoneRef}
        />
        <div className="flex items-start gap-2.5">
          <input
            id={consentId}
            type="checkbox"
            checked={form.consent}
            onChange={(event) => onFormChange({ ...form, consent: event.target.checked })}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <label htmlFor={consentId} className="text-sm text-gray-700">
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

import { useId, type ReactNode } from "react";
import type { CountryPhoneCode } from "@/api/types";
import { cn } from "@/lib/cn";
import { PhoneNumberField } from "../PhoneNumberField/PhoneNumberField";
import { receiverInfoFormText as text } from "./ReceiverInfoForm.text";
import type { ReceiverInfo, ReceiverInfoErrors } from "./receiverInfo";
import { FieldLabel } from "../ui/FieldLabel";

export {
  EMPTY_RECEIVER_INFO,
  receiverInfoFrom,
  validateReceiver,
  type Receiver,
  type ReceiverDefaults,
  type ReceiverInfo,
  type ReceiverInfoErrors,
} from "./receiverInfo";

export interface ReceiverInfoFormProps {
  value: ReceiverInfo;
  onChange: (value: ReceiverInfo) => void;
  countries: readonly CountryPhoneCode[];
  countriesLoading?: boolean;
  /** Per field, shown under it; the page decides when (after Place Order). */
  errors?: ReceiverInfoErrors;
  /** Prefix of the fields' ids (`${idPrefix}-name`, `-email`, `-phone`), so a page can focus them. */
  idPrefix?: string;
  className?: string;
}

const inputClass =
  "h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base aria-invalid:border-danger-600";

/** docs/product.md § Checkout: full name, optional email and a phone with its country code. */
export function ReceiverInfoForm({
  value,
  onChange,
  countries,
  countriesLoading = false,
  errors = {},
  idPrefix,
  className,
}: ReceiverInfoFormProps) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const ids = { name: `${prefix}-name`, email: `${prefix}-email`, phone: `${prefix}-phone` };

  return (
    <div className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2", className)}>
      <Field id={ids.name} label={text.fullName} required error={errors.fullName}>
        <input
          id={ids.name}
          value={value.fullName}
          onChange={(event) => onChange({ ...value, fullName: event.target.value })}
          autoComplete="name"
          required
          aria-invalid={errors.fullName !== undefined}
          aria-describedby={errors.fullName ? `${ids.name}-error` : undefined}
          className={inputClass}
        />
      </Field>
      <Field id={ids.email} label={text.email} hint={text.optional} error={errors.email}>
        <input
          id={ids.email}
          type="email"
          value={value.email}
          onChange={(event) => onChange({ ...value, email: event.target.value })}
          autoComplete="email"
          aria-invalid={errors.email !== undefined}
          aria-describedby={errors.email ? `${ids.email}-error` : undefined}
          className={inputClass}
        />
      </Field>
      <PhoneNumberField
        id={ids.phone}
        label={text.phone}
        required
        value={value.phone}
        onChange={(phone) => onChange({ ...value, phone })}
        countries={countries}
        countriesLoading={countriesLoading}
        error={errors.phone ?? null}
        className="sm:col-span-2"
      />
    </div>
  );
}

function Field({
  id,
  label,
  hint,
  required = false,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id} required={required}>
        {label}
        {hint ? (
          <>
            {" "}
            <span className="font-normal text-gray-600">{hint}</span>
          </>
        ) : null}
      </FieldLabel>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

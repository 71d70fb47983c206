import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { cn } from "@/lib/cn";
import { locationPickerText } from "../LocationPicker/LocationPicker.text";
import { Button } from "../ui/Button";
import type { AddressLocation } from "./AddressDialog";
import { addressDialogText as text } from "./AddressDialog.text";
import { AddressDialogField } from "./AddressDialogField";
import { AddressDialogLabelPicks } from "./AddressDialogLabelPicks";
import { LocationError } from "./AddressDialogLocationStep";
import {
  ADDRESS_MAX_LENGTHS,
  firstInvalidField,
  trimAddressForm,
  validateAddressForm,
  type AddressField,
  type AddressFieldErrors,
  type AddressFormValues,
} from "./addressForm";

interface AddressDialogDetailsProps {
  location: AddressLocation | null;
  onChangeLocation: () => void;
  values: AddressFormValues;
  onValuesChange: (field: AddressField, value: string) => void;
  errors: AddressFieldErrors;
  onErrors: (errors: AddressFieldErrors) => void;
  serverError: string | null;
  /** The fields the server refused at the last save. */
  serverFieldErrors: AddressFieldErrors | undefined;
  saving: boolean;
  onSubmit: (values: AddressFormValues) => void;
  /** The shopper arrives from the map: the first field takes focus. */
  focusOnMount: boolean;
}

const autoComplete: Partial<Record<AddressField, string>> = {
  addressLine1: "address-line1",
  addressLine2: "address-line2",
  city: "address-level2",
  state: "address-level1",
  zip: "postal-code",
};

/** The second step: the chosen location, then the fields of docs/product.md § Validation. */
export function AddressDialogDetails({
  location,
  onChangeLocation,
  values,
  onValuesChange,
  errors,
  onErrors,
  serverError,
  serverFieldErrors,
  saving,
  onSubmit,
  focusOnMount,
}: AddressDialogDetailsProps) {
  const form = useRef<HTMLFormElement>(null);
  const locationGroup = useRef<HTMLDivElement>(null);
  const locationHeadingId = useId();
  const locationErrorId = useId();

  useEffect(() => {
    if (focusOnMount) focusField(form.current, "label");
  }, [focusOnMount]);

  // When the server refuses a save, focus goes to what it refused: the location (then the
  // shopper lands on the way to change it) or the first field. Only then: a delivery check that
  // answers while the shopper types must not take focus away.
  const awaitingAnswer = useRef(false);
  useEffect(() => {
    if (saving || !awaitingAnswer.current) return;
    const firstRefused = serverFieldErrors && firstInvalidField(serverFieldErrors);
    if (serverError) locationGroup.current?.querySelector("button")?.focus();
    else if (firstRefused) focusField(form.current, firstRefused);
    else return;
    awaitingAnswer.current = false;
  }, [saving, serverError, serverFieldErrors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = validateAddressForm(values, text);
    const first = firstInvalidField(found);
    onErrors(found);
    if (first) {
      focusField(form.current, first);
      return;
    }
    if (!location) {
      onChangeLocation();
      return;
    }
    awaitingAnswer.current = true;
    onSubmit(trimAddressForm(values));
  };

  const field = (name: AddressField) => ({
    name,
    label: text.fields[name],
    value: values[name],
    onChange: (value: string) => onValuesChange(name, value),
    error: errors[name],
    required: name in text.required,
    maxLength: ADDRESS_MAX_LENGTHS[name],
    placeholder: text.placeholders[name],
    autoComplete: autoComplete[name] ?? "off",
  });

  return (
    // The browser's own bubbles are replaced by the messages under the fields.
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div
        ref={locationGroup}
        role="group"
        aria-labelledby={locationHeadingId}
        className={cn(
          "flex flex-col gap-2 rounded-lg border p-3",
          serverError ? "border-danger-700 bg-red-50" : "border-gray-200 bg-gray-50",
        )}
      >
        <p id={locationHeadingId} className="text-sm font-medium text-gray-900">
          {text.location}
        </p>
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-start gap-2 text-sm text-gray-800">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span className="min-w-0 break-words">
              {location?.label ?? locationPickerText.findingPlace}
            </span>
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={onChangeLocation}
            aria-describedby={serverError ? locationErrorId : undefined}
          >
            {text.changeLocation}
          </Button>
        </div>
        {serverError ? <LocationError id={locationErrorId} message={serverError} /> : null}
      </div>

      <div className="flex flex-col gap-2">
        <AddressDialogField {...field("label")} />
        <AddressDialogLabelPicks
          value={values.label}
          onPick={(label) => onValuesChange("label", label)}
        />
      </div>
      <AddressDialogField {...field("addressLine1")} />
      <AddressDialogField {...field("addressLine2")} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <AddressDialogField {...field("city")} className="col-span-2 sm:col-span-1" />
        <AddressDialogField {...field("state")} />
        <AddressDialogField {...field("zip")} inputMode="numeric" />
      </div>
      <AddressDialogField {...field("instructions")} multiline />

      <Button type="submit" size="lg" disabled={saving} aria-busy={saving} className="w-full">
        {saving ? text.saving : text.save}
      </Button>
    </form>
  );
}

function focusField(form: HTMLFormElement | null, name: AddressField) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

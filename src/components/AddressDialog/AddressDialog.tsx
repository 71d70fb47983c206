import { useState, type ReactNode } from "react";
import type { GeoPoint, PickerMapProps } from "@/lib/geo";
import type { AddressSuggestion } from "../AddressSearch/AddressSearch";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/Dialog";
import { addressDialogText as text } from "./AddressDialog.text";
import { AddressDialogDetails } from "./AddressDialogDetails";
import { AddressDialogLocationStep } from "./AddressDialogLocationStep";
import {
  ADDRESS_FIELDS,
  EMPTY_ADDRESS_FORM,
  withoutErrors,
  type AddressFieldErrors,
  type AddressFormValues,
} from "./addressForm";

export type { AddressField, AddressFieldErrors, AddressFormValues } from "./addressForm";

/** Where the address is, and what the pick told of it. */
export interface AddressLocation {
  point: GeoPoint;
  /** What the pin points at (the chosen place, or 'state, country'); null while it is looked up. */
  label: string | null;
  /** Parts the pick named, copied into the form when they arrive; absent or "" when unknown. */
  city?: string;
  state?: string;
  zip?: string;
}

export interface AddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Add New Address' starts at the map; 'Edit Address' at the details of `initialValues`. */
  mode: "add" | "edit";
  initialValues?: AddressFormValues;
  /** The picked location, or null before a pick. */
  location: AddressLocation | null;
  /** The address search (suggestions come from the container's maps service). */
  query: string;
  onQueryChange: (query: string) => void;
  suggestions: readonly AddressSuggestion[];
  searching: boolean;
  onSelectSuggestion: (suggestion: AddressSuggestion) => void;
  /** The shopper put the pin on another point of the map. */
  onPinChange: (point: GeoPoint) => void;
  renderMap: (props: PickerMapProps) => ReactNode;
  /** The server's answer about the location (not deliverable), shown on the location field. */
  serverError?: string | null;
  /** Fields the server refused, shown under them. */
  fieldErrors?: AddressFieldErrors;
  /** True while the address is being saved: the submit button is disabled. */
  saving?: boolean;
  onSubmit: (values: AddressFormValues) => void;
}

/** docs/product.md § Address book (checkout, address book): the add/edit address dialog with its map picker. */
export function AddressDialog({ open, onOpenChange, ...props }: AddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close} width="lg">
        {/* Mounted with the content, so each opening starts afresh. */}
        <AddressDialogBody {...props} />
      </DialogContent>
    </Dialog>
  );
}

type Step = "location" | "details";

function filledParts(location: AddressLocation | null): Partial<AddressFormValues> {
  const parts: Partial<AddressFormValues> = {};
  if (location?.city) parts.city = location.city;
  if (location?.state) parts.state = location.state;
  if (location?.zip) parts.zip = location.zip;
  return parts;
}

function fillKeyOf(location: AddressLocation | null): string {
  if (!location) return "";
  const { point, city, state, zip } = location;
  return [point.lat, point.lng, city, state, zip].join("|");
}

function AddressDialogBody({
  mode,
  initialValues,
  location,
  query,
  onQueryChange,
  suggestions,
  searching,
  onSelectSuggestion,
  onPinChange,
  renderMap,
  serverError = null,
  fieldErrors,
  saving = false,
  onSubmit,
}: Omit<AddressDialogProps, "open" | "onOpenChange">) {
  const [step, setStep] = useState<Step>(mode === "edit" && location ? "details" : "location");
  // Coming from the map, the details step puts focus on its first field.
  const [fromMap, setFromMap] = useState(false);
  const [values, setValues] = useState(
    () => initialValues ?? { ...EMPTY_ADDRESS_FORM, ...filledParts(location) },
  );
  const [errors, setErrors] = useState<AddressFieldErrors>(fieldErrors ?? {});

  // A new pick fills in what it knows; what the shopper typed elsewhere stays.
  const fillKey = fillKeyOf(location);
  const [filledKey, setFilledKey] = useState(fillKey);
  if (fillKey !== filledKey) {
    setFilledKey(fillKey);
    const parts = filledParts(location);
    setValues((current) => ({ ...current, ...parts }));
    setErrors((current) =>
      withoutErrors(
        current,
        ADDRESS_FIELDS.filter((field) => field in parts),
      ),
    );
  }

  const [shownFieldErrors, setShownFieldErrors] = useState(fieldErrors);
  if (fieldErrors !== shownFieldErrors) {
    setShownFieldErrors(fieldErrors);
    if (fieldErrors) setErrors((current) => ({ ...current, ...fieldErrors }));
  }

  return (
    <>
      <DialogTitle>{mode === "edit" ? text.editTitle : text.addTitle}</DialogTitle>
      <DialogDescription className="-mt-2">
        {step === "location" ? text.locationDescription : text.detailsDescription}
      </DialogDescription>
      {step === "location" ? (
        <AddressDialogLocationStep
          location={location}
          query={query}
          onQueryChange={onQueryChange}
          suggestions={suggestions}
          searching={searching}
          onSelectSuggestion={onSelectSuggestion}
          onPinChange={onPinChange}
          renderMap={renderMap}
          serverError={serverError}
          onConfirm={() => {
            setFromMap(true);
            setStep("details");
          }}
        />
      ) : (
        <AddressDialogDetails
          location={location}
          onChangeLocation={() => setStep("location")}
          values={values}
          onValuesChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            if (errors[field]) setErrors((current) => withoutErrors(current, [field]));
          }}
          errors={errors}
          onErrors={setErrors}
          serverError={serverError}
          serverFieldErrors={fieldErrors}
          saving={saving}
          onSubmit={onSubmit}
          focusOnMount={fromMap}
        />
      )}
    </>
  );
}

import { ApiError } from "@/api/client";
import { addressDialogText } from "@/components/AddressDialog/AddressDialog.text";
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressFieldErrors,
} from "@/components/AddressDialog/addressForm";
import { defineText } from "@/i18n/defineText";

/** docs/product.md § Messages and errors: the toasts of the address book (dialog, address book page, checkout). */
export const addressToasts = defineText("addressToasts", {
  saved: "Address saved successfully!",
  updated: "Address updated successfully!",
  saveFailed: "Something went wrong while saving address",
  removed: "Address removed successfully!",
  removeFailed: "Something went wrong while remove address",
  defaultUpdated: "Default address updated successfully!",
  defaultFailed: "Failed to set as default address",
});

/** Where a failed save shows on the form, besides the toast. */
export interface AddressSaveProblem {
  /** The server's words about the location (422: not deliverable), for the location field. */
  location?: string;
  /** Fields the server's errors list names (400), with the form's words for them. */
  fields?: AddressFieldErrors;
}

function isAddressField(name: string): name is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(name);
}

/**
 * The contract: 422 when the coordinates are not deliverable (its message says so); 400 with an
 * errors list of "body.<field> …" entries when a value is refused.
 */
export function addressSaveProblem(error: unknown): AddressSaveProblem {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 422) return { location: error.body?.message ?? error.message };
  if (error.status !== 400) return {};
  const problem: AddressSaveProblem = {};
  for (const entry of error.body?.errors ?? []) {
    const name = /^body[./](\w+)/.exec(entry)?.[1] ?? "";
    if (isAddressField(name)) {
      problem.fields = { ...problem.fields, [name]: addressDialogText.invalid[name] };
    } else if (name === "latitude" || name === "longitude") {
      problem.location = error.body?.message ?? error.message;
    }
  }
  return problem;
}

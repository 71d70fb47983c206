/** The fields of the address form, in the order the shopper meets them. */
export const ADDRESS_FIELDS = [
  "label",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zip",
  "instructions",
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the shopper typed; the container adds the point and country for the server. */
export type AddressFormValues = Record<AddressField, string>;

export type AddressFieldErrors = Partial<Record<AddressField, string>>;

/** The contract's limits (AddressInput). */
export const ADDRESS_MAX_LENGTHS: Record<AddressField, number> = {
  label: 50,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  state: 100,
  zip: 10,
  instructions: 500,
};

/** The contract's Zip: five digits, optionally ZIP+4. */
const ZIP_PATTERN = /^[0-9]{5}(-[0-9]{4})?$/;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  label: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  zip: "",
  instructions: "",
};

export function trimAddressForm(values: AddressFormValues): AddressFormValues {
  const trimmed = { ...values };
  for (const field of ADDRESS_FIELDS) trimmed[field] = values[field].trim();
  return trimmed;
}

type ErrorWords = { required: Partial<Record<AddressField, string>>; invalid: { zip: string } };

/** docs/product.md § Validation: the required fields must not be blank; the ZIP must be one the server takes. */
export function validateAddressForm(
  values: AddressFormValues,
  words: ErrorWords,
): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const required = words.required[field];
    if (required && values[field].trim() === "") errors[field] = required;
  }
  if (!errors.zip && !ZIP_PATTERN.test(values.zip.trim())) errors.zip = words.invalid.zip;
  return errors;
}

/** The first field with an error, in form order: the one that takes focus. */
export function firstInvalidField(errors: AddressFieldErrors): AddressField | undefined {
  return ADDRESS_FIELDS.find((field) => errors[field]);
}

/** The errors of the fields not named: a field edited or filled in again has none. */
export function withoutErrors(
  errors: AddressFieldErrors,
  fields: readonly AddressField[],
): AddressFieldErrors {
  const left: AddressFieldErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const error = errors[field];
    if (error && !fields.includes(field)) left[field] = error;
  }
  return left;
}

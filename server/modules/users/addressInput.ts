import { badRequest } from "../../http/errors";
import type { Schemas } from "../../http/types";
import type { AddressRow, AddressValues } from "./addressRepository";

/** Fields the form requires, with the words the message uses for them. */
const REQUIRED_FIELDS = {
  label: "label",
  addressLine1: "address line 1",
  city: "city",
  state: "state",
  country: "country",
} as const;

type RequiredField = keyof typeof REQUIRED_FIELDS;

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Blank optional text is no text: the address card shows nothing rather than spaces. */
const optionalText = (value: string | null | undefined) => value?.trim() || null;

/**
 * The stored values of an address form: text trimmed, blank optional fields null. The contract
 * already demands the required fields; a field of spaces only passes it, so it is refused here.
 */
export function addressValues(input: Schemas["AddressInput"]): AddressValues {
  const values: AddressValues = {
    label: input.label.trim(),
    addressLine1: input.addressLine1.trim(),
    addressLine2: optionalText(input.addressLine2),
    city: input.city.trim(),
    state: input.state.trim(),
    zip: input.zip.trim(),
    country: input.country.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
    instructions: optionalText(input.instructions),
  };
  const blank = (Object.keys(REQUIRED_FIELDS) as RequiredField[]).filter((key) => !values[key]);
  if (blank.length > 0) {
    throw badRequest(
      `Please enter the ${listWords(blank.map((key) => REQUIRED_FIELDS[key]))}.`,
      blank.map((key) => `body.${key} must not be blank`),
    );
  }
  return values;
}

export function toAddress(row: AddressRow): Schemas["Address"] {
  return {
    id: row.id,
    label: row.label,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    longitude: row.longitude,
    latitude: row.latitude,
    instructions: row.instructions,
    country: row.country,
    isDefault: row.isDefault,
  };
}

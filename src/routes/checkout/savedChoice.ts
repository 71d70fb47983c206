import type { Address, PaymentMethod } from "@/api/types";

/** The order goes to the address picked here, else the default one, else the first saved. */
export function chosenAddress(addresses: readonly Address[] | undefined, id: number | null) {
  if (!addresses) return null;
  return (
    addresses.find((address) => address.id === id) ??
    addresses.find((address) => address.isDefault) ??
    addresses[0] ??
    null
  );
}

/** The shopper's pick, else the default card, else the first. */
export function chosenCard(cards: readonly PaymentMethod[] | undefined, id: string | null) {
  return (
    cards?.find((card) => card.id === id) ??
    cards?.find((card) => card.isDefault) ??
    cards?.[0] ??
    null
  );
}

import { lazy } from "react";
import type { Address, PaymentMethod } from "@/api/types";
import { AddressBookSelector } from "@/components/AddressBookSelector/AddressBookSelector";
import { PaymentMethodSelector } from "@/components/PaymentMethodSelector/PaymentMethodSelector";
import { MountWhenOpened } from "@/components/ui/MountWhenOpened";

// The forms with a map or a card field load when the shopper first asks for one.
const AddressDialogContainer = lazy(async () => ({
  default: (await import("@/app/address/AddressDialogContainer")).AddressDialogContainer,
}));
const AddCardDialogContainer = lazy(async () => ({
  default: (await import("@/app/payments/AddCardDialogContainer")).AddCardDialogContainer,
}));

export type CheckoutDialog = "addressBook" | "address" | "cards" | "addCard" | null;

export interface CheckoutDialogsProps {
  open: CheckoutDialog;
  setOpen: (dialog: CheckoutDialog) => void;
  addresses: readonly Address[];
  addressesLoading: boolean;
  address: Address | null;
  /** The address the address dialog edits; none adds one. */
  editedAddress: Address | undefined;
  editAddress: (address?: Address) => void;
  chooseAddress: (id: number) => void;
  cards: readonly PaymentMethod[] | undefined;
  card: PaymentMethod | null;
  chooseCard: (id: string) => void;
}

/** Checkout's dialogs: the address book and the cards to choose from, and the forms adding one. */
export function CheckoutDialogs(props: CheckoutDialogsProps) {
  const { open, setOpen, chooseAddress, chooseCard } = props;
  const openChange = (name: CheckoutDialog) => (opened: boolean) => setOpen(opened ? name : null);
  return (
    <>
      <AddressBookSelector
        open={open === "addressBook"}
        onOpenChange={openChange("addressBook")}
        addresses={props.addresses}
        loading={props.addressesLoading}
        selectedId={props.address?.id ?? null}
        onChoose={(chosen) => {
          chooseAddress(chosen.id);
          setOpen(null);
        }}
        onAddNew={() => props.editAddress()}
        onEdit={(edit) => props.editAddress(edit)}
      />
      <PaymentMethodSelector
        open={open === "cards"}
        onOpenChange={openChange("cards")}
        cards={props.cards}
        selectedId={props.card?.id ?? null}
        onSelect={(chosen) => {
          chooseCard(chosen.id);
          setOpen(null);
        }}
        onAddNew={() => setOpen("addCard")}
      />
      <MountWhenOpened open={open === "address"}>
        <AddressDialogContainer
          open={open === "address"}
          onOpenChange={openChange("address")}
          address={props.editedAddress}
          onSaved={(saved) => chooseAddress(saved.id)}
        />
      </MountWhenOpened>
      <MountWhenOpened open={open === "addCard"}>
        <AddCardDialogContainer
          open={open === "addCard"}
          onOpenChange={openChange("addCard")}
          onSaved={(saved) => chooseCard(saved.id)}
        />
      </MountWhenOpened>
    </>
  );
}

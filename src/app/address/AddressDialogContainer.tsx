import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { deliveryValidationQuery } from "@/api/queries/support";
import { useCreateAddress, useUpdateAddress } from "@/api/queries/users";
import type { Address, AddressInput } from "@/api/types";
import {
  AddressDialog,
  type AddressFieldErrors,
  type AddressFormValues,
  type AddressLocation,
} from "@/components/AddressDialog/AddressDialog";
import { headerText } from "@/components/Header/Header.text";
import { locationModalText } from "@/components/LocationModal/LocationModal.text";
import type { GeoPoint } from "@/lib/geo";
import { maps as configuredMaps, type MapsAdapter } from "@/platform/maps";
import { usePlaceSearch, type PlacePin } from "../location/usePlaceSearch";
import { notify } from "../toast";
import { addressSaveProblem, addressToasts } from "./addressMessages";

export interface AddressDialogContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved address to edit; without it the dialog adds a new one. */
  address?: Address;
  /** Raised with the server's answer once the address is saved (the dialog then closes). */
  onSaved?: (address: Address) => void;
  /** The maps service; the build's unless a story picks one. */
  mapsAdapter?: MapsAdapter;
}

/** docs/product.md § Constants and limits: the default country, US, is saved as 'USA'. */
const DEFAULT_COUNTRY = "USA";

/**
 * docs/product.md § Address book, § Validation and § Messages and errors: the add/edit address dialog of checkout and the address book, wired
 * to the maps service, the delivery check and the address book's mutations.
 */
export function AddressDialogContainer(props: AddressDialogContainerProps) {
  // Each opening starts afresh: no search text, pin or error from the last one.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening((count) => count + 1);
  }
  return <AddressDialogWiring key={`${opening}-${props.address?.id ?? "new"}`} {...props} />;
}

function savedPin(address: Address | undefined): PlacePin | null {
  if (!address) return null;
  return {
    point: { lat: address.latitude, lng: address.longitude },
    region: { state: address.state, country: address.country },
    label: [address.addressLine1, address.city, `${address.state} ${address.zip}`].join(", "),
  };
}

function formValuesOf(address: Address): AddressFormValues {
  return {
    label: address.label,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? "",
    city: address.city,
    state: address.state,
    zip: address.zip,
    instructions: address.instructions ?? "",
  };
}

const samePoint = (a: GeoPoint, b: GeoPoint) => a.lat === b.lat && a.lng === b.lng;

function AddressDialogWiring({
  open,
  onOpenChange,
  address,
  onSaved,
  mapsAdapter = configuredMaps,
}: AddressDialogContainerProps) {
  const places = usePlaceSearch(mapsAdapter, savedPin(address));
  const { pin, pinRegion } = places;
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const [refused, setRefused] = useState<{ point: GeoPoint; message: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AddressFieldErrors>();

  // The delivery check of the location modal tells at once whether a picked point is served.
  const check = useQuery({
    ...deliveryValidationQuery(pin?.point.lat ?? 0, pin?.point.lng ?? 0),
    enabled: open && pin !== null,
  });
  const notServed =
    check.data && !check.data.isDeliverable
      ? check.data.message || locationModalText.notDeliverable
      : null;
  // A refusal belongs to the point it was about; moving the pin clears it.
  const serverError =
    (refused && pin && samePoint(refused.point, pin.point) ? refused.message : null) ?? notServed;

  const location: AddressLocation | null = pin
    ? {
        point: pin.point,
        label:
          pin.label ??
          (pinRegion ? headerText.locationLabel(pinRegion.state, pinRegion.country) : null),
        city: pin.place?.city,
        state: pinRegion?.state,
        zip: pin.place?.zip,
      }
    : null;

  const submit = (values: AddressFormValues) => {
    if (!pin) return;
    const point = pin.point;
    const body: AddressInput = {
      label: values.label,
      addressLine1: values.addressLine1,
      addressLine2: values.addressLine2 || null,
      city: values.city,
      state: values.state,
      zip: values.zip,
      latitude: point.lat,
      longitude: point.lng,
      instructions: values.instructions || null,
      country: pinRegion?.country || address?.country || DEFAULT_COUNTRY,
    };
    setRefused(null);
    setFieldErrors(undefined);
    const outcome = {
      onSuccess: (saved: Address) => {
        notify.success(address ? addressToasts.updated : addressToasts.saved);
        onSaved?.(saved);
        onOpenChange(false);
      },
      onError: (error: Error) => {
        console.error("Saving the address failed", error);
        notify.error(addressToasts.saveFailed);
        // The dialog stays open with the server's answer on the field it is about.
        const problem = addressSaveProblem(error);
        if (problem.location) setRefused({ point, message: problem.location });
        if (problem.fields) setFieldErrors(problem.fields);
      },
    };
    if (address) update.mutate({ id: address.id, body }, outcome);
    else create.mutate(body, outcome);
  };

  const MapView = mapsAdapter.LocationPickerMap;

  return (
    <AddressDialog
      open={open}
      onOpenChange={onOpenChange}
      mode={address ? "edit" : "add"}
      initialValues={address ? formValuesOf(address) : undefined}
      location={location}
      query={places.query}
      onQueryChange={places.setQuery}
      suggestions={places.suggestions}
      searching={places.searching}
      onSelectSuggestion={places.selectSuggestion}
      onPinChange={(point) => places.setPin({ point })}
      renderMap={(mapProps) => <MapView {...mapProps} />}
      serverError={serverError}
      fieldErrors={fieldErrors}
      saving={create.isPending || update.isPending}
      onSubmit={submit}
    />
  );
}

import { useState } from "react";
import { useSupportConfigs } from "@/api/queries/support";
import { AddressSearch, type AddressSuggestion } from "@/components/AddressSearch/AddressSearch";
import { headerText } from "@/components/Header/Header.text";
import {
  LocationModal,
  type LocationModalView,
  type LocationProblem,
} from "@/components/LocationModal/LocationModal";
import { locationModalText as text } from "@/components/LocationModal/LocationModal.text";
import { LocationPicker } from "@/components/LocationPicker/LocationPicker";
import { maps as configuredMaps, type MapsAdapter } from "@/platform/maps";
import type { OverlayContainerProps } from "../overlays/overlays";
import { useStoredLocation } from "../preferences";
import { reloadPage } from "../reloadPage";
import { detectPosition, geolocationProblem } from "./geolocation";
import { usePlaceRegion, usePlaceSuggestions } from "./mapsQueries";
import { useChooseLocation, type PickedPlace } from "./useChooseLocation";

export interface LocationModalContainerProps extends OverlayContainerProps {
  /** Reloads the page after a guest's choice; stories pass a spy. */
  reload?: () => void;
  /** The maps service; the build's unless a story picks one. */
  mapsAdapter?: MapsAdapter;
}

/** The pin and, when a suggestion set it, the address it stands for. */
interface Pin extends PickedPlace {
  label?: string;
}

const DELIVERABLE_AREAS_KEY = "DELIVERABLE_LOCATIONS_PAGE_URL";

/** Spec section 2 "Location modal 'Change Location'", wired to geolocation, maps and the session. */
export function LocationModalContainer({
  open,
  onOpenChange,
  reload = reloadPage,
  mapsAdapter = configuredMaps,
}: LocationModalContainerProps) {
  const storedLocation = useStoredLocation();
  const configs = useSupportConfigs();
  const [view, setView] = useState<LocationModalView>("choose");
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [detecting, setDetecting] = useState(false);
  const [query, setQuery] = useState("");
  const [pin, setPin] = useState<Pin | null>(null);
  const [notDeliverableMessage, setNotDeliverableMessage] = useState<string | null>(null);

  // The host keeps the modal mounted while closed; each opening starts at the first view.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setView("choose");
      setProblem(null);
    }
  }

  const suggestions = usePlaceSuggestions(mapsAdapter, query);
  const region = usePlaceRegion(mapsAdapter, pin?.point ?? null, pin !== null && !pin.region);
  const choice = useChooseLocation({
    maps: mapsAdapter,
    close: () => onOpenChange(false),
    reload,
  });

  const choose = (picked: PickedPlace, onSettled?: () => void) => {
    setProblem(null);
    choice.mutate(picked, {
      onSuccess: (outcome) => {
        if (outcome.deliverable) return;
        // Spec sections 5 and 8: no message, the 'Apologies' view and a way to search again.
        setNotDeliverableMessage(outcome.message);
        setView("not-deliverable");
      },
      onError: (error) => {
        console.error("Checking the delivery location failed", error);
        setProblem({ message: text.checkFailed });
      },
      onSettled,
    });
  };

  const detect = () => {
    setProblem(null);
    setDetecting(true);
    detectPosition().then(
      (point) => {
        // The map shows the detected point if the shopper has to search further.
        setPin({ point });
        choose({ point }, () => setDetecting(false));
      },
      (error: unknown) => {
        setProblem(geolocationProblem(error));
        setDetecting(false);
      },
    );
  };

  const selectSuggestion = (selected: AddressSuggestion) => {
    const suggestion = suggestions.data?.find(({ id }) => id === selected.id) ?? selected;
    setQuery(suggestion.label);
    setProblem(null);
    mapsAdapter.locatePlace(suggestion).then(
      ({ lat, lng, state, country }) =>
        setPin({ point: { lat, lng }, region: { state, country }, label: suggestion.label }),
      (error: unknown) => console.error("Locating the chosen place failed", error),
    );
  };

  const pinRegion = pin?.region ?? region.data;
  const placeLabel =
    pin?.label ?? (pinRegion ? headerText.locationLabel(pinRegion.state, pinRegion.country) : null);
  const MapView = mapsAdapter.LocationPickerMap;

  return (
    <LocationModal
      open={open}
      onOpenChange={onOpenChange}
      canClose={storedLocation !== null}
      view={view}
      onViewChange={(next) => {
        setProblem(null);
        setView(next);
      }}
      detecting={detecting}
      onDetect={detect}
      problem={problem}
      deliverableAreasUrl={
        configs.data?.find(({ key }) => key === DELIVERABLE_AREAS_KEY)?.value ?? null
      }
      notDeliverableMessage={notDeliverableMessage}
      search={
        <div className="flex flex-col gap-4">
          <AddressSearch
            query={query}
            onQueryChange={setQuery}
            suggestions={suggestions.data ?? []}
            searching={suggestions.isFetching}
            onSelect={selectSuggestion}
            focusOnMount
            hideLabel
          />
          <LocationPicker
            pin={pin?.point ?? null}
            onPinChange={(point) => setPin({ point })}
            renderMap={(props) => <MapView {...props} />}
            placeLabel={placeLabel}
            confirming={choice.isPending}
            onConfirm={() => {
              if (pin) choose(pin);
            }}
          />
        </div>
      }
    />
  );
}

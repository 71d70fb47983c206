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
import { LanguageSwitchContainer } from "../language/LanguageSwitchContainer";
import { detectPosition, geolocationProblem } from "./geolocation";
import { useChooseLocation, type PickedPlace } from "./useChooseLocation";
import { usePlaceSearch } from "./usePlaceSearch";

export interface LocationModalContainerProps extends OverlayContainerProps {
  /** Reloads the page after a guest's choice; stories pass a spy. */
  reload?: () => void;
  /** The maps service; the build's unless a story picks one. */
  mapsAdapter?: MapsAdapter;
}

const DELIVERABLE_AREAS_KEY = "DELIVERABLE_LOCATIONS_PAGE_URL";

/** docs/product.md § Location modal, wired to geolocation, maps and the session. */
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

  const places = usePlaceSearch(mapsAdapter);
  const { pin, setPin } = places;
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
        // docs/product.md § Validation and § Messages and errors: no message, the 'Apologies' view and a way to search again.
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
    setProblem(null);
    places.selectSuggestion(selected);
  };

  const pinRegion = places.pinRegion;
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
      languageSlot={<LanguageSwitchContainer />}
      search={
        <div className="flex flex-col gap-4">
          <AddressSearch
            query={places.query}
            onQueryChange={places.setQuery}
            suggestions={places.suggestions}
            searching={places.searching}
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

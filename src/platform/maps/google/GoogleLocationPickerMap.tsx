import { GoogleMap, MarkerF } from "@react-google-maps/api";
import type { PickerMapProps } from "@/lib/geo";
import { mapsText } from "../maps.text";
import { PlatformMessage } from "@/platform/PlatformMessage";
import { useGoogleMaps } from "./useGoogleMaps";

const MAP_OPTIONS: google.maps.MapOptions = {
  clickableIcons: false,
  fullscreenControl: false,
  mapTypeControl: false,
  streetViewControl: false,
};

/** The location picker's map drawn by Google Maps with the key it was built with. */
export function createGoogleLocationPickerMap(apiKey: string) {
  return function GoogleLocationPickerMap({ center, zoom, pin, onPick, label }: PickerMapProps) {
    const status = useGoogleMaps(apiKey);
    if (status === "error")
      return <PlatformMessage tone="error">{mapsText.googleLoadError}</PlatformMessage>;
    if (status === "loading") return <PlatformMessage>{mapsText.loading}</PlatformMessage>;
    return (
      <section aria-label={label} className="size-full" data-lat={pin?.lat} data-lng={pin?.lng}>
        <GoogleMap
          mapContainerClassName="size-full"
          center={center}
          zoom={zoom}
          options={MAP_OPTIONS}
          onClick={(event) => {
            if (event.latLng) onPick({ lat: event.latLng.lat(), lng: event.latLng.lng() });
          }}
        >
          {pin ? <MarkerF position={pin} /> : null}
        </GoogleMap>
      </section>
    );
  };
}

import { GoogleMap, MarkerF } from "@react-google-maps/api";
import { useEffect, useMemo, useRef, useState } from "react";
import { mapsText } from "../maps.text";
import { PlatformMessage } from "@/platform/PlatformMessage";
import {
  ORDER_MAP_DEFAULT_ZOOM,
  ORDER_MAP_ICON_PX,
  ORDER_MAP_PADDING_PX,
  ORDER_MAP_SINGLE_ZOOM,
  orderMapFrameKey,
  orderMapPositions,
  type OrderMapProps,
} from "../orderMap";
import { showsAll } from "../offline/fitView";
import {
  DESTINATION_ICON_ANCHOR,
  DESTINATION_ICON_URL,
  RIDER_ICON_ANCHOR,
  RIDER_ICON_URL,
} from "../orderMapIcons";
import { useGoogleMaps } from "./useGoogleMaps";

const MAP_OPTIONS: google.maps.MapOptions = {
  clickableIcons: false,
  fullscreenControl: false,
  mapTypeControl: false,
  streetViewControl: false,
};

function icon(url: string, anchor: { x: number; y: number }): google.maps.Icon {
  return {
    url,
    scaledSize: new google.maps.Size(ORDER_MAP_ICON_PX, ORDER_MAP_ICON_PX),
    anchor: new google.maps.Point(anchor.x, anchor.y),
  };
}

/** docs/product.md § Constants and limits: one position centred at zoom 14, two fitted with 50 px padding. */
function frame(map: google.maps.Map, props: OrderMapProps) {
  const positions = orderMapPositions(props);
  if (positions.length === 1) {
    map.setCenter(props.destination);
    map.setZoom(ORDER_MAP_SINGLE_ZOOM);
    return;
  }
  const bounds = new google.maps.LatLngBounds();
  for (const position of positions) bounds.extend(position);
  map.fitBounds(bounds, ORDER_MAP_PADDING_PX);
}

/**
 * Whether the map's current view shows every position with room for its icon. Google draws the
 * same Web Mercator world (256 px at zoom 0) as the offline map, so the offline test applies.
 */
function showsAllPositions(map: google.maps.Map, props: OrderMapProps): boolean {
  const center = map.getCenter();
  const zoom = map.getZoom();
  const box = map.getDiv().getBoundingClientRect();
  if (!center || zoom === undefined || box.width === 0 || box.height === 0) return false;
  return showsAll(
    { center: { lat: center.lat(), lng: center.lng() }, zoom },
    orderMapPositions(props),
    box,
  );
}

/** The order map drawn by Google Maps with the key it was built with. */
export function createGoogleOrderMap(apiKey: string) {
  function LoadedOrderMap(props: OrderMapProps) {
    const { destination, rider, label } = props;
    const [map, setMap] = useState<google.maps.Map | null>(null);
    // GoogleMap re-applies a center whose identity changes; this one changes only with the address.
    const center = useMemo(
      () => ({ lat: destination.lat, lng: destination.lng }),
      [destination.lat, destination.lng],
    );
    const icons = useMemo(
      () => ({
        destination: icon(DESTINATION_ICON_URL, DESTINATION_ICON_ANCHOR),
        rider: icon(RIDER_ICON_URL, RIDER_ICON_ANCHOR),
      }),
      [],
    );

    // Looked at again only when a position moves, not on every poll that answers the same ones.
    // Framed anew for a new address or a rider found or gone, or when a pin leaves the view;
    // otherwise the view stays, so the rider is seen moving (issue 26).
    const riderLat = rider?.lat;
    const riderLng = rider?.lng;
    const framedFor = useRef<string | null>(null);
    useEffect(() => {
      if (!map) return;
      const riderAt =
        riderLat === undefined || riderLng === undefined ? null : { lat: riderLat, lng: riderLng };
      const now = { destination: center, rider: riderAt, label };
      const key = orderMapFrameKey(now);
      if (framedFor.current === key && showsAllPositions(map, now)) return;
      framedFor.current = key;
      frame(map, now);
    }, [map, center, riderLat, riderLng, label]);

    return (
      <section
        aria-label={label}
        className="size-full"
        data-rider-lat={rider?.lat}
        data-rider-lng={rider?.lng}
      >
        <GoogleMap
          mapContainerClassName="size-full"
          center={center}
          zoom={ORDER_MAP_DEFAULT_ZOOM}
          options={MAP_OPTIONS}
          onLoad={(loaded) => {
            // A new map has not been framed yet, whatever the last one showed.
            framedFor.current = null;
            setMap(loaded);
          }}
          onUnmount={() => setMap(null)}
        >
          <MarkerF position={center} icon={icons.destination} title={mapsText.destinationPin} />
          {rider ? <MarkerF position={rider} icon={icons.rider} title={mapsText.riderPin} /> : null}
        </GoogleMap>
      </section>
    );
  }

  return function GoogleOrderMap(props: OrderMapProps) {
    const status = useGoogleMaps(apiKey);
    if (status === "error")
      return <PlatformMessage tone="error">{mapsText.googleLoadError}</PlatformMessage>;
    if (status === "loading") return <PlatformMessage>{mapsText.loading}</PlatformMessage>;
    return <LoadedOrderMap {...props} />;
  };
}

import type { GeoPoint } from "@/lib/geo";

/** docs/product.md § Constants and limits: the order map's size and how it frames its pins. */
export const ORDER_MAP_HEIGHT_PX = 210;
/** One position (the rider is not known yet) is centred at this zoom. */
export const ORDER_MAP_SINGLE_ZOOM = 14;
/** Two positions are fitted with this much room around them. */
export const ORDER_MAP_PADDING_PX = 50;
/** Before anything is framed. */
export const ORDER_MAP_DEFAULT_ZOOM = 12;
export const ORDER_MAP_ICON_PX = 40;

/** What every order map takes, whichever maps service draws it. */
export interface OrderMapProps {
  /** The delivery address (the order's userAddress). */
  destination: GeoPoint;
  /** The rider's current position; null while it is unknown. */
  rider: GeoPoint | null;
  /** The map's accessible name. */
  label: string;
}

/** The positions the map frames: the address, and the rider once known. */
export function orderMapPositions({ destination, rider }: OrderMapProps): GeoPoint[] {
  return rider ? [destination, rider] : [destination];
}

/**
 * What the map is framed for: the address, and whether the rider is known. While it stays the
 * same, a moving rider keeps the view as long as both pins are in it; when it changes, the
 * positions are framed anew.
 */
export function orderMapFrameKey({
  destination,
  rider,
}: Pick<OrderMapProps, "destination" | "rider">): string {
  return `${destination.lat},${destination.lng}:${rider ? "with rider" : "address only"}`;
}

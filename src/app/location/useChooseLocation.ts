import { useMutation, useQueryClient } from "@tanstack/react-query";
import { startGuestSession } from "@/api/queries/auth";
import { deliveryValidationQuery } from "@/api/queries/support";
import { emit } from "@/lib/events";
import type { GeoPoint, PlaceRegion } from "@/lib/geo";
import type { MapsAdapter } from "@/platform/maps";
import { saveStoredLocation } from "../preferences";
import { useSession } from "../session";
import { GUEST_LOCATION_RELOAD_DELAY_MS } from "../constants";
import { placeRegionQuery } from "./mapsQueries";

/** A point the shopper picked, with its state and country when the pick already told them. */
export interface PickedPlace {
  point: GeoPoint;
  region?: PlaceRegion;
}

export type ChoiceOutcome = { deliverable: true } | { deliverable: false; message: string | null };

interface ChooseLocationOptions {
  maps: MapsAdapter;
  /** Closes the modal. */
  close: () => void;
  reload: () => void;
}

/**
 * docs/product.md § States and transitions and § Validation: a chosen point must pass delivery validation. Then, without a session,
 * a guest session starts, the location is stored, the modal closes and the page reloads after
 * 1 s; with one, the location is stored, the modal closes and the page content refreshes.
 */
export function useChooseLocation({ maps, close, reload }: ChooseLocationOptions) {
  const queryClient = useQueryClient();
  const { status } = useSession();

  return useMutation({
    mutationFn: async ({ point, region }: PickedPlace): Promise<ChoiceOutcome> => {
      const validation = await queryClient.fetchQuery(
        deliveryValidationQuery(point.lat, point.lng),
      );
      if (!validation.isDeliverable) {
        return { deliverable: false, message: validation.message ?? null };
      }
      const { state, country } =
        region ?? (await queryClient.fetchQuery(placeRegionQuery(maps, point)));
      const location = { lat: point.lat, lng: point.lng, state, country };

      if (status === "none") {
        // The page comes back with the location stored, and starts the guest session itself
        // if this one did not.
        await startGuestSession().catch((error: unknown) =>
          console.error("Starting a guest session failed", error),
        );
        saveStoredLocation(location);
        close();
        setTimeout(reload, GUEST_LOCATION_RELOAD_DELAY_MS);
      } else {
        saveStoredLocation(location);
        close();
        emit("page-updated");
      }
      return { deliverable: true };
    },
  });
}

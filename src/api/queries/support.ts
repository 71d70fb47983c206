import { queryOptions, useQuery } from "@tanstack/react-query";
import { cachedResource } from "@/lib/cache";
import type { CachedResources } from "@/lib/storage";
import { api, unwrap } from "../client";

/** One key factory per tag: mutations invalidate through these, never through literal arrays. */
export const supportKeys = {
  all: ["support"] as const,
  cached: (resource: keyof CachedResources) => [...supportKeys.all, resource] as const,
  deliveryValidation: (latitude: number, longitude: number) =>
    [...supportKeys.all, "delivery-validation", latitude, longitude] as const,
  timeSlots: () => [...supportKeys.all, "time-slots"] as const,
};

/**
 * docs/product.md § Calls to the API: ethnicities, country codes and configs are kept locally for an hour, and the
 * stale copy is used when a refresh fails.
 */
function locallyCachedQuery<K extends keyof CachedResources>(
  resource: K,
  load: () => Promise<CachedResources[K]>,
) {
  return queryOptions({
    queryKey: supportKeys.cached(resource),
    queryFn: () => cachedResource(resource, load),
  });
}

export const ethnicitiesQuery = () =>
  locallyCachedQuery("ethnicities", async () => {
    return (await unwrap(api.GET("/support/ethnicities"))).data;
  });

export const countryCodesQuery = () =>
  locallyCachedQuery("countryCodes", async () => {
    return (await unwrap(api.GET("/support/country-phone-codes"))).data;
  });

export const supportConfigsQuery = () =>
  locallyCachedQuery("configs", async () => {
    return (await unwrap(api.GET("/support/configs"))).data;
  });

export const useEthnicities = () => useQuery(ethnicitiesQuery());
export const useCountryCodes = () => useQuery(countryCodesQuery());
export const useSupportConfigs = () => useQuery(supportConfigsQuery());

/** docs/product.md § Calls to the API: GET /support/delivery-address/validation, asked when a location is chosen. */
export const deliveryValidationQuery = (latitude: number, longitude: number) =>
  queryOptions({
    queryKey: supportKeys.deliveryValidation(latitude, longitude),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/support/delivery-address/validation", {
            params: { query: { latitude, longitude } },
            signal,
          }),
        )
      ).data,
  });

/** docs/product.md § Calls to the API: GET /support/delivery/time-slot-settings, the days and windows checkout offers. */
export const deliveryTimeSlotsQuery = () =>
  queryOptions({
    queryKey: supportKeys.timeSlots(),
    queryFn: async () => (await unwrap(api.GET("/support/delivery/time-slot-settings"))).data,
    // Windows close and fill up while the shopper fills in the form.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useDeliveryTimeSlots = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...deliveryTimeSlotsQuery(), enabled });

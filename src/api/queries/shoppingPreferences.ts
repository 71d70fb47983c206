import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DietFilter, ShoppingPreferences } from "../types";
import { api, unwrap } from "../client";
import { catalogKeys } from "./catalog";

export const shoppingPreferencesKeys = {
  all: ["users", "shopping-preferences"] as const,
  detail: () => [...shoppingPreferencesKeys.all, "detail"] as const,
};

/** docs/catalogue-marks.md: GET /users/ui/shopping-preferences, the "always show only" marks. */
export const shoppingPreferencesQuery = () =>
  queryOptions({
    queryKey: shoppingPreferencesKeys.detail(),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET("/users/ui/shopping-preferences", { signal }))).data,
  });

/** Only a customer has the preference; guests and visitors would get 401 or 403. */
export const useShoppingPreferences = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...shoppingPreferencesQuery(), enabled });

/**
 * The lists the server narrows by the preference: home, product lists (search and categories),
 * the search landing's showcases and similar products. A product page itself is not narrowed.
 */
const NARROWED_LISTS = new Set<unknown>(["home", "products", "search-page", "similar"]);

export const isNarrowedByPreference = (queryKey: readonly unknown[]): boolean =>
  queryKey[0] === catalogKeys.all[0] && NARROWED_LISTS.has(queryKey[1]);

/**
 * PUT /users/ui/shopping-preferences replaces the marks; the answer becomes the query's data and
 * every list the preference narrows is fetched again, so what is on screen follows at once.
 */
export function useUpdateShoppingPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (onlyShow: readonly DietFilter[]) =>
      (
        await unwrap(
          api.PUT("/users/ui/shopping-preferences", { body: { onlyShow: [...onlyShow] } }),
        )
      ).data,
    onSuccess: (saved: ShoppingPreferences) => {
      queryClient.setQueryData(shoppingPreferencesKeys.detail(), saved);
      // Not awaited: the save is done when the server answers, not when the lists are back.
      void queryClient.invalidateQueries({
        predicate: (query) => isNarrowedByPreference(query.queryKey),
      });
    },
  });
}

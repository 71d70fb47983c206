import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddressInput } from "../types";
import { api, unwrap } from "../client";

export const addressKeys = {
  all: ["users", "addresses"] as const,
  list: () => [...addressKeys.all, "list"] as const,
};

/** docs/product.md § Calls to the API: GET /users/ui/address, the default address first. */
export const addressesQuery = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: async () => (await unwrap(api.GET("/users/ui/address"))).data,
  });

/** Only a customer has an address book; guests and visitors would get 401 or 403. */
export const useAddresses = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...addressesQuery(), enabled });

/** Every change of the address book reads the list again: the server decides the default. */
function useAddressMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** POST /users/ui/address; 422 when the coordinates are not deliverable. */
export const useCreateAddress = () =>
  useAddressMutation(
    async (body: AddressInput) => (await unwrap(api.POST("/users/ui/address", { body }))).data,
  );

/** PUT /users/ui/address/{id}; 422 when the coordinates are not deliverable. */
export const useUpdateAddress = () =>
  useAddressMutation(
    async ({ id, body }: { id: number; body: AddressInput }) =>
      (await unwrap(api.PUT("/users/ui/address/{id}", { params: { path: { id } }, body }))).data,
  );

/** DELETE /users/ui/address/{id}; the server hands the default on when it goes. */
export const useDeleteAddress = () =>
  useAddressMutation(async (id: number) => {
    await unwrap(api.DELETE("/users/ui/address/{id}", { params: { path: { id } } }));
  });

/** PATCH /users/ui/address/default/{id}. */
export const useSetDefaultAddress = () =>
  useAddressMutation(
    async (id: number) =>
      (await unwrap(api.PATCH("/users/ui/address/default/{id}", { params: { path: { id } } })))
        .data,
  );

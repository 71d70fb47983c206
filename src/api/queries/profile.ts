import { useMutation } from "@tanstack/react-query";
import { saveSessionUser } from "@/lib/storage";
import { api, unwrap } from "../client";
import type { UpdateProfileRequest } from "../types";

/**
 * docs/product.md § Calls to the API: PUT /users/customer/profile {firstName, email} answers the updated user, which
 * becomes the stored session user (the header shows its first name). 409: the email is taken.
 */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (body: UpdateProfileRequest) =>
      (await unwrap(api.PUT("/users/customer/profile", { body }))).data,
    onSuccess: (user) => saveSessionUser(user),
  });
}

/**
 * docs/product.md § Calls to the API: DELETE /users/customer/profile. The server revokes every session of the user,
 * so the session ends without POST /auth/logout (which could only answer 401): the app's
 * useEndSession runs this call and then removes the stored session.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async () => {
      await unwrap(api.DELETE("/users/customer/profile"));
    },
  });
}

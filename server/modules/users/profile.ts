import type { AppContext } from "../../context";
import { badRequest, conflict, unauthorized } from "../../http/errors";
import type { UserRow } from "../../http/session";
import type { Schemas } from "../../http/types";
import { updateLiveUser } from "./repository";
import { isUniqueViolation } from "./uniqueViolation";

/** The unique index on lower(email) among live customers (server/db/schema/users.ts). */
const EMAIL_INDEX = "users_email_idx";

/** The profile as stored: the name trimmed, the email trimmed and lower-cased. */
export function profileValues(input: Schemas["UpdateProfileRequest"]) {
  const firstName = input.firstName.trim();
  // The contract's minLength lets a name of spaces through.
  if (!firstName) {
    throw badRequest("Please enter your first name.", ["body.firstName must not be blank"]);
  }
  return { firstName, email: input.email.trim().toLowerCase() };
}

/**
 * Saves the name and email. The unique index decides whether another live customer has the
 * email, so two customers racing for one address cannot both get it.
 */
export async function updateProfile(
  context: AppContext,
  userId: number,
  input: Schemas["UpdateProfileRequest"],
): Promise<UserRow> {
  const values = profileValues(input);
  let row: UserRow | null;
  try {
    row = await updateLiveUser(context.db, userId, values);
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) {
      throw conflict("That email is already used by another account.");
    }
    throw error;
  }
  // Only an account deleted while this request ran has no row left to update.
  if (!row) throw unauthorized();
  return row;
}

/** What other modules use of sign-in: the user's answer shape. */
export { toAuthUser } from "./handlers";

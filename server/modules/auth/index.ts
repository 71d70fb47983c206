/** What other modules use of sign-in: the user's answer shape, and ending a user's sessions. */
export { toAuthUser } from "./handlers";
export { revokeUserSessions } from "../../http/sessionRepository";

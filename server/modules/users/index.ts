/** What other modules use of the users: the checkout delivers to one of the caller's addresses. */
export { findOwnAddress, type AddressRow } from "./addressRepository";

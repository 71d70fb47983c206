/** Spec sections 4 and 9: after a location is chosen without a session, the page reloads this late. */
export const GUEST_LOCATION_RELOAD_DELAY_MS = 1000;

/**
 * The sandbox's card rules for the API server (server/), the web app's sandbox card form and its
 * mock server (src/) alike, so the three cannot drift. Nothing from src/ or server/.
 */
export * from "./cards";

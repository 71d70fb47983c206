import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../../build/precompress.js";

/** Builds the bare reference page with the store's Vite and React plugin and its pre-compression (no Tailwind, no app). */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), precompress()],
  logLevel: "warn",
});

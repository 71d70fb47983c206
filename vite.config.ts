import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstLoadChunks } from "./build/firstLoadChunks.js";
import { precompress } from "./build/precompress.js";
import { routePages } from "./build/routePages.js";
import { serviceWorker } from "./build/serviceWorker.js";
import { routePatterns } from "./src/lib/paths.js";

// The reference API server (npm start) listens on 8080 by default; `npm run dev` proxies to it.
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:8080";

// The pages shoppers land on first, in that order, and the steps the app starts in
// (src/main.tsx); see build/firstLoadChunks.ts.
const chunks = firstLoadChunks(
  /[\\/]src[\\/]routes[\\/]\w+Route\.tsx$/,
  [
    { name: "home", screens: ["HomeRoute"] },
    { name: "product", screens: ["ProductDetailRoute"] },
    { name: "listing", screens: ["CategoryProductsRoute", "SearchRoute", "CategoriesRoute"] },
  ],
  [
    { name: "react", module: /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/ },
    { name: "app", module: /[\\/]src[\\/]app[\\/]startApp\.tsx$/ },
  ],
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    chunks.plugin,
    routePages(routePatterns, "/src/app/shell/renderAppShell.tsx", /inter-latin-wght-normal/),
    serviceWorker("src/serviceWorker/sw.ts"),
    precompress(),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  // Found up front rather than on first import: a mid-run discovery reloads Storybook's tests.
  optimizeDeps: {
    include: [
      "embla-carousel-react",
      "dompurify",
      "@radix-ui/react-accordion",
      "@radix-ui/react-dialog",
      "@radix-ui/react-dropdown-menu",
      "@react-google-maps/api",
      "libphonenumber-js",
      "storybook/viewport",
    ],
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json maps each route to its chunks; the smoke tests check the budget.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
});

import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // mockServiceWorker.js lives in public/ (package.json "msw.workerDirectory").
  staticDirs: ["../public"],
  core: { disableTelemetry: true },
  // The store's own pages (build/routePages.ts), compressed copies and service worker
  // (build/serviceWorker.ts, which would take MSW's scope) mean nothing to Storybook.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === "object" &&
          "name" in plugin &&
          [
            "storefront:route-pages",
            "storefront:service-worker",
            "storefront:precompress",
          ].includes(plugin.name)
        ),
    ),
  }),
};

export default config;

import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // mockServiceWorker.js lives in public/ (package.json "msw.workerDirectory").
  staticDirs: ["../public"],
  core: { disableTelemetry: true },
  // The store's own pages (build/routePages.ts) and compressed copies mean nothing to Storybook.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === "object" &&
          "name" in plugin &&
          ["storefront:route-pages", "storefront:precompress"].includes(plugin.name)
        ),
    ),
  }),
};

export default config;

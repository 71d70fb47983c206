import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // mockServiceWorker.js lives in public/ (package.json "msw.workerDirectory").
  staticDirs: ["../public"],
  core: { disableTelemetry: true },
  // Stories that only check an interaction and end looking like another story
  // (stories/support/chromatic.ts). The sidebar's tag filter offers the tag; they stay listed until
  // someone excludes it there, so a link to any story still finds it in the sidebar.
  tags: { behaviour: {} },
  // The store's own pages (build/routePages.ts), compressed copies and service worker
  // (build/serviceWorker.ts, which would take MSW's scope) mean nothing to Storybook, nor do the
  // app's start chunks (build/firstLoadChunks.ts), whose start stage Storybook's build lacks.
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
            "storefront:first-load-chunks",
          ].includes(plugin.name)
        ),
    ),
  }),
};

export default config;

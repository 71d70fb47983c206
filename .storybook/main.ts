import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // mockServiceWorker.js lives in public/ (package.json "msw.workerDirectory").
  staticDirs: ["../public"],
  core: { disableTelemetry: true },
};

export default config;

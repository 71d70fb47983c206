import type { Config } from "tailwindcss";

// Tailwind 4 reads this file through `@config` in src/styles.css; design tokens live here so
// Storybook, the app and the visual baselines share one palette.
export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}", "./stories/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: {
        sans: ['"Inter Variable"', "Liberation Sans", "Arial", "sans-serif"],
      },
      colors: {
        brand: {
          50: "#ecfdf3",
          100: "#d1fadf",
          500: "#12b76a",
          600: "#039855",
          700: "#027a48",
          800: "#05603a",
        },
        danger: { 500: "#f04438", 600: "#d92d20", 700: "#b42318" },
        warning: { 100: "#fef0c7", 700: "#b54708" },
      },
      maxWidth: { drawer: "400px" },
    },
  },
} satisfies Config;

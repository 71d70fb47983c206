import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";
import { tableOwnership } from "./server/db/tableOwners.mjs";
import { literalTextPlugin } from "./src/i18n/literalText.mjs";

// react-toastify loads after the first render (src/app/toast.ts), so nothing else imports it.
const toastsThroughNotify = {
  name: "react-toastify",
  message: "Raise toasts with notify from src/app/toast.ts.",
  allowTypeImports: true,
};

/** Presentational components get props and raise callbacks: no data, router or storage access. */
const presentationalForbidden = [
  { name: "react-router-dom", message: "Components take links as props; routes own the router." },
  { name: "react-router", message: "Components take links as props; routes own the router." },
  { name: "@tanstack/react-query", message: "Components get data as props from a route." },
  { name: "@/api/client", message: "Components never fetch." },
  { name: "@/lib/storage", message: "Components never touch storage." },
  toastsThroughNotify,
];

/**
 * Server layering (docs/architecture.md § Layers): each module reads handlers → service → repository, SQL
 * lives only in `repository.ts` and `*Repository.ts` files, and a module uses another only through
 * that module's index (`../cart`), which lists its public functions. Types may still be imported
 * anywhere: they run no query.
 */
const sqlOnlyInRepositories = [
  {
    group: ["drizzle-orm", "drizzle-orm/*", "**/db/schema", "**/db/schema/*"],
    allowTypeImports: true,
    message: "SQL lives in repository.ts or *Repository.ts: call a repository function.",
  },
];
const otherModulesThroughTheirIndex = [
  {
    regex: "^\\.\\./[^./][^/]*/(.*/)?\\w*[rR]epository$",
    message: "Another module's repository is its own: call its public functions (../<module>).",
  },
  {
    regex: "^\\.\\./[^./][^/]*/(?!(.*/)?\\w*[rR]epository$).+",
    allowTypeImports: true,
    message:
      "Use another module through its index (../<module>), which lists its public functions.",
  },
];
const handlersCallTheService = [
  {
    regex: "^\\./(.*/)?\\w*[rR]epository$",
    allowTypeImports: true,
    message: "Handlers parse, call the service and format: the service calls the repository.",
  },
];
const serverModules = ["server/modules/**/*.ts"];
const repositories = ["server/**/repository.ts", "server/**/*Repository.ts"];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-server/",
      "storybook-static/",
      "node_modules/",
      "public/mockServiceWorker.js",
      "shared/contract/schema.gen.d.ts",
      "test-results/",
      "playwright-report/",
      ".data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./src", from: "./server", message: "The web app never imports the server." },
            { target: "./server", from: "./src", message: "The server never imports the web app." },
            {
              target: "./shared",
              from: ["./src", "./server"],
              message:
                "shared/ holds rules both the web app and the server import: it imports neither.",
            },
            {
              target: "./src/components",
              from: ["./src/routes", "./src/app", "./src/api/queries", "./src/mocks"],
              message: "Imports flow routes → components, never back.",
            },
            // By path, so `../../api/client` is refused as `@/api/client` is.
            {
              target: "./src/components",
              from: ["./src/api/client.ts", "./src/platform"],
              message: "Components never fetch nor call outside services: a container does.",
            },
            {
              target: "./src/components",
              from: ["./src/lib/storage.ts", "./src/lib/safeLocalStorage.ts", "./src/lib/cache.ts"],
              message: "Components never touch storage.",
            },
            {
              target: "./src/lib",
              from: [
                "./src/components",
                "./src/routes",
                "./src/app",
                "./src/mocks",
                "./src/api",
                "./src/platform",
              ],
              message:
                "lib holds pure helpers that depend on nothing above them (the contract's types are in shared/contract).",
            },
            // All of app/ but the route table (app/routes.tsx), which loads each screen lazily.
            {
              target: "./src/app/{!(routes).{ts,tsx},*/**/*.{ts,tsx}}",
              from: "./src/routes",
              message:
                "Screens build on src/app, never the reverse: what app/ and screens share lives in app/.",
            },
            // Tests may still use the scripts' helpers (free-port.mjs): they are not the store.
            {
              target: "./server/**/!(*.test).{ts,mjs}",
              from: ["./build", "./scripts", "./node_modules/vite"],
              message:
                "The store never loads the build's tooling: what both need lives in shared/ or server/.",
            },
            // app.ts and main.ts compose the layers: they hand http what it needs of the modules
            // (the users module's session lookup), so nothing below the modules imports one.
            {
              target: [
                "./server/{db,http,idempotency,lib,providers}/**",
                "./server/!(app|main).{ts,mjs}",
              ],
              from: "./server/modules",
              message:
                "http, db, idempotency, providers and lib sit below the modules and import none: app.ts hands down what they need.",
            },
            {
              target: "./server/modules/**/!(*.test).ts",
              from: "./server/seed",
              message:
                "The seed fills the database the modules serve; what both need lives in server/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "stories/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["src/**/*.tsx", "stories/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/app/toast.ts", "src/app/AppToaster.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [toastsThroughNotify] }] },
  },
  {
    files: ["src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: presentationalForbidden }],
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Components never fetch." },
        { name: "localStorage", message: "Components never touch storage." },
        { name: "sessionStorage", message: "Components never touch storage." },
      ],
    },
  },
  {
    // Words a shopper reads come from a defineText object, so every language has them
    // (src/i18n/literalText.mjs, docs/languages.md § The check). Tests and stories may write them.
    files: ["src/components/**/*.tsx", "src/routes/**/*.tsx", "src/app/**/*.tsx"],
    ignores: ["**/*.test.tsx", "**/*.stories.tsx"],
    plugins: { words: literalTextPlugin },
    rules: { "words/no-literal-text": "error" },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts", "stories/**/*.tsx"],
    rules: {
      // A test that does not run cannot fail: none is skipped, focused or left as a todo.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[object.name=/^(it|test|describe|suite)$/][property.name=/^(skip|only|todo|fixme)$/]",
          message: "Every test runs: no .skip, .only, .todo or .fixme.",
        },
        {
          selector: "CallExpression[callee.name=/^(xit|xtest|xdescribe|fit|fdescribe)$/]",
          message: "Every test runs: no skipped or focused tests.",
        },
      ],
    },
  },
  {
    // Each table is read, written and locked by its owner only (server/db/tableOwners.mjs); the
    // database's set-up and the seed use them all.
    files: ["server/**/*.ts"],
    ignores: ["server/db/**", "server/seed/**", "server/**/*.test.ts"],
    plugins: { tables: tableOwnership },
    rules: { "tables/own-tables": "error" },
  },
  {
    // Beyond the modules too (http/, media/, idempotency/): SQL lives in
    // repositories. The database's own set-up, the seed and the providers' offline stand-ins (the
    // sandbox's charges, the SMS outbox: the outside service's own records) are exempt.
    files: ["server/**/*.ts"],
    ignores: [
      ...repositories,
      "server/db/**",
      "server/seed/**",
      "server/providers/**",
      "server/**/*.test.ts",
      "server/drizzle.config.ts",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: sqlOnlyInRepositories }] },
  },
  {
    files: serverModules,
    rules: {
      "no-restricted-imports": ["error", { patterns: otherModulesThroughTheirIndex }],
    },
  },
  {
    files: serverModules,
    // A module's tests set their rows up with SQL, as the server's other tests do (media's routes).
    ignores: [...repositories, "server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...sqlOnlyInRepositories, ...otherModulesThroughTheirIndex] },
      ],
    },
  },
  {
    files: ["server/modules/**/handlers.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...sqlOnlyInRepositories,
            ...otherModulesThroughTheirIndex,
            ...handlersCallTheService,
          ],
        },
      ],
    },
  },
  ...storybook.configs["flat/recommended"],
);

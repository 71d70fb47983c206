import type { ESLint, Rule } from "eslint";

/** The local ESLint plugin of literalText.mjs: its one rule is `no-literal-text`. */
export declare const literalTextPlugin: ESLint.Plugin & {
  rules: { "no-literal-text": Rule.RuleModule };
};

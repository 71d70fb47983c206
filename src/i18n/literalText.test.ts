import { Linter, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { literalTextPlugin } from "./literalText.mjs";

// RuleTester declares its cases through the runner's describe and it: these are vitest's.
RuleTester.describe = describe;
RuleTester.it = it;

const tsxLanguage = {
  parser: tseslint.parser,
  parserOptions: { ecmaFeatures: { jsx: true } },
};
const ruleTester = new RuleTester({ languageOptions: tsxLanguage });

const filename = "src/components/Example/Example.tsx";
const literal = (text: string) => ({ messageId: "literal", data: { text } });

ruleTester.run("no-literal-text", literalTextPlugin.rules["no-literal-text"], {
  valid: [
    { filename, code: "const a = <p>{exampleText.empty}</p>;" },
    { filename, code: "const a = <p>{exampleText.count(items.length)}</p>;" },
    { filename, code: "const a = <button aria-label={exampleText.close}>×</button>;" },
    { filename, code: "const a = <span>{price} · {weight}</span>;" },
    { filename, code: "const a = <p>— $ 12 × 3 · ( ) / 100%</p>;" },
    { filename, code: 'const a = <p>{"·"}</p>;' },
    { filename, code: 'const a = <div className="flex items-center gap-2 text-sm" />;' },
    { filename, code: 'const a = <div className={`px-2 ${wide ? "w-full" : "w-auto"}`} />;' },
    { filename, code: 'const a = <div data-testid="cart-drawer" />;' },
    { filename, code: 'const a = <svg aria-hidden="true" />;' },
    { filename, code: 'const a = <button type="button" onClick={close} />;' },
    { filename, code: 'const a = <a href="/account/orders" rel="noopener" target="_blank" />;' },
    { filename, code: 'const a = <input autoComplete="one-time-code" inputMode="numeric" />;' },
    { filename, code: 'const a = <img alt="" src={url} />;' },
    { filename, code: "const a = <img alt={product.name} src={url} />;" },
    { filename, code: 'const a = <input placeholder="(555) 123-4567" />;' },
    // A string elsewhere in a component is not shown by itself: a key, a class, a comparison.
    { filename, code: 'const a = status === "Delivered" ? <Check /> : null;' },
  ],
  invalid: [
    {
      filename,
      code: "const a = <p>Nothing yet</p>;",
      errors: [literal("Nothing yet")],
    },
    {
      filename,
      code: 'const a = <button aria-label="Close">×</button>;',
      errors: [literal("Close")],
    },
    {
      filename,
      code: 'const a = <button aria-label={"Close"}>×</button>;',
      errors: [literal("Close")],
    },
    {
      filename,
      code: 'const a = <p>{"Save"}</p>;',
      errors: [literal("Save")],
    },
    {
      filename,
      code: "const a = <p>آٹا</p>;",
      errors: [literal("آٹا")],
    },
    {
      filename,
      code: "const a = <p>आटा · আটা</p>;",
      errors: [literal("आटा · আটা")],
    },
    {
      filename,
      code: "const a = <input placeholder={`Search ${x}`} />;",
      errors: [literal("Search")],
    },
    {
      filename,
      code: "const a = <p>{`${count} items`}</p>;",
      errors: [literal("items")],
    },
    {
      filename,
      code: 'const a = <img alt="Product photo" title="Zoom" src={url} />;',
      errors: [literal("Product photo"), literal("Zoom")],
    },
    {
      filename,
      code: 'const a = <div role="slider" aria-valuetext="Half" aria-roledescription="dial" />;',
      errors: [literal("Half"), literal("dial")],
    },
    {
      filename,
      code: 'const a = <Field label="Phone" aria-description="Used for delivery" />;',
      errors: [literal("Phone"), literal("Used for delivery")],
    },
    {
      filename,
      code: "const a = (\n  <>\n    {price}\n    each\n  </>\n);",
      errors: [literal("each")],
    },
  ],
});

describe("a word that is not one (a brand's mark, a unit)", () => {
  // As eslint.config.js names the plugin.
  const config: Linter.Config[] = [
    {
      files: ["**/*.tsx"],
      languageOptions: tsxLanguage,
      plugins: { words: literalTextPlugin },
      rules: { "words/no-literal-text": "error" },
    },
  ];
  const problems = (code: string) =>
    new Linter().verify(code, config, filename).map((problem) => problem.message);

  it("passes with an eslint-disable-next-line comment giving the reason, and only then", () => {
    const mark = "const a = <span>Visa</span>;";
    expect(problems(mark)).toEqual([
      'Words a shopper reads live in a defineText object (Name.text.ts) so that every language has them: move "Visa" there.',
    ]);
    expect(
      problems(
        `// eslint-disable-next-line words/no-literal-text -- the card brand's mark\n${mark}`,
      ),
    ).toEqual([]);
  });
});

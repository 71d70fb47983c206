/**
 * Words a shopper reads or hears live in a text object (`Name.text.ts`, `*Messages.ts`,
 * `*Toasts.ts`, wrapped in `defineText`), so that every language's catalogue has them
 * (docs/languages.md § The check). This rule fails the lint on words written into JSX instead:
 *
 * - text between tags holding a letter of any script (`<p>Nothing yet</p>`, `<p>آٹا</p>`);
 * - a string with letters given directly as a child (`<p>{"Save"}</p>`, `{`Save ${x}`}`);
 * - a string with letters given directly to an attribute a shopper reads or hears
 *   (`aria-label`, `title`, `placeholder`, `alt`, `label`…).
 *
 * Whitespace, punctuation and symbols (`·`, `×`, `—`, `$`, digits) are not words and pass. A
 * genuine non-word with letters (a brand's mark, a unit) takes an `eslint-disable-next-line`
 * comment saying why; nothing else exempts it.
 */

/** A letter of any script: Latin, Perso-Arabic, Devanagari, Bengali… */
const LETTER = /\p{L}/u;

/** Attributes whose value is read on screen or aloud. */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
  "label",
]);

const MAX_QUOTED = 40;

/** The words as the message quotes them: spaces folded, long text cut short. */
function quoted(text) {
  const words = text.replace(/\s+/g, " ").trim();
  return words.length > MAX_QUOTED ? `${words.slice(0, MAX_QUOTED - 1)}…` : words;
}

/** The text of a string or template literal, or null for anything else. */
function literalText(node) {
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral") {
    return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join("");
  }
  return null;
}

function attributeName(node) {
  return node.name.type === "JSXNamespacedName"
    ? `${node.name.namespace.name}:${node.name.name.name}`
    : node.name.name;
}

const noLiteralText = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Words a shopper reads or hears come from a defineText object, never a literal in JSX.",
    },
    schema: [],
    messages: {
      literal:
        'Words a shopper reads live in a defineText object (Name.text.ts) so that every language has them: move "{{text}}" there.',
    },
  },
  create(context) {
    const check = (node, text) => {
      if (text !== null && LETTER.test(text)) {
        context.report({ node, messageId: "literal", data: { text: quoted(text) } });
      }
    };
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent.type === "JSXElement" || parent.type === "JSXFragment") {
          check(node.expression, literalText(node.expression));
        }
      },
      JSXAttribute(node) {
        const value = node.value;
        if (!value || !READ_ATTRIBUTES.has(attributeName(node))) return;
        if (value.type === "JSXExpressionContainer") {
          check(value.expression, literalText(value.expression));
        } else {
          check(value, literalText(value));
        }
      },
    };
  },
};

export const literalTextPlugin = { rules: { "no-literal-text": noLiteralText } };

import { ColorItem, ColorPalette, Typeset } from "@storybook/addon-docs/blocks";
import type { CSSProperties, ReactNode } from "react";
import {
  defaultColoursInUse,
  defaultToken,
  defaultTokens,
  drawerWidth,
  focusOutline,
  fontStack,
  hasUtility,
  inStylesheet,
  pixels,
  projectColours,
} from "./tokens";

/*
 * The Tokens page's sections. Every value comes from ./tokens (the config and Tailwind's theme),
 * and every swatch is drawn with inline styles from those values rather than with classes, so
 * the page shows the token itself and adds nothing to the app's stylesheet.
 */

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const cell: CSSProperties = {
  padding: "6px 12px 6px 0",
  textAlign: "left",
  verticalAlign: "middle",
};

function TokenTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderSpacing: 0, width: "100%" }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((content, column) => (
              <td key={column} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const inUse = (used: boolean) => (used ? "yes" : "—");

export function Colours() {
  const families = [...projectColours, ...defaultColoursInUse()];
  // Scrolls sideways on a phone rather than cutting off the long OKLCH values of a ten-step row.
  return (
    <div style={{ overflowX: "auto" }}>
      <div style={{ minWidth: 720 }}>
        <ColorPalette>
          {families.map((family) => (
            <ColorItem
              key={family.name}
              title={capitalised(family.name)}
              subtitle={
                family.source === "tailwind.config.ts"
                  ? "tailwind.config.ts: every step"
                  : "Tailwind's default: the steps in use"
              }
              colors={family.steps}
            />
          ))}
        </ColorPalette>
      </div>
    </div>
  );
}

const sample = "Basmati Rice 5 kg · $12.99 · Add Item";

/** A line height the theme writes as a ratio, `calc(1.25 / 0.875)`, in pixels at that size. */
function lineHeight(fontSize: string, ratio: string): string {
  const [, over = "", under = ""] = /^calc\(([\d.]+) \/ ([\d.]+)\)$/.exec(ratio) ?? [];
  if (!over || !under) return ratio;
  const times = Number(over) / Number(under);
  return `${Math.round(Number.parseFloat(fontSize) * 16 * times)} px (${times.toFixed(2)} × the size)`;
}

export function TypeScale() {
  const sizes = defaultTokens("text").filter(({ name }) => inStylesheet("text", name));
  return (
    <>
      <Typeset
        fontFamily={fontStack}
        fontSizes={sizes.map(({ value }) => value)}
        sampleText={sample}
      />
      <TokenTable
        head={["Size", "Font size", "Line height"]}
        rows={sizes.map(({ name, value }) => [
          <code key="name">{name}</code>,
          `${value} (${pixels(value)})`,
          lineHeight(value, defaultToken(["text", name].join("-") + "--line-height") ?? ""),
        ])}
      />
    </>
  );
}

export function FontWeights() {
  const weights = defaultTokens("font-weight").filter(({ name }) =>
    inStylesheet("font-weight", name),
  );
  return (
    <TokenTable
      head={["Weight", "Value", "Sample"]}
      rows={weights.map(({ name, value }) => [
        <code key="name">{name}</code>,
        value,
        <span
          key="sample"
          style={{ fontFamily: fontStack, fontWeight: Number(value), fontSize: 16 }}
        >
          {sample}
        </span>,
      ])}
    />
  );
}

/** The multiples of the spacing unit the layouts mostly use; any multiple is allowed. */
const SPACING_STEPS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16];

export function Spacing() {
  const unit = defaultToken("spacing") ?? "";
  const unitRem = Number.parseFloat(unit);
  return (
    <TokenTable
      head={["Step", "Size", ""]}
      rows={SPACING_STEPS.map((step) => [
        <code key="step">{step}</code>,
        `${step * unitRem}rem (${step * unitRem * 16} px)`,
        <div
          key="bar"
          aria-hidden
          style={{ width: `calc(${unit} * ${step})`, height: 12, background: "#027a48" }}
        />,
      ])}
    />
  );
}

export function Radii() {
  const radii = [
    ...defaultTokens("radius").map((token) => ({
      ...token,
      used: inStylesheet("radius", token.name),
    })),
    {
      name: "full",
      value: "a pill or a circle",
      used: hasUtility(["rounded", "full"].join("-"), "borderTopLeftRadius"),
    },
  ];
  return (
    <TokenTable
      head={["Radius", "Value", "In the app", ""]}
      rows={radii.map(({ name, value, used }) => [
        <code key="name">{name}</code>,
        value.endsWith("rem") ? `${value} (${pixels(value)})` : value,
        inUse(used),
        <div
          key="swatch"
          aria-hidden
          style={{
            width: 48,
            height: 48,
            border: "2px solid #027a48",
            background: "#ecfdf3",
            borderRadius: name === "full" ? 9999 : value,
          }}
        />,
      ])}
    />
  );
}

export function Elevation() {
  const bare = defaultToken("shadow");
  const shadows = [
    ...(bare ? [{ name: "(no size)", className: "shadow", value: bare }] : []),
    ...defaultTokens("shadow").map((token) => ({
      ...token,
      className: ["shadow", token.name].join("-"),
    })),
  ];
  return (
    <TokenTable
      head={["Elevation", "Value", "In the app", ""]}
      rows={shadows.map(({ name, className, value }) => [
        <code key="name">{name}</code>,
        <code key="value" style={{ fontSize: 11 }}>
          {value}
        </code>,
        inUse(hasUtility(className, "boxShadow")),
        <div
          key="swatch"
          aria-hidden
          style={{
            width: 96,
            height: 48,
            margin: 12,
            background: "#fff",
            borderRadius: 8,
            boxShadow: value,
          }}
        />,
      ])}
    />
  );
}

export function Breakpoints() {
  return (
    <TokenTable
      head={["Prefix", "From a width of"]}
      rows={defaultTokens("breakpoint").map(({ name, value }) => [
        <code key="name">{name}:</code>,
        `${value} (${pixels(value)})`,
      ])}
    />
  );
}

export function OtherTokens() {
  return (
    <TokenTable
      head={["Token", "Value", "Where it is defined"]}
      rows={[
        ["Drawer width", drawerWidth, <code key="source">tailwind.config.ts maxWidth.drawer</code>],
        [
          "Focus outline",
          <code key="outline">{focusOutline}</code>,
          <code key="source">src/styles.css</code>,
        ],
        ["Typeface", fontStack, <code key="source">tailwind.config.ts fontFamily.sans</code>],
      ]}
    />
  );
}

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LanguageSwitch } from "@/components/LanguageSwitch/LanguageSwitch";
import { languageSwitchText as text } from "@/components/LanguageSwitch/LanguageSwitch.text";
import { LOCALE_NAMES, LOCALES } from "@/i18n/locales";
import { behaviourOnly, snapshotAt } from "../support/chromatic";
import { docsInFrames } from "../support/docsFrames";

const meta = {
  title: "Components/Forms/LanguageSwitch",
  component: LanguageSwitch,
  args: { value: "en", onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("combobox", { name: text.label });

/** docs/languages.md § The language switch: the header's, English chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const languages = select(canvasElement);
    await expect(languages).toHaveValue("en");
    await expect(languages).toBeEnabled();
    // Each language named in itself, and marked with its own lang for screen readers.
    const options = within(languages).getAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual(
      LOCALES.map((locale) => LOCALE_NAMES[locale]),
    );
    await expect(options.map((option) => option.getAttribute("lang"))).toEqual([...LOCALES]);
  },
};

/** Settings' switch: its label shown above the select. */
export const AsAField: Story = {
  args: { variant: "field" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.label)).toBeVisible();
    await expect(select(canvasElement)).toHaveValue("en");
  },
};

/** Urdu chosen: the switch names it, and the page around it reads right to left in Urdu. */
export const UrduChosen: Story = {
  args: { value: "ur" },
  parameters: { locale: "ur", docs: docsInFrames },
  play: async ({ canvasElement }) => {
    const languages = select(canvasElement);
    await expect(languages).toHaveValue("ur");
    await expect(languages).toHaveDisplayValue(LOCALE_NAMES.ur);
    await expect(text.label).not.toBe("Language");
    await expect(document.documentElement).toHaveAttribute("lang", "ur");
    await expect(document.documentElement).toHaveAttribute("dir", "rtl");
  },
};

/** While the chosen language loads (the switch still names the current one), it cannot be changed again. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const languages = select(canvasElement);
    await expect(languages).toBeDisabled();
    await expect(languages).toHaveAttribute("aria-busy", "true");
  },
};

export const ChoosingALanguage: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(select(canvasElement), LOCALE_NAMES.hi);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith("hi");
  },
};

/** On a phone the header's switch is its icon alone, the select over it unseen, so the search box keeps the row. */
export const InTheHeaderOnAPhone: Story = {
  args: { variant: "header" },
  globals: { viewport: { value: "mobile1" } },
  parameters: { chromatic: snapshotAt("mobile1") },
  play: async ({ canvasElement, args }) => {
    const languages = select(canvasElement);
    await expect(languages.getBoundingClientRect().width).toBeLessThanOrEqual(36);
    await userEvent.selectOptions(languages, LOCALE_NAMES.ur);
    await expect(args.onChange).toHaveBeenCalledWith("ur");
  },
};

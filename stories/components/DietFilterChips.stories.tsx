import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { DietFilter, DietFilterCount } from "@/api/types";
import { DietFilterChips } from "@/components/DietFilterChips/DietFilterChips";
import { dietFilterChipsText as text } from "@/components/DietFilterChips/DietFilterChips.text";

const counts: DietFilterCount[] = [
  { filter: "VEGETARIAN", count: 23 },
  { filter: "HALAL", count: 16 },
  { filter: "VEGAN", count: 14 },
  { filter: "JAIN", count: 13 },
  { filter: "GLUTEN_FREE", count: 17 },
];

const meta = {
  title: "Components/Forms/DietFilterChips",
  component: DietFilterChips,
  args: { selected: [], counts, onToggle: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DietFilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

const chip = (canvasElement: HTMLElement, filter: DietFilter) =>
  within(canvasElement).getByRole("button", { name: new RegExp(`^${text.filter(filter)}\\b`) });

/** None on: every chip offers its count, none is pressed, nothing to clear. */
export const NoneSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole("group", { name: text.label });
    const chips = within(group).getAllByRole("button");
    await expect(chips).toHaveLength(5);
    for (const button of chips) await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(chip(canvasElement, "VEGETARIAN")).toHaveAccessibleName(
      /^Vegetarian\s*23 products$/,
    );
    await userEvent.click(chip(canvasElement, "HALAL"));
    await expect(args.onToggle).toHaveBeenCalledWith("HALAL");
  },
};

/** Two on (AND): both pressed, with Clear filters after them. */
export const TwoSelected: Story = {
  args: {
    selected: ["VEGETARIAN", "HALAL"],
    counts: [
      { filter: "VEGETARIAN", count: 15 },
      { filter: "HALAL", count: 15 },
      { filter: "VEGAN", count: 8 },
      { filter: "JAIN", count: 7 },
      { filter: "GLUTEN_FREE", count: 0 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await expect(chip(canvasElement, "VEGETARIAN")).toHaveAttribute("aria-pressed", "true");
    await expect(chip(canvasElement, "HALAL")).toHaveAttribute("aria-pressed", "true");
    await expect(chip(canvasElement, "GLUTEN_FREE")).toHaveAccessibleName(
      /^Gluten-free\s*0 products$/,
    );
    await userEvent.click(within(canvasElement).getByRole("button", { name: text.clear }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Before the list has answered there are no counts yet: the chips work without them. */
export const CountsLoading: Story = {
  args: { counts: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: text.filter("VEGAN") }),
    ).toHaveAttribute("aria-pressed", "false");
  },
};

/** Keyboard only: Tab reaches each chip, Space and Enter toggle it. */
export const KeyboardToggles: Story = {
  render: function Toggling(args) {
    const [selected, setSelected] = useState<DietFilter[]>([]);
    return (
      <DietFilterChips
        {...args}
        selected={selected}
        onToggle={(filter) =>
          setSelected((on) =>
            on.includes(filter) ? on.filter((f) => f !== filter) : [...on, filter],
          )
        }
        onClear={() => setSelected([])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(chip(canvasElement, "VEGETARIAN")).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(chip(canvasElement, "VEGETARIAN")).toHaveAttribute("aria-pressed", "true");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(chip(canvasElement, "HALAL")).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Enter}");
    await expect(chip(canvasElement, "HALAL")).toHaveAttribute("aria-pressed", "false");
  },
};

/** At 390 px (a listing's 358 px inside the page's margins) the row scrolls sideways. */
export const OnAPhone: Story = {
  args: { selected: ["JAIN"] },
  decorators: [
    (Story) => (
      <div className="w-[358px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: text.label });
    await expect(group.scrollWidth).toBeGreaterThan(group.clientWidth);
    // One row: every chip (and Clear filters) centred on the same line.
    const middles = within(group)
      .getAllByRole("button")
      .map(({ offsetTop, offsetHeight }) => Math.round(offsetTop + offsetHeight / 2));
    await expect(new Set(middles).size).toBe(1);
  },
};

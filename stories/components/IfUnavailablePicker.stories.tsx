import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { IfUnavailable, IfUnavailableChoice, ProductSummary } from "@/api/types";
import {
  IfUnavailablePicker,
  type IfUnavailablePickerProps,
} from "@/components/IfUnavailablePicker/IfUnavailablePicker";
import { ifUnavailablePickerText as text } from "@/components/IfUnavailablePicker/IfUnavailablePicker.text";
import { findCatalogProduct, productFixture, productSummaryOf } from "@/mocks/fixtures";

const summaryOf = (id: number): ProductSummary =>
  productSummaryOf(findCatalogProduct(id) ?? productFixture({ id }));

// Basmati Rice runs short; two rice products may replace it.
const basmati = summaryOf(101);
const candidates = [
  productSummaryOf(
    productFixture({
      id: 150,
      name: "Sella Basmati Rice 5 kg",
      weight: "5 kg",
      originalPrice: 16.49,
    }),
  ),
  summaryOf(102),
];
const bestMatch: IfUnavailable = { choice: "BEST_MATCH", replacement: null };

/** The picker is controlled: the story keeps the choice as the cart would answer it. */
function Controlled(args: IfUnavailablePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <IfUnavailablePicker
      {...args}
      value={value}
      onChange={(...change: [IfUnavailableChoice, number?]) => {
        const replacement = candidates.find((product) => product.id === change[1]);
        setValue({ choice: change[0], replacement: replacement ?? null });
        args.onChange(...change);
      }}
    />
  );
}

const meta = {
  title: "Components/Forms/IfUnavailablePicker",
  component: IfUnavailablePicker,
  args: {
    productName: basmati.name,
    value: bestMatch,
    candidates,
    onShowCandidates: fn(),
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IfUnavailablePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: new RegExp(`^${text.summaryLabel}:`) });

export const BestMatchByDefault: Story = {
  play: async ({ canvasElement }) => {
    const button = toggle(canvasElement);
    await expect(button).toHaveAccessibleName(`${text.summaryLabel}: Best match`);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  },
};

export const ChooseARefund: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement);
    await userEvent.click(toggle(canvasElement));
    const group = within(picker.getByRole("group", { name: text.legend(basmati.name) }));
    await expect(group.getByRole("radio", { name: "Best match" })).toBeChecked();
    const refund = group.getByRole("radio", { name: text.choices.REFUND.label });
    await expect(refund).toHaveAccessibleDescription(text.choices.REFUND.hint);
    await userEvent.click(refund);
    await expect(args.onChange).toHaveBeenCalledWith("REFUND");
    await expect(toggle(canvasElement)).toHaveAccessibleName(
      `${text.summaryLabel}: ${text.refundSummary}`,
    );
  },
};

export const PickASpecificItem: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement);
    await userEvent.click(toggle(canvasElement));
    await userEvent.click(picker.getByRole("radio", { name: text.choices.SPECIFIC_ITEM.label }));
    await expect(args.onShowCandidates).toHaveBeenCalledOnce();
    // Nothing is saved until an item is picked.
    await expect(args.onChange).not.toHaveBeenCalled();
    const items = within(picker.getByRole("group", { name: text.candidatesLegend }));
    const [first, second] = candidates;
    if (!first || !second) throw new Error("two candidates expected");
    await userEvent.click(items.getByRole("radio", { name: new RegExp(second.name) }));
    await expect(args.onChange).toHaveBeenCalledWith("SPECIFIC_ITEM", second.id);
    await expect(items.getByRole("radio", { name: new RegExp(second.name) })).toBeChecked();
    await expect(toggle(canvasElement)).toHaveAccessibleName(
      `${text.summaryLabel}: ${text.replaceWith(second.name)}`,
    );
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(toggle(canvasElement)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    const picker = within(canvasElement);
    await expect(picker.getByRole("radio", { name: "Best match" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(args.onChange).toHaveBeenCalledWith("REFUND");
    await expect(picker.getByRole("radio", { name: text.choices.REFUND.label })).toBeChecked();
  },
};

export const SpecificItemChosen: Story = {
  args: {
    value: { choice: "SPECIFIC_ITEM", replacement: candidates[0] ?? null },
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement);
    const [first] = candidates;
    if (!first) throw new Error("a candidate expected");
    await expect(toggle(canvasElement)).toHaveAccessibleName(
      `${text.summaryLabel}: ${text.replaceWith(first.name)}`,
    );
    const items = within(picker.getByRole("group", { name: text.candidatesLegend }));
    await expect(items.getByRole("radio", { name: new RegExp(first.name) })).toBeChecked();
  },
};

export const CandidatesLoading: Story = {
  args: {
    value: { choice: "SPECIFIC_ITEM", replacement: null },
    candidates: undefined,
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      text.loadingCandidates,
    );
  },
};

export const NoCandidates: Story = {
  args: { candidates: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement);
    await userEvent.click(picker.getByRole("radio", { name: text.choices.SPECIFIC_ITEM.label }));
    await expect(picker.getByRole("status")).toHaveTextContent(text.noCandidates);
  },
};

export const CandidatesFailed: Story = {
  args: { candidates: undefined, candidatesFailed: true, defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement);
    await userEvent.click(picker.getByRole("radio", { name: text.choices.SPECIFIC_ITEM.label }));
    await expect(picker.getByRole("alert")).toHaveTextContent(text.candidatesFailed);
    await userEvent.click(picker.getByRole("button", { name: text.retry }));
    await expect(args.onShowCandidates).toHaveBeenCalledTimes(2);
  },
};

/** The cart refused the change: the picker reads back the cart's choice again. */
function RefusingCart(args: IfUnavailablePickerProps) {
  const [refusals, setRefusals] = useState(0);
  return (
    <IfUnavailablePicker
      {...args}
      refusals={refusals}
      onChange={(...change: [IfUnavailableChoice, number?]) => {
        args.onChange(...change);
        setRefusals((count) => count + 1);
      }}
    />
  );
}

export const RefusedChange: Story = {
  args: { defaultOpen: true },
  render: (args) => <RefusingCart {...args} />,
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement);
    await userEvent.click(picker.getByRole("radio", { name: text.choices.REFUND.label }));
    await expect(args.onChange).toHaveBeenCalledWith("REFUND");
    await expect(picker.getByRole("radio", { name: "Best match" })).toBeChecked();
    await expect(toggle(canvasElement)).toHaveAccessibleName(`${text.summaryLabel}: Best match`);
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PaymentMethodSelector } from "@/components/PaymentMethodSelector/PaymentMethodSelector";
import { paymentMethodSelectorText as text } from "@/components/PaymentMethodSelector/PaymentMethodSelector.text";
import { paymentMethodFixture, savedCards } from "@/mocks/fixtures";
import { screenOf } from "../support/portal";
import { behaviourOnly } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const [visa, mastercard] = savedCards;
const amex = paymentMethodFixture({
  id: "pm_mock_amex_8431",
  brand: "amex",
  last4: "8431",
  exp_month: 5,
  exp_year: 2031,
});

const meta = {
  title: "Components/Forms/PaymentMethodSelector",
  parameters: overlayParameters,
  component: PaymentMethodSelector,
  args: {
    open: true,
    onOpenChange: fn(),
    cards: [...savedCards, amex],
    selectedId: mastercard?.id ?? null,
    onSelect: fn(),
    onAddNew: fn(),
  },
} satisfies Meta<typeof PaymentMethodSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: text.title }));
}

export const ChoosesASavedCard: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const group = within(dialog.getByRole("group", { name: text.savedCards }));
    const radios = group.getAllByRole("radio");
    await expect(radios).toHaveLength(3);
    // Each card reads brand, masked number and expiry.
    const visaRadio = group.getByRole("radio", { name: "Visa •••• 4242 Expiry: 12/2028" });
    const mastercardRadio = group.getByRole("radio", {
      name: "Mastercard •••• 4444 Expiry: 03/2027",
    });
    const amexRadio = group.getByRole("radio", { name: /American Express •••• 8431/ });
    // The checkout's card is checked when the dialog opens.
    await expect(mastercardRadio).toBeChecked();

    // Arrow keys move the check without choosing yet.
    mastercardRadio.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(amexRadio).toBeChecked();
    await expect(args.onSelect).not.toHaveBeenCalled();

    await userEvent.click(visaRadio);
    await expect(visaRadio).toBeChecked();
    await userEvent.click(dialog.getByRole("button", { name: text.useCard }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(visa);
  },
};

export const NothingChosenYet: Story = {
  args: { selectedId: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    // Without a card at checkout, the first one is offered.
    await expect(dialog.getAllByRole("radio")[0]).toBeChecked();
    await userEvent.click(dialog.getByRole("button", { name: text.useCard }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(visa);
  },
};

export const AddsANewCard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.addNew }));
    await expect(args.onAddNew).toHaveBeenCalledOnce();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const NoSavedCards: Story = {
  args: { cards: [], selectedId: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(text.empty)).toBeVisible();
    await expect(dialog.queryByRole("radio")).toBeNull();
    await expect(dialog.queryByRole("button", { name: text.useCard })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: text.addNew }));
    await expect(args.onAddNew).toHaveBeenCalledOnce();
  },
};

export const LoadingCards: Story = {
  args: { cards: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent(text.loading);
    await expect(dialog.queryByRole("radio")).toBeNull();
    await expect(dialog.getByRole("button", { name: text.addNew })).toBeEnabled();
  },
};

export const Closes: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.close }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AddressBookSelector } from "@/components/AddressBookSelector/AddressBookSelector";
import { addressBookSelectorText as text } from "@/components/AddressBookSelector/AddressBookSelector.text";
import { addressFixture, savedAddresses } from "@/mocks/fixtures";
import { screenOf } from "../support/portal";
import { overlayParameters } from "../support/docsFrames";

const [home, work] = savedAddresses as [(typeof savedAddresses)[0], (typeof savedAddresses)[0]];
const parents = addressFixture({
  id: 3,
  label: "Parents",
  addressLine1: "37-10 82nd Street",
  addressLine2: null,
  city: "Jackson Heights",
  zip: "11372",
});
const addresses = [home, work, parents];

const meta = {
  title: "Components/Forms/AddressBookSelector",
  parameters: overlayParameters,
  component: AddressBookSelector,
  args: {
    open: true,
    onOpenChange: fn(),
    addresses,
    selectedId: home.id,
    onChoose: fn(),
    onAddNew: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof AddressBookSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: text.title }));
}

export const SeveralWithDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const group = dialog.getByRole("group", { name: text.savedAddresses });
    const radios = within(group).getAllByRole("radio");
    await expect(radios).toHaveLength(3);

    // Each address: its label names the radio; the badge and lines 1 and 2 go with it.
    const homeRadio = dialog.getByRole("radio", { name: `${home.label} ${text.defaultBadge}` });
    await expect(homeRadio).toBeChecked();
    await expect(homeRadio).toHaveAccessibleDescription(
      `${home.addressLine1} ${home.addressLine2 ?? ""}`,
    );
    await expect(dialog.getAllByText(text.defaultBadge)).toHaveLength(1);
    await expect(dialog.getByText(work.addressLine2 ?? "")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: parents.label })).toHaveAccessibleDescription(
      parents.addressLine1,
    );

    await userEvent.click(dialog.getByRole("button", { name: `${text.edit} ${work.label}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(work);
    await userEvent.click(dialog.getByRole("button", { name: text.addNew }));
    await expect(args.onAddNew).toHaveBeenCalledOnce();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const ChooseAnother: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    // Arrow keys move through the radio group; nothing is chosen until 'Deliver Here'.
    dialog.getByRole("radio", { name: `${home.label} ${text.defaultBadge}` }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(dialog.getByRole("radio", { name: work.label })).toBeChecked();
    await expect(args.onChoose).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByText(parents.addressLine1));
    await expect(dialog.getByRole("radio", { name: parents.label })).toBeChecked();
    await userEvent.click(dialog.getByRole("button", { name: text.choose }));
    await expect(args.onChoose).toHaveBeenCalledWith(parents);
  },
};

export const NothingChosenYet: Story = {
  args: { selectedId: null, addresses: [work, { ...home, isDefault: false }, parents] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    // Without a choice the first one is offered.
    await expect(dialog.getByRole("radio", { name: work.label })).toBeChecked();
    await userEvent.click(dialog.getByRole("button", { name: text.choose }));
    await expect(args.onChoose).toHaveBeenCalledWith(work);
  },
};

export const Empty: Story = {
  args: { addresses: [], selectedId: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(text.empty)).toBeVisible();
    await expect(dialog.queryByRole("radio")).toBeNull();
    await expect(dialog.queryByRole("button", { name: text.choose })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: text.addNew }));
    await expect(args.onAddNew).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { addresses: [], loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("status", { name: text.loading })).toBeVisible();
    await expect(dialog.queryByText(text.empty)).toBeNull();
  },
};

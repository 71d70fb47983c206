import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AddressBook } from "@/components/AddressBook/AddressBook";
import { addressBookText as text } from "@/components/AddressBook/AddressBook.text";
import { addressFixture, savedAddresses } from "@/mocks/fixtures";
import { screenOf } from "../support/portal";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

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
  title: "Components/Commerce/AddressBook",
  component: AddressBook,
  args: {
    addresses,
    settingsHref: "/setting",
    onAddNew: fn(),
    onEdit: fn(),
    onRemove: fn(),
    onSetDefault: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

const card = (canvasElement: HTMLElement, label: string) =>
  within(page(canvasElement).getByRole("article", { name: label }));

const named = (action: string, label: string) => `${action} ${label}`;

export const SeveralWithDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByRole("link", { name: text.backToSettings })).toHaveAttribute(
      "href",
      "/setting",
    );
    await expect(
      canvas.getByRole("heading", { level: 2, name: text.savedAddresses }),
    ).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(3);

    // Only the default carries the badge, and only the others offer 'Set as Default'.
    await expect(canvas.getAllByText(text.defaultBadge)).toHaveLength(1);
    const homeCard = card(canvasElement, home.label);
    await expect(homeCard.getByText(text.defaultBadge)).toBeVisible();
    await expect(homeCard.getByText(home.addressLine1)).toBeVisible();
    await expect(
      homeCard.queryByRole("button", { name: named(text.setDefault, home.label) }),
    ).toBeNull();
    const workCard = card(canvasElement, work.label);
    await expect(workCard.getByText(work.addressLine1)).toBeVisible();
    await expect(workCard.getByText(work.addressLine2 ?? "")).toBeVisible();
    await expect(workCard.queryByText(text.defaultBadge)).toBeNull();

    await userEvent.click(workCard.getByRole("button", { name: named(text.edit, work.label) }));
    await expect(args.onEdit).toHaveBeenCalledWith(work);
    await userEvent.click(
      workCard.getByRole("button", { name: named(text.setDefault, work.label) }),
    );
    await expect(args.onSetDefault).toHaveBeenCalledWith(work);
    await userEvent.click(canvas.getByRole("button", { name: text.addNew }));
    await expect(args.onAddNew).toHaveBeenCalledOnce();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const RemoveAfterConfirm: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const parentsCard = card(canvasElement, parents.label);
    await userEvent.click(
      parentsCard.getByRole("button", { name: named(text.remove, parents.label) }),
    );
    const confirm = within(
      await screenOf(canvasElement).findByRole("alertdialog", { name: text.removeDialog.title }),
    );
    await expect(confirm.getByText(text.removeDialog.description(parents.label))).toBeVisible();
    // Nothing goes before the shopper confirms.
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole("button", { name: text.removeDialog.confirm }));
    await expect(args.onRemove).toHaveBeenCalledWith(parents);
  },
};

export const RemoveKept: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      card(canvasElement, work.label).getByRole("button", { name: named(text.remove, work.label) }),
    );
    const dialog = await screenOf(canvasElement).findByRole("alertdialog", {
      name: text.removeDialog.title,
    });
    await userEvent.click(within(dialog).getByRole("button", { name: text.removeDialog.keep }));
    await expect(
      screenOf(canvasElement).queryByRole("alertdialog", { name: text.removeDialog.title }),
    ).toBeNull();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busyIds: [work.id] },
  play: async ({ canvasElement }) => {
    const workCard = card(canvasElement, work.label);
    await expect(page(canvasElement).getByRole("article", { name: work.label })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    for (const button of workCard.getAllByRole("button")) await expect(button).toBeDisabled();
    await expect(
      card(canvasElement, home.label).getByRole("button", { name: named(text.edit, home.label) }),
    ).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { addresses: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByRole("status", { name: text.loading })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: text.addNew })).toBeNull();
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByText(text.empty)).toBeVisible();
    await expect(canvas.queryAllByRole("article")).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: text.addNew }));
    await expect(args.onAddNew).toHaveBeenCalledOnce();
  },
};

export const LoadFailed: Story = {
  args: { addresses: [], failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(text.loadFailed);
    await userEvent.click(canvas.getByRole("button", { name: text.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getAllByRole("article")).toHaveLength(3);
    await expect(page(canvasElement).getByRole("button", { name: text.addNew })).toBeVisible();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { addressToasts } from "@/app/address/addressMessages";
import { addressBookText as text } from "@/components/AddressBook/AddressBook.text";
import { addressDialogText } from "@/components/AddressDialog/AddressDialog.text";
import { addressSearchText } from "@/components/AddressSearch/AddressSearch.text";
import { locationPickerText } from "@/components/LocationPicker/LocationPicker.text";
import { NOT_DELIVERABLE_MESSAGE, savedAddresses } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { serverError } from "@/mocks/scenarios/builders";
import { AddressBookRoute } from "@/routes/AddressBookRoute";
import { screenOf } from "../support/portal";
import { expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters, snapshotAt } from "../support/chromatic";

const [home, work] = savedAddresses as [(typeof savedAddresses)[0], (typeof savedAddresses)[0]];

const meta = {
  title: "Routes/AddressBookRoute",
  component: AddressBookRoute,
  parameters: { ...pageParameters, route: "/address-book", layout: "fullscreen" },
  globals: { session: "customer" },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-7xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof AddressBookRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

const heading = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole("heading", { level: 1, name: text.title });

/** A saved address's card, once the address book has loaded. */
async function cardOf(canvasElement: HTMLElement, label: string) {
  return within(await page(canvasElement).findByRole("article", { name: label }));
}

const named = (action: string, label: string) => `${action} ${label}`;

async function confirmRemoval(canvasElement: HTMLElement, label: string) {
  const card = await cardOf(canvasElement, label);
  await userEvent.click(card.getByRole("button", { name: named(text.remove, label) }));
  const confirm = await screenOf(canvasElement).findByRole("alertdialog", {
    name: text.removeDialog.title,
  });
  await userEvent.click(within(confirm).getByRole("button", { name: text.removeDialog.confirm }));
}

async function dialogOf(canvasElement: HTMLElement, title: string) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: title }));
}

export const Loading: Story = {
  parameters: { msw: scenarios.users.loading },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toBeVisible();
    await expect(page(canvasElement).getByRole("status", { name: text.loading })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: scenarios.users.noAddresses },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(text.empty)).toBeVisible();
    await expect(page(canvasElement).getByRole("button", { name: text.addNew })).toBeVisible();
  },
};

export const ListWithDefault: Story = {
  play: async ({ canvasElement }) => {
    const homeCard = await cardOf(canvasElement, home.label);
    await expect(homeCard.getByText(text.defaultBadge)).toBeVisible();
    await expect(
      homeCard.queryByRole("button", { name: named(text.setDefault, home.label) }),
    ).toBeNull();
    const workCard = await cardOf(canvasElement, work.label);
    await expect(workCard.getByText(work.addressLine2 ?? "")).toBeVisible();
    await expect(
      workCard.getByRole("button", { name: named(text.setDefault, work.label) }),
    ).toBeVisible();
    await expect(
      page(canvasElement).getByRole("link", { name: text.backToSettings }),
    ).toHaveAttribute("href", "/setting");
  },
};

export const RemoveWithConfirm: Story = {
  play: async ({ canvasElement }) => {
    await confirmRemoval(canvasElement, work.label);
    await expectToast(canvasElement, addressToasts.removed);
    await waitFor(() =>
      expect(page(canvasElement).queryByRole("article", { name: work.label })).toBeNull(),
    );
    await expect(page(canvasElement).getAllByRole("article")).toHaveLength(1);
  },
};

export const SetDefault: Story = {
  play: async ({ canvasElement }) => {
    const workCard = await cardOf(canvasElement, work.label);
    await userEvent.click(
      workCard.getByRole("button", { name: named(text.setDefault, work.label) }),
    );
    await expectToast(canvasElement, addressToasts.defaultUpdated);
    // The badge moves to Work, and Home now offers 'Set as Default'.
    await waitFor(() => expect(workCard.getByText(text.defaultBadge)).toBeVisible());
    const homeCard = await cardOf(canvasElement, home.label);
    await expect(homeCard.queryByText(text.defaultBadge)).toBeNull();
    await expect(
      homeCard.getByRole("button", { name: named(text.setDefault, home.label) }),
    ).toBeVisible();
  },
};

export const RemoveFails: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: [serverError("delete", "/users/ui/address/{id}")] },
  play: async ({ canvasElement }) => {
    await confirmRemoval(canvasElement, work.label);
    await expectToast(canvasElement, addressToasts.removeFailed);
    await expect(page(canvasElement).getByRole("article", { name: work.label })).toBeVisible();
  },
};

export const SetDefaultFails: Story = {
  tags: ["behaviour"],
  parameters: {
    chromatic: behaviourOnly,
    msw: [serverError("patch", "/users/ui/address/default/{id}")],
  },
  play: async ({ canvasElement }) => {
    const workCard = await cardOf(canvasElement, work.label);
    await userEvent.click(
      workCard.getByRole("button", { name: named(text.setDefault, work.label) }),
    );
    await expectToast(canvasElement, addressToasts.defaultFailed);
    await expect(
      (await cardOf(canvasElement, home.label)).getByText(text.defaultBadge),
    ).toBeVisible();
    await expect(workCard.queryByText(text.defaultBadge)).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: { msw: scenarios.users.serverError },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole("alert")).toHaveTextContent(text.loadFailed);
    await expect(heading(canvasElement)).toBeVisible();
  },
};

export const EditAndSave: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const workCard = await cardOf(canvasElement, work.label);
    await userEvent.click(workCard.getByRole("button", { name: named(text.edit, work.label) }));
    const dialog = await dialogOf(canvasElement, addressDialogText.editTitle);
    const line2 = dialog.getByRole("textbox", { name: addressDialogText.fields.addressLine2 });
    await userEvent.clear(line2);
    await userEvent.type(line2, "Floor 86");
    await userEvent.click(dialog.getByRole("button", { name: addressDialogText.save }));
    await expectToast(canvasElement, addressToasts.updated);
    await waitFor(() => expect(workCard.getByText("Floor 86")).toBeVisible());
  },
};

export const AddNew: Story = {
  play: async ({ canvasElement }) => {
    await cardOf(canvasElement, home.label);
    await userEvent.click(page(canvasElement).getByRole("button", { name: text.addNew }));
    const dialog = await dialogOf(canvasElement, addressDialogText.addTitle);
    // The address search and map picker of the dialog, on the offline gazetteer.
    await userEvent.type(
      dialog.getByRole("combobox", { name: addressSearchText.label }),
      "Jackson",
    );
    await dialog.findByRole("option", { name: /Jackson/ });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    const map = dialog.getByRole("application", { name: locationPickerText.mapLabel });
    await waitFor(() => expect(map.closest("[data-zoom]")).toHaveAttribute("data-zoom", "15"));
    await userEvent.click(dialog.getByRole("button", { name: locationPickerText.confirm }));
    await userEvent.click(dialog.getByRole("button", { name: "Other" }));
    await userEvent.type(
      dialog.getByRole("textbox", { name: addressDialogText.fields.addressLine1 }),
      "37-10 82nd Street",
    );
    await userEvent.click(dialog.getByRole("button", { name: addressDialogText.save }));
    await expectToast(canvasElement, addressToasts.saved);
    const added = await cardOf(canvasElement, "Other");
    await expect(added.getByText("37-10 82nd Street")).toBeVisible();
  },
};

export const NotDeliverable: Story = {
  parameters: { msw: scenarios.users.addressNotDeliverable },
  play: async ({ canvasElement }) => {
    const workCard = await cardOf(canvasElement, work.label);
    await userEvent.click(workCard.getByRole("button", { name: named(text.edit, work.label) }));
    const dialog = await dialogOf(canvasElement, addressDialogText.editTitle);
    await userEvent.click(dialog.getByRole("button", { name: addressDialogText.save }));
    // The server's deliverability answer sits on the location; the dialog stays open.
    const location = dialog.getByRole("group", { name: addressDialogText.location });
    await expect(await within(location).findByRole("alert")).toHaveTextContent(
      NOT_DELIVERABLE_MESSAGE,
    );
    await expectToast(canvasElement, addressToasts.saveFailed);
  },
};

export const Mobile: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await cardOf(canvasElement, work.label);
    await expect(heading(canvasElement)).toBeVisible();
    await expect(page(canvasElement).getByRole("button", { name: text.addNew })).toBeVisible();
  },
};

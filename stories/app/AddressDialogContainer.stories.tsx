import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AddressDialogContainer } from "@/app/address/AddressDialogContainer";
import { addressToasts } from "@/app/address/addressMessages";
import { addressDialogText as text } from "@/components/AddressDialog/AddressDialog.text";
import { addressSearchText } from "@/components/AddressSearch/AddressSearch.text";
import { locationPickerText } from "@/components/LocationPicker/LocationPicker.text";
import { NOT_DELIVERABLE_MESSAGE, savedAddresses } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { screenOf } from "../support/portal";
import { expectNoToast, expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";

type ContainerProps = React.ComponentProps<typeof AddressDialogContainer>;

/** The opener's part: open until the container asks to close. */
function HostedAddressDialog({ onOpenChange, ...props }: ContainerProps) {
  const [open, setOpen] = useState(true);
  return (
    <AddressDialogContainer
      {...props}
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const work = savedAddresses[1] ?? savedAddresses[0];
if (!work) throw new Error("The mocks have no saved address");

const meta = {
  title: "App/AddressDialogContainer",
  component: HostedAddressDialog,
  parameters: pageParameters,
  args: { open: true, onOpenChange: fn(), onSaved: fn() },
  globals: { session: "customer" },
} satisfies Meta<typeof HostedAddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement, title: string) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: title }));
}

/** Searches the offline gazetteer, picks the first place and confirms it on the map. */
async function pickPlace(dialog: ReturnType<typeof within>, typed: string) {
  const search = dialog.getByRole("combobox", { name: addressSearchText.label });
  await userEvent.type(search, typed);
  await dialog.findByRole("option", { name: new RegExp(typed) });
  await userEvent.keyboard("{ArrowDown}{Enter}");
  const map = dialog.getByRole("application", { name: locationPickerText.mapLabel });
  await waitFor(() => expect(map.closest("[data-zoom]")).toHaveAttribute("data-zoom", "15"));
  await userEvent.click(dialog.getByRole("button", { name: locationPickerText.confirm }));
}

async function saveEditedWork(canvasElement: HTMLElement) {
  const dialog = await dialogOf(canvasElement, text.editTitle);
  const line2 = dialog.getByRole("textbox", { name: text.fields.addressLine2 });
  await userEvent.clear(line2);
  await userEvent.type(line2, "Floor 86");
  await userEvent.click(dialog.getByRole("button", { name: text.save }));
  return dialog;
}

export const AddBySearch: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, text.addTitle);
    await pickPlace(dialog, "Jackson");

    // The place the gazetteer knows fills in its city, state and ZIP.
    await expect(dialog.getByRole("group", { name: text.location })).toHaveTextContent(
      "Jackson Heights, NY 11372, USA",
    );
    await expect(dialog.getByRole("textbox", { name: text.fields.city })).toHaveValue(
      "Jackson Heights",
    );
    await expect(dialog.getByRole("textbox", { name: text.fields.state })).toHaveValue("NY");
    await expect(dialog.getByRole("textbox", { name: text.fields.zip })).toHaveValue("11372");

    await userEvent.click(dialog.getByRole("button", { name: "Other" }));
    await userEvent.type(
      dialog.getByRole("textbox", { name: text.fields.addressLine1 }),
      "37-10 82nd Street",
    );
    await userEvent.click(dialog.getByRole("button", { name: text.save }));

    await expectToast(canvasElement, addressToasts.saved);
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({
          label: "Other",
          addressLine1: "37-10 82nd Street",
          addressLine2: null,
          city: "Jackson Heights",
          state: "NY",
          zip: "11372",
          latitude: 40.7557,
          longitude: -73.8831,
          country: "USA",
          instructions: null,
        }),
      ),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const EditAndSave: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { address: work },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, text.editTitle);
    await expect(dialog.getByRole("textbox", { name: text.fields.label })).toHaveValue(work.label);
    await saveEditedWork(canvasElement);
    await expectToast(canvasElement, addressToasts.updated);
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith({ ...work, addressLine2: "Floor 86" }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDeliverable: Story = {
  args: { address: work },
  parameters: { msw: scenarios.users.addressNotDeliverable },
  play: async ({ canvasElement, args }) => {
    const dialog = await saveEditedWork(canvasElement);
    // The server's answer sits on the location, which takes focus; the dialog stays.
    const location = dialog.getByRole("group", { name: text.location });
    await expect(await within(location).findByRole("alert")).toHaveTextContent(
      NOT_DELIVERABLE_MESSAGE,
    );
    await waitFor(() =>
      expect(within(location).getByRole("button", { name: text.changeLocation })).toHaveFocus(),
    );
    await expectToast(canvasElement, addressToasts.saveFailed);
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog.getByRole("button", { name: text.save })).toBeEnabled();
  },
};

export const PickedPointNotServed: Story = {
  parameters: { msw: scenarios.support.notDeliverable },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, text.addTitle);
    const search = dialog.getByRole("combobox", { name: addressSearchText.label });
    await userEvent.type(search, "Plano");
    await dialog.findByRole("option", { name: /Plano/ });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    // The delivery check answers as soon as the point is picked, before anything is typed.
    await expect(await dialog.findByRole("alert")).toHaveTextContent(NOT_DELIVERABLE_MESSAGE);
  },
};

export const ServerRefusesAField: Story = {
  args: { address: work },
  parameters: { msw: scenarios.users.addressInvalidZip },
  play: async ({ canvasElement }) => {
    const dialog = await saveEditedWork(canvasElement);
    const zip = dialog.getByRole("textbox", { name: text.fields.zip });
    await waitFor(() => expect(zip).toHaveFocus());
    await expect(zip).toHaveAccessibleDescription(text.invalid.zip);
    await expectToast(canvasElement, addressToasts.saveFailed);
  },
};

export const Saving: Story = {
  args: { address: work },
  parameters: { msw: scenarios.users.addressSaving },
  play: async ({ canvasElement, args }) => {
    const dialog = await saveEditedWork(canvasElement);
    await expect(await dialog.findByRole("button", { name: text.saving })).toBeDisabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  parameters: { msw: scenarios.users.addressSaveFails },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, text.addTitle);
    await pickPlace(dialog, "Brooklyn");
    await userEvent.click(dialog.getByRole("button", { name: "Home" }));
    await userEvent.type(
      dialog.getByRole("textbox", { name: text.fields.addressLine1 }),
      "245 Court Street",
    );
    await userEvent.click(dialog.getByRole("button", { name: text.save }));
    await expectToast(canvasElement, addressToasts.saveFailed);
    await expectNoToast(canvasElement, addressToasts.saved);
    // Nothing to fix on the form: no field or location error, and the dialog stays to retry.
    await expect(dialog.queryByRole("alert")).toBeNull();
    await expect(dialog.getByRole("button", { name: text.save })).toBeEnabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  AddressDialog,
  type AddressFormValues,
  type AddressLocation,
} from "@/components/AddressDialog/AddressDialog";
import { addressDialogText as text } from "@/components/AddressDialog/AddressDialog.text";
import { EMPTY_ADDRESS_FORM } from "@/components/AddressDialog/addressForm";
import { addressSearchText } from "@/components/AddressSearch/AddressSearch.text";
import { locationPickerText } from "@/components/LocationPicker/LocationPicker.text";
import { NOT_DELIVERABLE_MESSAGE } from "@/mocks/fixtures";
import { OfflineMap } from "@/platform/maps/offline/OfflineMap";
import { clickMiddle } from "../support/pointer";
import { screenOf } from "../support/portal";
import { overlayParameters } from "../support/docsFrames";

const brooklyn: AddressLocation = {
  point: { lat: 40.6943, lng: -73.9903 },
  label: "Brooklyn, NY 11201, USA",
  city: "Brooklyn",
  state: "NY",
  zip: "11201",
};

const suggestions = [
  { id: "us-11201", label: "Brooklyn, NY 11201, USA" },
  { id: "us-11372", label: "Jackson Heights, NY 11372, USA" },
];

const saved: AddressFormValues = {
  label: "Work",
  addressLine1: "350 Fifth Avenue",
  addressLine2: "Floor 21",
  city: "New York",
  state: "NY",
  zip: "10118",
  instructions: "",
};

const savedLocation: AddressLocation = {
  point: { lat: 40.7484, lng: -73.9857 },
  label: "350 Fifth Avenue, New York, NY 10118",
  city: "New York",
  state: "NY",
  zip: "10118",
};

type DialogProps = React.ComponentProps<typeof AddressDialog>;

/** The container's part: the search text, the pin and what a pick tells of the place. */
function PickingAddress(props: DialogProps) {
  const [location, setLocation] = useState(props.location);
  const [query, setQuery] = useState(props.query);
  return (
    <AddressDialog
      {...props}
      location={location}
      query={query}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
      onSelectSuggestion={(suggestion) => {
        props.onSelectSuggestion(suggestion);
        setQuery(suggestion.label);
        if (suggestion.id === "us-11201") setLocation(brooklyn);
      }}
      onPinChange={(point) => {
        props.onPinChange(point);
        // A point picked by hand: reverse geocoding names the state only.
        setLocation({ point, label: "NY, USA", state: "NY" });
      }}
    />
  );
}

const meta = {
  title: "Components/Overlays/AddressDialog",
  component: AddressDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: "add",
    location: null,
    query: "",
    onQueryChange: fn(),
    suggestions: [],
    searching: false,
    onSelectSuggestion: fn(),
    onPinChange: fn(),
    renderMap: (props) => <OfflineMap {...props} />,
    onSubmit: fn(),
  },
  render: (args) => <PickingAddress {...args} />,
  parameters: overlayParameters,
} satisfies Meta<typeof AddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement, title: string = text.addTitle) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: title }));
}

function mapZoom(dialog: ReturnType<typeof within>) {
  const map = dialog.getByRole("application", { name: locationPickerText.mapLabel });
  return map.closest("[data-zoom]")?.getAttribute("data-zoom");
}

export const EmptyAdd: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const search = dialog.getByRole("combobox", { name: addressSearchText.label });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(dialog.getByText(text.locationDescription)).toBeVisible();
    await expect(mapZoom(dialog)).toBe("10");
    const confirm = dialog.getByRole("button", { name: locationPickerText.confirm });
    await expect(confirm).toBeDisabled();

    // A point picked on the map: the state it lies in fills the form.
    await clickMiddle(dialog.getByRole("application", { name: locationPickerText.mapLabel }));
    await expect(args.onPinChange).toHaveBeenCalledOnce();
    await waitFor(() => expect(mapZoom(dialog)).toBe("15"));
    await userEvent.click(confirm);

    await expect(dialog.getByText(text.detailsDescription)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: text.fields.label })).toHaveFocus();
    await expect(dialog.getByRole("group", { name: text.location })).toHaveTextContent("NY, USA");
    await expect(dialog.getByRole("textbox", { name: text.fields.state })).toHaveValue("NY");
    await expect(dialog.getByRole("textbox", { name: text.fields.city })).toHaveValue("");
    await expect(dialog.getByRole("button", { name: text.save })).toBeEnabled();
  },
};

export const SuggestionFillsTheForm: Story = {
  args: { suggestions },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const search = dialog.getByRole("combobox", { name: addressSearchText.label });
    await userEvent.type(search, "Bro");
    await userEvent.click(await dialog.findByRole("option", { name: brooklyn.label ?? "" }));
    await expect(args.onSelectSuggestion).toHaveBeenCalledWith(suggestions[0]);
    await waitFor(() => expect(mapZoom(dialog)).toBe("15"));
    await userEvent.click(dialog.getByRole("button", { name: locationPickerText.confirm }));

    // What the suggestion named is filled in; the rest is for the shopper.
    await expect(dialog.getByRole("textbox", { name: text.fields.city })).toHaveValue("Brooklyn");
    await expect(dialog.getByRole("textbox", { name: text.fields.state })).toHaveValue("NY");
    await expect(dialog.getByRole("textbox", { name: text.fields.zip })).toHaveValue("11201");

    await userEvent.click(dialog.getByRole("button", { name: "Home" }));
    await expect(dialog.getByRole("button", { name: "Home" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.type(
      dialog.getByRole("textbox", { name: text.fields.addressLine1 }),
      " 12 Court Street ",
    );
    await userEvent.type(
      dialog.getByRole("textbox", { name: text.fields.instructions }),
      "Lobby Code 90",
    );
    await userEvent.click(dialog.getByRole("button", { name: text.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...EMPTY_ADDRESS_FORM,
      label: "Home",
      addressLine1: "12 Court Street",
      city: "Brooklyn",
      state: "NY",
      zip: "11201",
      instructions: "Lobby Code 90",
    });
  },
};

export const EditPrefilled: Story = {
  args: { mode: "edit", initialValues: saved, location: savedLocation },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, text.editTitle);
    // Editing starts at the details, the saved location above them.
    await expect(dialog.getByRole("group", { name: text.location })).toHaveTextContent(
      savedLocation.label ?? "",
    );
    await expect(dialog.getByRole("textbox", { name: text.fields.label })).toHaveValue("Work");
    await expect(dialog.getByRole("button", { name: "Work" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(dialog.getByRole("textbox", { name: text.fields.addressLine2 })).toHaveValue(
      "Floor 21",
    );
    await expect(dialog.getByRole("textbox", { name: text.fields.zip })).toHaveValue("10118");

    // The map opens on the saved point; confirming it comes back with the fields kept.
    await userEvent.click(dialog.getByRole("button", { name: text.changeLocation }));
    await expect(mapZoom(dialog)).toBe("15");
    await userEvent.click(dialog.getByRole("button", { name: locationPickerText.confirm }));
    const line2 = dialog.getByRole("textbox", { name: text.fields.addressLine2 });
    await userEvent.clear(line2);
    await userEvent.click(dialog.getByRole("button", { name: text.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...saved, addressLine2: "" });
  },
};

export const RequiredFieldErrors: Story = {
  args: { location: brooklyn },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: locationPickerText.confirm }));
    for (const field of ["city", "zip"] as const) {
      await userEvent.clear(dialog.getByRole("textbox", { name: text.fields[field] }));
    }
    await userEvent.click(dialog.getByRole("button", { name: text.save }));

    // docs/product.md § Validation: label, city, state and ZIP are required; focus goes to the first.
    const label = dialog.getByRole("textbox", { name: text.fields.label });
    await expect(label).toHaveFocus();
    await expect(label).toBeInvalid();
    await expect(label).toHaveAccessibleDescription(text.required.label);
    await expect(dialog.getByText(text.required.addressLine1)).toBeVisible();
    await expect(dialog.getByText(text.required.city)).toBeVisible();
    await expect(dialog.getByText(text.required.zip)).toBeVisible();
    await expect(dialog.queryByText(text.required.state)).toBeNull();
    // The optional fields stay quiet.
    await expect(dialog.getByRole("textbox", { name: text.fields.addressLine2 })).toBeValid();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // A field fixed loses its error; a ZIP the server would refuse gets its own.
    await userEvent.type(label, "Mom's place");
    await expect(dialog.queryByText(text.required.label)).toBeNull();
    await userEvent.type(dialog.getByRole("textbox", { name: text.fields.zip }), "1120");
    await userEvent.click(dialog.getByRole("button", { name: text.save }));
    await expect(dialog.getByRole("textbox", { name: text.fields.addressLine1 })).toHaveFocus();
    await expect(dialog.getByText(text.invalid.zip)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerDeliverabilityError: Story = {
  args: {
    mode: "edit",
    initialValues: saved,
    location: savedLocation,
    serverError: NOT_DELIVERABLE_MESSAGE,
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, text.editTitle);
    // The server's answer sits on the location, with the way to change it.
    const location = dialog.getByRole("group", { name: text.location });
    await expect(within(location).getByRole("alert")).toHaveTextContent(NOT_DELIVERABLE_MESSAGE);
    await expect(
      within(location).getByRole("button", { name: text.changeLocation }),
    ).toHaveAccessibleDescription(NOT_DELIVERABLE_MESSAGE);
    // The map step shows it too, until another point is picked.
    await userEvent.click(within(location).getByRole("button", { name: text.changeLocation }));
    await expect(dialog.getByRole("alert")).toHaveTextContent(NOT_DELIVERABLE_MESSAGE);
  },
};

export const ServerFieldErrors: Story = {
  args: {
    mode: "edit",
    initialValues: { ...saved, zip: "1011" },
    location: savedLocation,
    fieldErrors: { zip: text.invalid.zip },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, text.editTitle);
    const zip = dialog.getByRole("textbox", { name: text.fields.zip });
    await expect(zip).toBeInvalid();
    await expect(zip).toHaveAccessibleDescription(text.invalid.zip);
    await userEvent.type(zip, "8");
    await expect(zip).toBeValid();
  },
};

export const Saving: Story = {
  args: { mode: "edit", initialValues: saved, location: savedLocation, saving: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, text.editTitle);
    const save = dialog.getByRole("button", { name: text.saving });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute("aria-busy", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

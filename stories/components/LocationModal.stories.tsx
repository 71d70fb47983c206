import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AddressSearch } from "@/components/AddressSearch/AddressSearch";
import { LanguageSwitch } from "@/components/LanguageSwitch/LanguageSwitch";
import { languageSwitchText } from "@/components/LanguageSwitch/LanguageSwitch.text";
import { LocationModal } from "@/components/LocationModal/LocationModal";
import { locationModalText as text } from "@/components/LocationModal/LocationModal.text";
import { LocationPicker } from "@/components/LocationPicker/LocationPicker";
import { OfflineMap } from "@/platform/maps/offline/OfflineMap";
import { screenOf } from "../support/portal";
import { overlayParameters } from "../support/docsFrames";

const searchView = (
  <div className="flex flex-col gap-4">
    <AddressSearch
      query=""
      onQueryChange={fn()}
      suggestions={[]}
      searching={false}
      onSelect={fn()}
      focusOnMount
      hideLabel
    />
    <LocationPicker
      pin={null}
      onPinChange={fn()}
      renderMap={(props) => <OfflineMap {...props} />}
      placeLabel={null}
      onConfirm={fn()}
    />
  </div>
);

// The spec's frames point at the store's own page; the story has none, so the frame is empty.
const deliverableAreasUrl = "about:blank";

const meta = {
  title: "Components/Overlays/LocationModal",
  component: LocationModal,
  args: {
    open: true,
    onOpenChange: fn(),
    canClose: false,
    view: "choose",
    onViewChange: fn(),
    detecting: false,
    onDetect: fn(),
    problem: null,
    search: searchView,
    deliverableAreasUrl,
  },
  parameters: overlayParameters,
} satisfies Meta<typeof LocationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findModal(canvasElement: HTMLElement, title: string = text.title) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: title }));
}

export const WithoutALocation: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement);
    await expect(modal.getByText(text.description)).toBeVisible();
    await expect(modal.queryByRole("button", { name: text.close })).toBeNull();
    // Focus goes to its first control once the modal has been drawn (a frame later).
    await waitFor(() => expect(modal.getByRole("button", { name: text.detect })).toHaveFocus());
    // Neither Escape nor the backdrop dismiss it.
    await userEvent.keyboard("{Escape}");
    const dialog = screenOf(canvasElement).getByRole("dialog");
    if (dialog.previousElementSibling instanceof HTMLElement) {
      await userEvent.click(dialog.previousElementSibling);
    }
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(modal.getByRole("button", { name: text.detect }));
    await expect(args.onDetect).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole("button", { name: text.search }));
    await expect(args.onViewChange).toHaveBeenCalledWith("search");
  },
};

/** A first visit: the language can be chosen before the place, as the modal cannot be closed. */
export const WithTheLanguageSwitch: Story = {
  args: {
    languageSlot: <LanguageSwitch value="en" onChange={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const modal = await findModal(canvasElement);
    const languages = modal.getByRole("combobox", { name: languageSwitchText.label });
    await expect(languages).toBeVisible();
    // The place's choices come first: the first control still takes focus.
    await waitFor(() => expect(modal.getByRole("button", { name: text.detect })).toHaveFocus());
  },
};

export const WithALocation: Story = {
  args: { canClose: true },
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole("button", { name: text.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Detecting: Story = {
  args: { detecting: true },
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement);
    const button = modal.getByRole("button", { name: text.detecting });
    await expect(button).toBeDisabled();
    // The busy button cannot take focus: the address search, the next control, does.
    await waitFor(() => expect(modal.getByRole("button", { name: text.search })).toHaveFocus());
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(args.onDetect).not.toHaveBeenCalled();
  },
};

export const GeolocationUnsupported: Story = {
  args: { problem: { message: text.geolocationUnsupported } },
  play: async ({ canvasElement }) => {
    const modal = await findModal(canvasElement);
    await expect(modal.getByRole("alert")).toHaveTextContent(text.geolocationUnsupported);
  },
};

export const GeolocationFailed: Story = {
  args: {
    problem: {
      message: text.geolocationFailed,
      detail: text.geolocationError("User denied Geolocation"),
    },
  },
  play: async ({ canvasElement }) => {
    const alert = (await findModal(canvasElement)).getByRole("alert");
    await expect(alert).toHaveTextContent(text.geolocationFailed);
    await expect(alert).toHaveTextContent("Error getting location: User denied Geolocation");
  },
};

export const AddressSearchView: Story = {
  args: { view: "search", canClose: true },
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement, text.search);
    await expect(modal.getByRole("combobox", { name: text.search })).toHaveFocus();
    await expect(modal.getByText(text.searchDescription)).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: text.back }));
    await expect(args.onViewChange).toHaveBeenCalledWith("choose");
  },
};

export const CheckFailed: Story = {
  args: { view: "search", problem: { message: text.checkFailed } },
  play: async ({ canvasElement }) => {
    const modal = await findModal(canvasElement, text.search);
    await expect(modal.getByRole("alert")).toHaveTextContent(text.checkFailed);
  },
};

export const NotDeliverable: Story = {
  args: { view: "not-deliverable" },
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement, text.apologies);
    await expect(modal.getByText(text.notDeliverable)).toBeVisible();
    const toggle = modal.getByRole("button", { name: text.viewAreas });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(modal.getByTitle(text.areasFrameTitle)).toHaveAttribute(
      "src",
      deliverableAreasUrl,
    );
    await userEvent.click(modal.getByRole("button", { name: text.hideAreas }));
    await expect(modal.queryByTitle(text.areasFrameTitle)).toBeNull();

    await userEvent.click(modal.getByRole("button", { name: text.tryAnother }));
    await expect(args.onViewChange).toHaveBeenCalledWith("search");
  },
};

export const NotDeliverableWithTheServersReason: Story = {
  args: {
    view: "not-deliverable",
    notDeliverableMessage: "Sorry, we do not deliver to this location yet.",
    deliverableAreasUrl: null,
  },
  play: async ({ canvasElement }) => {
    const modal = await findModal(canvasElement, text.apologies);
    await expect(modal.getByText("Sorry, we do not deliver to this location yet.")).toBeVisible();
    // Without DELIVERABLE_LOCATIONS_PAGE_URL there is no page to show.
    await expect(modal.queryByRole("button", { name: text.viewAreas })).toBeNull();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LocationModalContainer } from "@/app/location/LocationModalContainer";
import { GUEST_LOCATION_RELOAD_DELAY_MS } from "@/app/constants";
import type { OverlayContainerProps } from "@/app/overlays/overlays";
import { addressSearchText } from "@/components/AddressSearch/AddressSearch.text";
import { headerText } from "@/components/Header/Header.text";
import { locationModalText as text } from "@/components/LocationModal/LocationModal.text";
import { locationPickerText } from "@/components/LocationPicker/LocationPicker.text";
import { on } from "@/lib/events";
import { readStorage, removeStorage, writeStorage } from "@/lib/storage";
import { NOT_DELIVERABLE_MESSAGE, supportConfigs } from "@/mocks/fixtures";
import { scenarios, serverError } from "@/mocks/scenarios";
import { createMapsAdapter } from "@/platform/maps";
import { mapsText } from "@/platform/maps/maps.text";
import {
  geolocationAt,
  geolocationDenied,
  geolocationPending,
  stubGeolocation,
} from "../support/geolocation";
import { screenOf } from "../support/portal";
import { behaviourOnly, pageParameters } from "../support/chromatic";

type ContainerProps = React.ComponentProps<typeof LocationModalContainer>;

/** The overlay host's part: open until the container asks to close. */
function HostedLocationModal({ onOpenChange, ...props }: ContainerProps) {
  const [open, setOpen] = useState(true);
  const changeOpen: OverlayContainerProps["onOpenChange"] = (next) => {
    onOpenChange(next);
    setOpen(next);
  };
  return <LocationModalContainer {...props} open={open} onOpenChange={changeOpen} />;
}

const brooklyn = { lat: 40.6943, lng: -73.9903, state: "NY", country: "USA" };
const deliverableAreasUrl =
  supportConfigs.find(({ key }) => key === "DELIVERABLE_LOCATIONS_PAGE_URL")?.value ?? "";

const meta = {
  title: "App/LocationModalContainer",
  component: HostedLocationModal,
  parameters: pageParameters,
  args: { open: true, onOpenChange: fn(), reload: fn() },
  // Each story starts with no stored location and the browser's geolocation left alone.
  beforeEach: () => {
    removeStorage("location");
    removeStorage("configs");
  },
} satisfies Meta<typeof HostedLocationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findModal(canvasElement: HTMLElement, title: string = text.title) {
  return within(await screenOf(canvasElement).findByRole("dialog", { name: title }));
}

async function openSearch(canvasElement: HTMLElement) {
  const modal = await findModal(canvasElement);
  await userEvent.click(modal.getByRole("button", { name: text.search }));
  return findModal(canvasElement, text.search);
}

/** Radix renders the dimmed backdrop just before the dialog. */
async function clickBackdrop(canvasElement: HTMLElement) {
  const dialog = screenOf(canvasElement).getByRole("dialog");
  const backdrop = dialog.previousElementSibling;
  if (!(backdrop instanceof HTMLElement)) throw new Error("The dialog has no backdrop");
  await userEvent.click(backdrop);
}

/** The frame around the map says its zoom (docs/product.md § Constants and limits). */
function mapZoom(modal: ReturnType<typeof within>) {
  const map = modal.getByRole("application", { name: locationPickerText.mapLabel });
  return map.closest("[data-zoom]")?.getAttribute("data-zoom");
}

export const NoLocationYet: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement);
    const detect = modal.getByRole("button", { name: text.detect });
    await expect(detect).toBeEnabled();
    // The dialog focuses its first control on a later frame: the keys below must come after it,
    // or whether that focus shows its ring would depend on which came first.
    await waitFor(() => expect(detect).toHaveFocus());
    await expect(modal.getByRole("button", { name: text.search })).toBeVisible();
    // docs/product.md § Location modal: no close icon without a stored location; Escape and the backdrop do nothing.
    await expect(modal.queryByRole("button", { name: text.close })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await clickBackdrop(canvasElement);
    await expect(screenOf(canvasElement).getByRole("dialog", { name: text.title })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * With a stored location the modal has a close button (Escape still does nothing). The story ends
 * with the modal closed, so the picture is blank.
 */
export const WithAStoredLocation: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  beforeEach: () => writeStorage("location", brooklyn),
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole("button", { name: text.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const Detecting: Story = {
  beforeEach: () => stubGeolocation(geolocationPending),
  play: async ({ canvasElement }) => {
    const modal = await findModal(canvasElement);
    await userEvent.click(modal.getByRole("button", { name: text.detect }));
    await expect(modal.getByRole("button", { name: text.detecting })).toBeDisabled();
  },
};

export const GeolocationUnsupported: Story = {
  beforeEach: () => stubGeolocation(undefined),
  play: async ({ canvasElement }) => {
    const modal = await findModal(canvasElement);
    await userEvent.click(modal.getByRole("button", { name: text.detect }));
    await expect(await modal.findByRole("alert")).toHaveTextContent(text.geolocationUnsupported);
    await expect(modal.getByRole("button", { name: text.detect })).toBeEnabled();
  },
};

export const GeolocationFails: Story = {
  beforeEach: () => stubGeolocation(geolocationDenied),
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement);
    await userEvent.click(modal.getByRole("button", { name: text.detect }));
    const alert = await modal.findByRole("alert");
    await expect(alert).toHaveTextContent(text.geolocationFailed);
    await expect(alert).toHaveTextContent(text.geolocationError("User denied Geolocation"));
    await expect(readStorage("location")).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const SearchSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openSearch(canvasElement);
    const box = modal.getByRole("combobox", { name: addressSearchText.label });
    await expect(box).toHaveFocus();

    // docs/product.md § Location modal: nothing is suggested for 2 characters.
    await userEvent.type(box, "ch");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(box, "i");
    const list = await modal.findByRole("listbox", { name: addressSearchText.suggestions });
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(within(list).getByRole("option", { name: /Chicago, IL 60645/ })).toBeVisible();

    // Keyboard: Down highlights, Enter picks; the map zooms in on the place.
    await userEvent.clear(box);
    await userEvent.type(box, "NJ");
    await userEvent.type(box, " 0");
    await waitFor(() =>
      expect(modal.getAllByRole("option").map((option) => option.textContent)).toEqual([
        "Jersey City, NJ 07306, USA",
        "Edison, NJ 08817, USA",
      ]),
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const edison = modal.getByRole("option", { name: "Edison, NJ 08817, USA" });
    await expect(edison).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", edison.id);
    await userEvent.keyboard("{Enter}");

    await expect(box).toHaveValue("Edison, NJ 08817, USA");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(mapZoom(modal)).toBe("15"));
    await expect(modal.getByText("Edison, NJ 08817, USA", { selector: "p" })).toBeVisible();
  },
};

export const NoSuggestions: Story = {
  parameters: { msw: scenarios.geo.noPlaces },
  play: async ({ canvasElement }) => {
    const modal = await openSearch(canvasElement);
    await userEvent.type(modal.getByRole("combobox"), "Atlantis");
    await expect(await modal.findByText(addressSearchText.noMatch)).toBeVisible();
    await expect(modal.queryByRole("option")).toBeNull();
  },
};

export const PickerWithPin: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openSearch(canvasElement);
    // docs/product.md § Constants and limits: zoom 10 before a pick, 15 after.
    const map = await modal.findByRole("application", { name: locationPickerText.mapLabel });
    await expect(mapZoom(modal)).toBe("10");
    await expect(modal.getByRole("button", { name: locationPickerText.confirm })).toBeDisabled();

    await userEvent.click(map);
    await waitFor(() => expect(mapZoom(modal)).toBe("15"));
    await expect(await modal.findByText("NY, USA")).toBeVisible();

    // The keyboard moves the pin east.
    const before = Number(map.getAttribute("data-lng"));
    map.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(Number(map.getAttribute("data-lng"))).toBeGreaterThan(before));
    await expect(modal.getByRole("button", { name: locationPickerText.confirm })).toBeEnabled();
  },
};

/**
 * A point that reverse geocoding cannot name reads 'Unknown' and can still be confirmed. The story
 * ends with the modal closed, so the picture is blank.
 */
export const UnknownPlace: Story = {
  tags: ["behaviour"],
  globals: { session: "guest" },
  parameters: { chromatic: behaviourOnly, msw: scenarios.geo.unknownPlace },
  play: async ({ canvasElement }) => {
    const modal = await openSearch(canvasElement);
    await userEvent.click(await modal.findByRole("application"));
    // docs/product.md § Constants and limits: a point reverse geocoding cannot name reads 'Unknown'.
    await expect(await modal.findByText(headerText.locationLabel("", ""))).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: locationPickerText.confirm }));
    await waitFor(() => expect(readStorage("location")).toMatchObject({ state: "", country: "" }));
  },
};

export const DeliveryCheckFails: Story = {
  parameters: { msw: [serverError("get", "/support/delivery-address/validation")] },
  beforeEach: () => stubGeolocation(geolocationAt(40.7557, -73.8831)),
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement);
    await userEvent.click(modal.getByRole("button", { name: text.detect }));
    await expect(await modal.findByRole("alert")).toHaveTextContent(text.checkFailed);
    await expect(modal.getByRole("button", { name: text.detect })).toBeEnabled();
    await expect(readStorage("location")).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const NotDeliverable: Story = {
  parameters: { msw: scenarios.support.notDeliverable },
  beforeEach: () => stubGeolocation(geolocationAt(40.7557, -73.8831)),
  play: async ({ canvasElement, args }) => {
    const modal = await findModal(canvasElement);
    await userEvent.click(modal.getByRole("button", { name: text.detect }));

    const apologies = await findModal(canvasElement, text.apologies);
    await expect(apologies.getByText(NOT_DELIVERABLE_MESSAGE)).toBeVisible();
    await userEvent.click(apologies.getByRole("button", { name: text.viewAreas }));
    const frame = apologies.getByTitle(text.areasFrameTitle);
    await expect(frame).toHaveAttribute("src", deliverableAreasUrl);
    await expect(readStorage("location")).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    // The address search opens on the refused point, to pick another.
    await userEvent.click(apologies.getByRole("button", { name: text.tryAnother }));
    const search = await findModal(canvasElement, text.search);
    // The map is loaded lazily: unless an earlier story left it cached, it comes a moment later.
    await waitFor(() => expect(mapZoom(search)).toBe("15"));
  },
};

// When the modal closed and when the page reloaded, as the calls happened: a time taken after a
// `waitFor` saw the close is late by as much as the machine is busy.
const guestTimes = { closed: Number.NaN, reloaded: Number.NaN };

/**
 * A visitor who confirms a place gets a guest session and the page reloads a moment later. The
 * story ends with the modal closed, so the picture is blank.
 */
export const GuestStartsAndPageReloads: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  globals: { session: "none" },
  args: {
    onOpenChange: fn((open: boolean) => {
      if (!open) guestTimes.closed = performance.now();
    }),
    reload: fn(() => {
      guestTimes.reloaded = performance.now();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const modal = await openSearch(canvasElement);
    await userEvent.type(modal.getByRole("combobox"), "Brooklyn");
    await modal.findByRole("option", { name: /Brooklyn/ });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(mapZoom(modal)).toBe("15"));
    await userEvent.click(modal.getByRole("button", { name: locationPickerText.confirm }));

    // docs/product.md § States and transitions: a guest session, the location stored, the modal closed...
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(readStorage("location")).toEqual(brooklyn);
    await expect(readStorage("auth_token")).toBeTruthy();
    await expect(readStorage("auth_user")).toMatchObject({ isGuestUser: true });
    // ...and the page reloads 1 s later.
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1));
    await expect(guestTimes.reloaded - guestTimes.closed).toBeGreaterThanOrEqual(
      GUEST_LOCATION_RELOAD_DELAY_MS - 100,
    );
  },
};

/**
 * With a session, a detected place is stored, the page told and the modal closed without a reload,
 * so the picture is blank.
 */
export const WithSessionStoresAndCloses: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  globals: { session: "customer" },
  beforeEach: () => stubGeolocation(geolocationAt(40.7557, -73.8831)),
  play: async ({ canvasElement, args }) => {
    const pageUpdated = fn();
    const stop = on("page-updated", pageUpdated);
    const modal = await findModal(canvasElement);
    await userEvent.click(modal.getByRole("button", { name: text.detect }));

    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(readStorage("location")).toEqual({
      lat: 40.7557,
      lng: -73.8831,
      state: "NY",
      country: "USA",
    });
    await expect(pageUpdated).toHaveBeenCalledTimes(1);
    stop();
    await new Promise((resolve) => setTimeout(resolve, GUEST_LOCATION_RELOAD_DELAY_MS + 200));
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

export const GoogleMapsLoadingThenError: Story = {
  args: { mapsAdapter: createMapsAdapter({ googleMapsApiKey: "story-key" }) },
  play: async ({ canvasElement }) => {
    const modal = await openSearch(canvasElement);
    // Google cannot be reached from our machines: 'Loading Map...', the retries, then the error.
    await expect(await modal.findByText(mapsText.loading)).toBeVisible();
    await expect(
      await modal.findByText(mapsText.googleLoadError, undefined, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

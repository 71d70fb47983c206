import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  DEFAULT_MAP_CENTER,
  LOCATION_PICKED_ZOOM,
  LOCATION_PICKER_ZOOM,
  type GeoPoint,
  type PickerMapProps,
} from "@/lib/geo";
import { createMapsAdapter } from "@/platform/maps";
import { locationPickerText } from "@/components/LocationPicker/LocationPicker.text";
import { mapsText } from "@/platform/maps/maps.text";
import { clickMiddle } from "../support/pointer";

const offline = createMapsAdapter({});
// No key is real here, and Google cannot be reached from our machines: its story is the failure.
const google = createMapsAdapter({ googleMapsApiKey: "story-key" });

interface MapStoryProps extends Pick<PickerMapProps, "onPick"> {
  provider: "offline" | "google";
  initialPin: GeoPoint | null;
}

/** A picker map in the size the location picker gives it, keeping the pin it is given. */
function PickerMap({ provider, initialPin, onPick }: MapStoryProps) {
  const [pin, setPin] = useState(initialPin);
  const MapView = (provider === "google" ? google : offline).LocationPickerMap;
  return (
    <div className="h-64 max-w-md overflow-hidden rounded-lg border border-gray-200">
      <MapView
        center={pin ?? DEFAULT_MAP_CENTER}
        zoom={pin ? LOCATION_PICKED_ZOOM : LOCATION_PICKER_ZOOM}
        pin={pin}
        label={locationPickerText.mapLabel}
        onPick={(point) => {
          onPick(point);
          setPin(point);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Platform/Maps",
  component: PickerMap,
  args: { provider: "offline", initialPin: null, onPick: fn() },
} satisfies Meta<typeof PickerMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfflineMap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The offline map loads lazily; the test server compiles it on first request.
    const map = await canvas.findByRole(
      "application",
      { name: "Delivery location map" },
      { timeout: 10_000 },
    );
    await expect(map).toHaveAccessibleDescription(mapsText.offlineHint);
    await expect(canvas.getByText(mapsText.noPin)).toBeVisible();

    // Enter drops the pin on the centre; the arrows move it.
    map.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPick).toHaveBeenLastCalledWith(DEFAULT_MAP_CENTER);
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() =>
      expect(Number(map.getAttribute("data-lat"))).toBeGreaterThan(DEFAULT_MAP_CENTER.lat),
    );
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() =>
      expect(Number(map.getAttribute("data-lng"))).toBeLessThan(DEFAULT_MAP_CENTER.lng),
    );
    await expect(canvas.getByText(/^Pin at 40\.\d{5}, -73\.\d{5}\.$/)).toBeVisible();
  },
};

export const OfflineMapClick: Story = {
  args: { initialPin: { lat: 40.6943, lng: -73.9903 } },
  play: async ({ canvasElement, args }) => {
    const map = await within(canvasElement).findByRole("application", {}, { timeout: 10_000 });
    // The pin sits in the middle: a click in the middle keeps it about where it was.
    await clickMiddle(map);
    await expect(args.onPick).toHaveBeenCalledWith({
      lat: expect.closeTo(40.6943, 3),
      lng: expect.closeTo(-73.9903, 3),
    });
  },
};

export const GoogleMapsLoadingThenError: Story = {
  args: { provider: "google" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(mapsText.loading)).toBeVisible();
    // After 3 retries with growing delays (0.5 s, 1 s, 2 s).
    const error = await canvas.findByText(mapsText.googleLoadError, undefined, { timeout: 15_000 });
    await expect(error).toHaveAttribute("role", "alert");
  },
};

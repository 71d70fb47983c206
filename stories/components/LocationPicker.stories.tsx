import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LocationPicker } from "@/components/LocationPicker/LocationPicker";
import { locationPickerText as text } from "@/components/LocationPicker/LocationPicker.text";
import { DEFAULT_MAP_CENTER, type GeoPoint } from "@/lib/geo";
import { OfflineMap } from "@/platform/maps/offline/OfflineMap";
import { clickMiddle } from "../support/pointer";

const brooklyn: GeoPoint = { lat: 40.6943, lng: -73.9903 };

/** The container's part: the pin follows the map. */
function PickingLocation(props: React.ComponentProps<typeof LocationPicker>) {
  const [pin, setPin] = useState(props.pin);
  return (
    <LocationPicker
      {...props}
      pin={pin}
      onPinChange={(point) => {
        props.onPinChange(point);
        setPin(point);
      }}
    />
  );
}

const meta = {
  title: "Components/Forms/LocationPicker",
  component: LocationPicker,
  args: {
    pin: null,
    placeLabel: null,
    onPinChange: fn(),
    onConfirm: fn(),
    renderMap: (props) => <OfflineMap {...props} />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The offline map measures itself in an effect and guesses 400 × 256 until then. Outside Vitest's
 * act() the play begins before that effect, and a click read against the guess lands off the
 * point under the pointer; no shopper clicks that early.
 */
async function untilTheMapIsMeasured(canvasElement: HTMLElement) {
  const map = within(canvasElement).getByRole("application", { name: text.mapLabel });
  await waitFor(() =>
    expect(map.querySelector("svg")?.getAttribute("width")).toBe(
      String(map.getBoundingClientRect().width),
    ),
  );
}

function zoomOf(canvasElement: HTMLElement) {
  const map = within(canvasElement).getByRole("application", { name: text.mapLabel });
  return map.closest("[data-zoom]")?.getAttribute("data-zoom");
}

export const BeforeAPick: Story = {
  render: (args) => <PickingLocation {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // docs/product.md § Constants and limits: zoom 10 on the default centre until something is picked.
    await expect(zoomOf(canvasElement)).toBe("10");
    await expect(canvas.getByText(text.pickHint)).toBeVisible();
    await expect(canvas.getByRole("button", { name: text.confirm })).toBeDisabled();

    await untilTheMapIsMeasured(canvasElement);
    await clickMiddle(canvas.getByRole("application", { name: text.mapLabel }));
    // A click in the middle of the map picks its centre.
    await expect(args.onPinChange).toHaveBeenCalledWith({
      lat: expect.closeTo(DEFAULT_MAP_CENTER.lat, 2),
      lng: expect.closeTo(DEFAULT_MAP_CENTER.lng, 2),
    });
    await waitFor(() => expect(zoomOf(canvasElement)).toBe("15"));
    await expect(canvas.getByText(text.findingPlace)).toBeVisible();
  },
};

export const Picked: Story = {
  args: { pin: brooklyn, placeLabel: "NY, USA" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(zoomOf(canvasElement)).toBe("15");
    await expect(canvas.getByText("NY, USA")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: text.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Confirming: Story = {
  args: { pin: brooklyn, placeLabel: "Brooklyn, NY 11201, USA", confirming: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: text.confirming });
    await expect(button).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

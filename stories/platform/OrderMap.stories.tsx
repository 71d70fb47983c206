import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { GeoPoint } from "@/lib/geo";
import { riderFixture, savedAddresses } from "@/mocks/fixtures";
import { createMapsAdapter, ORDER_MAP_HEIGHT_PX, type OrderMapProps } from "@/platform/maps";
import { mapsText } from "@/platform/maps/maps.text";
import { DESTINATION_ICON_ANCHOR, RIDER_ICON_ANCHOR } from "@/platform/maps/orderMapIcons";

const offline = createMapsAdapter({});
// No key is real here, and Google cannot be reached from our machines: its stories are the
// loading message and then the failure.
const google = createMapsAdapter({ googleMapsApiKey: "story-key" });

const home = savedAddresses[0];
const DESTINATION: GeoPoint = { lat: home?.latitude ?? 40.6863, lng: home?.longitude ?? -73.9937 };
const rider = riderFixture();
const RIDER: GeoPoint = { lat: rider.latitude ?? 40.6921, lng: rider.longitude ?? -73.9894 };
const LABEL = "Delivery map";

/** The simulator's hop: a share of the way left, straight towards the address. */
function hopTowards(from: GeoPoint, to: GeoPoint, share: number): GeoPoint {
  return {
    lat: from.lat + (to.lat - from.lat) * share,
    lng: from.lng + (to.lng - from.lng) * share,
  };
}

/**
 * The rider's next positions, as the simulator reports them: straight towards the address. A map
 * that refits both pins at each hop keeps both on the same pixels along such a line.
 */
const ROUTE: GeoPoint[] = [RIDER, hopTowards(RIDER, DESTINATION, 0.3)];
ROUTE.push(hopTowards(ROUTE[1] as GeoPoint, DESTINATION, 0.3));

interface OrderMapStoryProps extends OrderMapProps {
  provider: "offline" | "google";
}

/** An order map as the order page places it: the page's width, its own 210 px height. */
function OrderMapStory({ provider, ...props }: OrderMapStoryProps) {
  const { OrderMap } = provider === "google" ? google : offline;
  return (
    <div className="max-w-md overflow-hidden rounded-lg border border-gray-200">
      <OrderMap {...props} />
    </div>
  );
}

const meta = {
  title: "Platform/OrderMap",
  component: OrderMapStory,
  args: { provider: "offline", destination: DESTINATION, rider: RIDER, label: LABEL },
} satisfies Meta<typeof OrderMapStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The map once drawn at its measured size. */
async function findMap(canvasElement: HTMLElement) {
  const map = await within(canvasElement).findByRole("region", { name: LABEL });
  await waitFor(() => expect(map).toHaveAttribute("data-measured", "true"));
  // The pins glide to new positions once drawn; the first layout puts them in place at once.
  await waitFor(() => expect(map.querySelector("img")?.className).toMatch(/transition/));
  return map;
}

/** Where an icon touches its position on screen, once it has stopped gliding. */
async function settledPoint(
  element: HTMLElement,
  anchor: { x: number; y: number },
): Promise<{ x: number; y: number }> {
  await waitFor(() => expect(element.getAnimations()).toHaveLength(0), { timeout: 3000 });
  const { left, top } = element.getBoundingClientRect();
  return { x: left + anchor.x, y: top + anchor.y };
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** Where an icon sits in the map, from its transform. */
function offsetOf(element: HTMLElement): { x: number; y: number } {
  const matrix = new DOMMatrixReadOnly(getComputedStyle(element).transform);
  return { x: matrix.m41, y: matrix.m42 };
}

export const OfflineAddressAndRider: Story = {
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement);
    const view = within(map);
    await expect(map.getBoundingClientRect().height).toBe(ORDER_MAP_HEIGHT_PX);
    const address = view.getByRole("img", { name: mapsText.destinationPin });
    const riderPin = view.getByRole("img", { name: mapsText.riderPin });
    for (const icon of [address, riderPin]) {
      await expect(icon.getBoundingClientRect().width).toBeCloseTo(40, 1);
      await expect(icon.getBoundingClientRect().height).toBeCloseTo(40, 1);
    }
    await expect(map).toHaveAttribute("data-rider-lat", String(RIDER.lat));
    await expect(map).toHaveAttribute("data-rider-lng", String(RIDER.lng));
    // Fitted, not the single-position zoom: both pins stay 50 px inside the edges.
    await expect(Number(map.dataset.zoom)).not.toBe(14);
    const box = map.getBoundingClientRect();
    const pinTip = address.getBoundingClientRect();
    await expect(pinTip.bottom - box.top).toBeGreaterThanOrEqual(49);
    await expect(box.bottom - pinTip.bottom).toBeGreaterThanOrEqual(49);
  },
};

export const OfflineRiderNotKnownYet: Story = {
  args: { rider: null },
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement);
    // One position: centred at zoom 14.
    await expect(map).toHaveAttribute("data-zoom", "14");
    await expect(map).not.toHaveAttribute("data-rider-lat");
    await expect(within(map).queryByRole("img", { name: mapsText.riderPin })).toBeNull();
    const box = map.getBoundingClientRect();
    const tip = within(map).getByRole("img", { name: mapsText.destinationPin });
    const { left, right, bottom } = tip.getBoundingClientRect();
    await expect((left + right) / 2 - box.left).toBeCloseTo(box.width / 2, 0);
    await expect(bottom - box.top).toBeCloseTo(box.height / 2, 0);
  },
};

/** The order page polls the order; each answer moves the rider (here, a button does). */
function MovingRider(props: OrderMapStoryProps) {
  const [step, setStep] = useState(0);
  const position = ROUTE[step % ROUTE.length] ?? RIDER;
  return (
    <div className="flex flex-col gap-2">
      <OrderMapStory {...props} rider={position} />
      <button
        type="button"
        onClick={() => setStep(step + 1)}
        className="self-start rounded border bg-white px-3 py-1"
      >
        Next rider position
      </button>
    </div>
  );
}

export const OfflineRiderMoving: Story = {
  render: (args) => <MovingRider {...args} />,
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement);
    const riderPin = within(map).getByRole("img", { name: mapsText.riderPin });
    const before = offsetOf(riderPin);
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Next rider/ }));
    const next = ROUTE[1] as GeoPoint;
    await expect(map).toHaveAttribute("data-rider-lat", String(next.lat));
    await expect(map).toHaveAttribute("data-rider-lng", String(next.lng));
    // The same pin glides to its new place rather than being drawn anew.
    await expect(within(map).getByRole("img", { name: mapsText.riderPin })).toBe(riderPin);
    await waitFor(() => expect(offsetOf(riderPin)).not.toEqual(before));
    // The shot is of the pin where it stops.
    await settledPoint(riderPin, RIDER_ICON_ANCHOR);
  },
};

/**
 * Issue 26: the rider is seen moving. Both pins are in view before and after a hop straight
 * towards the address, so the view stays: the address pin keeps its pixels and the rider pin
 * comes a third of the way nearer to it on screen (a refit to both pins would leave it in place).
 */
export const OfflineRiderSeenMoving: Story = {
  render: (args) => <MovingRider {...args} />,
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement);
    const address = within(map).getByRole("img", { name: mapsText.destinationPin });
    const riderPin = within(map).getByRole("img", { name: mapsText.riderPin });
    const zoom = map.dataset.zoom;
    const addressBefore = await settledPoint(address, DESTINATION_ICON_ANCHOR);
    const riderBefore = await settledPoint(riderPin, RIDER_ICON_ANCHOR);
    const next = within(canvasElement).getByRole("button", { name: /Next rider/ });

    for (const step of [1, 2]) {
      await userEvent.click(next);
      await expect(map).toHaveAttribute("data-rider-lat", String(ROUTE[step]?.lat));
      await expect(map).toHaveAttribute("data-zoom", zoom);
      const riderAfter = await settledPoint(riderPin, RIDER_ICON_ANCHOR);
      const addressAfter = await settledPoint(address, DESTINATION_ICON_ANCHOR);
      await expect(distance(addressAfter, addressBefore)).toBeLessThan(0.5);
      // 30% of the way left at each hop: 30%, then 51% of the first distance covered.
      const covered = 1 - 0.7 ** step;
      await expect(distance(riderAfter, riderBefore)).toBeGreaterThan(20 * step);
      await expect(distance(riderAfter, riderBefore)).toBeCloseTo(
        covered * distance(riderBefore, addressBefore),
        -1,
      );
    }
  },
};

export const GoogleMapsLoading: Story = {
  args: { provider: "google" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = await canvas.findByText(mapsText.loading);
    await expect(loading).toHaveAttribute("role", "status");
    await expect(loading.getBoundingClientRect().height).toBe(ORDER_MAP_HEIGHT_PX);
  },
};

export const GoogleMapsFailsToLoad: Story = {
  args: { provider: "google" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // After 3 retries with growing delays (0.5 s, 1 s, 2 s), the message names the service.
    const error = await canvas.findByText(mapsText.googleLoadError, undefined, { timeout: 15_000 });
    await expect(error).toHaveAttribute("role", "alert");
    await expect(error).toHaveTextContent("Google Maps");
  },
};

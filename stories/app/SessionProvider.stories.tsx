import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { SESSION_ENDED_MESSAGE } from "@/app/constants";
import { HeaderContainer } from "@/app/layout/HeaderContainer";
import { headerText } from "@/components/Header/Header.text";
import { readStorage, removeStorage, writeStorage } from "@/lib/storage";
import { GUEST_TOKEN } from "@/mocks/fixtures";
import { http } from "@/mocks/http";
import { accessError } from "@/mocks/session";
import { expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";

const storedLocation = { lat: 40.6971415, lng: -73.979506, state: "NY", country: "USA" };

/** The session rules of docs/product.md § States and transitions, seen through the header that shows them. */
const meta = {
  title: "App/SessionProvider",
  component: HeaderContainer,
  parameters: { ...pageParameters, layout: "fullscreen" },
  globals: { viewport: { value: "desktop" } },
  beforeEach: () => removeStorage("location"),
} satisfies Meta<typeof HeaderContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server no longer knows the customer's token: the first cart call answers 401. */
const tokenRevokedOnce = [
  http.get("/cart", ({ response }) => response(401).json(accessError(401)), { once: true }),
];

export const SignInEndsAndBrowsingGoesOnAsAGuest: Story = {
  tags: ["behaviour"],
  globals: { session: "customer" },
  parameters: { chromatic: behaviourOnly, msw: tokenRevokedOnce },
  beforeEach: () => writeStorage("location", storedLocation),
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole("banner"));
    // The customer's name gives way to 'Login': a fresh guest session on the same location.
    await expect(await banner.findByRole("button", { name: headerText.login })).toBeVisible();
    await waitFor(() => expect(readStorage("auth_token")).toBe(GUEST_TOKEN));
    await expect(readStorage("auth_user")?.isGuestUser).toBe(true);
    await expect(banner.getByRole("button", { name: /NY, USA/ })).toBeVisible();
    // One toast says so.
    await expectToast(canvasElement, SESSION_ENDED_MESSAGE);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1);
  },
};

export const AGuestWithALocationGetsASessionOnLoad: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  globals: { session: "none" },
  beforeEach: () => writeStorage("location", storedLocation),
  play: async () => {
    await waitFor(() => expect(readStorage("auth_token")).toBe(GUEST_TOKEN));
    await expect(readStorage("auth_user")?.isGuestUser).toBe(true);
  },
};

export const NoLocationNoSession: Story = {
  globals: { session: "none" },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole("banner"));
    await expect(banner.getByRole("button", { name: headerText.selectLocation })).toBeVisible();
    // Nothing to start a guest session on: the location modal asks first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(readStorage("auth_token")).toBeNull();
  },
};

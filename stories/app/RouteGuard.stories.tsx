import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router-dom";
import { expect, within } from "storybook/test";
import { LOGIN_REQUIRED_MESSAGE } from "@/app/constants";
import { RoutePlaceholder } from "@/app/layout/RoutePlaceholder";
import { RequireCustomer } from "@/app/RequireCustomer";
import { expectNoToast, expectToast } from "../support/toasts";
import { pageParameters } from "../support/chromatic";

/** The guard of docs/product.md § Route table, reviewed under each session state of the toolbar. */
function GuardedCheckout() {
  return (
    <Routes>
      <Route path="/" element={<RoutePlaceholder title="Home" />} />
      <Route
        path="/checkout"
        element={
          <RequireCustomer>
            <RoutePlaceholder title="Checkout" />
          </RequireCustomer>
        }
      />
    </Routes>
  );
}

const meta = {
  title: "App/RouteGuard",
  component: GuardedCheckout,
  parameters: { ...pageParameters, route: "/checkout" },
} satisfies Meta<typeof GuardedCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectSentHome(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await expect(await page.findByRole("heading", { name: "Home" })).toBeVisible();
  await expect(page.queryByRole("heading", { name: "Checkout" })).toBeNull();
  await expectToast(canvasElement, LOGIN_REQUIRED_MESSAGE);
}

export const VisitorWithoutSession: Story = {
  globals: { session: "none" },
  play: async ({ canvasElement }) => expectSentHome(canvasElement),
};

export const Guest: Story = {
  globals: { session: "guest" },
  play: async ({ canvasElement }) => expectSentHome(canvasElement),
};

export const Customer: Story = {
  globals: { session: "customer" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { name: "Checkout" })).toBeVisible();
    await expectNoToast(canvasElement, LOGIN_REQUIRED_MESSAGE);
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { NotificationSettings } from "@/api/types";
import { notificationSettingsText as text } from "@/components/NotificationSettings/NotificationSettings.text";
import { db } from "@/mocks/db";
import { notificationSettingsFixture } from "@/mocks/fixtures";
import { http } from "@/mocks/http";
import { scenarios, type Scenario } from "@/mocks/scenarios";
import { notificationMessages } from "@/routes/notifications/notificationMessages";
import { NotificationsRoute } from "@/routes/NotificationsRoute";
import { expectNoToast, expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** Every PUT the page sent, as sent; the handlers behind answer them. */
let savedBodies: NotificationSettings[] = [];
const recordSaves = http.put("/users/ui/notification-settings", async ({ request }) => {
  savedBodies.push(await request.clone().json());
  return undefined;
});

const mocks = (...scenarioList: Scenario[]): Scenario => [recordSaves, ...scenarioList.flat()];

const meta = {
  title: "Routes/NotificationsRoute",
  component: NotificationsRoute,
  render: () => (
    <Routes>
      <Route path="/notifications" element={<NotificationsRoute />} />
    </Routes>
  ),
  parameters: { ...pageParameters, route: "/notifications", layout: "fullscreen", msw: mocks() },
  globals: { session: "customer" },
  beforeEach: () => {
    savedBodies = [];
    db.notificationSettings = notificationSettingsFixture();
  },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-7xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NotificationsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

const switchOf = async (canvasElement: HTMLElement, groupTitle: string, channel: string) =>
  within(await page(canvasElement).findByRole("region", { name: groupTitle })).getByRole("switch", {
    name: channel,
  });

async function expectHeading(canvasElement: HTMLElement) {
  await expect(page(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
    text.title,
  );
}

export const Loading: Story = {
  parameters: { msw: mocks(scenarios.users.loading) },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement);
    await expect(await page(canvasElement).findByRole("status")).toHaveTextContent(text.loading);
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement);
    await expect(
      await switchOf(canvasElement, text.promotions.title, text.channels.email),
    ).toBeChecked();
    await expect(
      await switchOf(canvasElement, text.personalized.title, text.channels.push),
    ).not.toBeChecked();
    const orderPush = await switchOf(canvasElement, text.order.title, text.channels.push);
    await expect(orderPush).toBeChecked();
    await expect(orderPush).toHaveAttribute("aria-readonly", "true");
    await expect(page(canvasElement).getByText(text.order.note)).toBeVisible();
  },
};

export const ToggleSaves: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const sms = await switchOf(canvasElement, text.promotions.title, text.channels.sms);
    await userEvent.click(sms);
    await expect(sms).toBeChecked();
    await expectToast(canvasElement, notificationMessages.saved);
    // The whole object goes, the one change in it.
    await expect(savedBodies).toEqual([
      notificationSettingsFixture({ promotionsSmsNotifications: true }),
    ]);
    await expect(db.notificationSettings.promotionsSmsNotifications).toBe(true);
  },
};

/** Two quick clicks: both reach the server, neither undoes the other. */
export const QuickTogglesKeepEachOther: Story = {
  tags: ["behaviour"],
  parameters: {
    chromatic: behaviourOnly,
    msw: mocks([
      http.put("/users/ui/notification-settings", async ({ request, response }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        db.notificationSettings = await request.json();
        return response(200).json({ data: db.notificationSettings });
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const promotionsSms = await switchOf(canvasElement, text.promotions.title, text.channels.sms);
    const personalizedPush = await switchOf(
      canvasElement,
      text.personalized.title,
      text.channels.push,
    );
    await userEvent.click(promotionsSms);
    await userEvent.click(personalizedPush);
    await expect(promotionsSms).toBeChecked();
    await expect(personalizedPush).toBeChecked();

    const both = notificationSettingsFixture({
      promotionsSmsNotifications: true,
      personalizedPushNotifications: true,
    });
    await waitFor(() => expect(db.notificationSettings).toEqual(both));
    // One save at a time, each with the changes before it.
    await expect(savedBodies).toEqual([
      notificationSettingsFixture({ promotionsSmsNotifications: true }),
      both,
    ]);
    await expect(promotionsSms).toBeChecked();
    await expect(personalizedPush).toBeChecked();
  },
};

export const SaveFailsRollsBack: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: mocks(scenarios.users.notificationSaveFails) },
  play: async ({ canvasElement }) => {
    const email = await switchOf(canvasElement, text.personalized.title, text.channels.email);
    await expect(email).toBeChecked();
    await userEvent.click(email);
    await expectToast(canvasElement, notificationMessages.saveFailed);
    await waitFor(() => expect(email).toBeChecked());
    await expect(savedBodies).toEqual([
      notificationSettingsFixture({ personalizedEmailNotifications: false }),
    ]);
    await expectNoToast(canvasElement, notificationMessages.saved);
  },
};

export const LoadFails: Story = {
  parameters: { msw: mocks(scenarios.users.serverError) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole("alert")).toHaveTextContent(text.loadFailed);
    await expectHeading(canvasElement);
    await expect(page(canvasElement).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page(canvasElement).queryByRole("switch")).toBeNull();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NotificationSettings } from "@/components/NotificationSettings/NotificationSettings";
import { notificationSettingsText as text } from "@/components/NotificationSettings/NotificationSettings.text";
import { notificationSettingsFixture } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

const meta = {
  title: "Components/Forms/NotificationSettings",
  component: NotificationSettings,
  args: {
    state: { status: "ready", settings: notificationSettingsFixture() },
    backHref: "/setting",
    onToggle: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <main className="bg-gray-50 px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NotificationSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** A group is a region named by its title; its switches are named by their channel. */
const group = (canvasElement: HTMLElement, title: string) =>
  within(page(canvasElement).getByRole("region", { name: title }));

async function expectHeadingAndBackLink(canvasElement: HTMLElement) {
  await expect(page(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
    text.title,
  );
  await expect(page(canvasElement).getByRole("link", { name: text.back })).toHaveAttribute(
    "href",
    "/setting",
  );
}

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    await expectHeadingAndBackLink(canvasElement);

    // The fixture: promotions by email and push, personalized by email only.
    const promotions = group(canvasElement, text.promotions.title);
    await expect(promotions.getByRole("switch", { name: text.channels.email })).toBeChecked();
    await expect(promotions.getByRole("switch", { name: text.channels.push })).toBeChecked();
    await expect(promotions.getByRole("switch", { name: text.channels.sms })).not.toBeChecked();

    const personalized = group(canvasElement, text.personalized.title);
    await expect(personalized.getByText(text.personalized.description)).toBeVisible();
    await expect(personalized.getByRole("switch", { name: text.channels.email })).toBeChecked();
    await expect(personalized.getByRole("switch", { name: text.channels.push })).not.toBeChecked();
    await expect(personalized.getByRole("switch", { name: text.channels.sms })).not.toBeChecked();

    // Turning one on and another off raises the setting and its new value; nothing changes here.
    await userEvent.click(promotions.getByRole("switch", { name: text.channels.sms }));
    await expect(args.onToggle).toHaveBeenLastCalledWith("promotionsSmsNotifications", true);
    await userEvent.click(personalized.getByRole("switch", { name: text.channels.email }));
    await expect(args.onToggle).toHaveBeenLastCalledWith("personalizedEmailNotifications", false);
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardToggle: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const sms = group(canvasElement, text.personalized.title).getByRole("switch", {
      name: text.channels.sms,
    });
    sms.focus();
    await userEvent.keyboard(" ");
    await expect(args.onToggle).toHaveBeenCalledWith("personalizedSmsNotifications", true);
    await userEvent.keyboard("{Enter}");
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

/**
 * Like the other account pages (/setting, /coupons), the page starts at its column's left edge:
 * centred in the column, it began about 160 px further right at 1280 px.
 */
export const StartsAtTheColumnEdge: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector("main");
    if (!column) throw new Error("The story's column is missing");
    const columnLeft =
      column.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(column).paddingLeft);
    // Wide enough that centring would show: the column is wider than the page's measure.
    await expect(column.clientWidth).toBeGreaterThan(900);
    const heading = page(canvasElement).getByRole("heading", { level: 1 });
    const backLink = page(canvasElement).getByRole("link", { name: text.back });
    await expect(Math.abs(heading.getBoundingClientRect().left - columnLeft)).toBeLessThan(1);
    await expect(Math.abs(backLink.getBoundingClientRect().left - columnLeft)).toBeLessThan(1);
  },
};

export const OrderNotificationsFixed: Story = {
  play: async ({ canvasElement, args }) => {
    const order = group(canvasElement, text.order.title);
    const push = order.getByRole("switch", { name: text.channels.push });
    await expect(push).toBeChecked();
    await expect(push).toHaveAttribute("aria-readonly", "true");
    await expect(order.getByText(text.order.note)).toBeVisible();

    await userEvent.click(push);
    await expect(push).toBeChecked();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const AllOff: Story = {
  args: {
    state: {
      status: "ready",
      settings: notificationSettingsFixture({
        promotionsEmailNotifications: false,
        promotionsPushNotifications: false,
        personalizedEmailNotifications: false,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const switches = page(canvasElement).getAllByRole("switch");
    await expect(switches).toHaveLength(7);
    // Only the fixed order notifications stay on.
    await expect(
      switches.filter((item) => item.getAttribute("aria-checked") === "true"),
    ).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { state: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expectHeadingAndBackLink(canvasElement);
    await expect(page(canvasElement).getByRole("status")).toHaveTextContent(text.loading);
    await expect(page(canvasElement).queryByRole("switch")).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { state: { status: "error" } },
  play: async ({ canvasElement, args }) => {
    await expectHeadingAndBackLink(canvasElement);
    await expect(page(canvasElement).getByRole("alert")).toHaveTextContent(text.loadFailed);
    await expect(page(canvasElement).queryByRole("switch")).toBeNull();
    await userEvent.click(page(canvasElement).getByRole("button", { name: text.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      group(canvasElement, text.order.title).getByRole("switch", { name: text.channels.push }),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NotificationInbox } from "@/components/NotificationInbox/NotificationInbox";
import { notificationInboxText as text } from "@/components/NotificationInbox/NotificationInbox.text";
import {
  fixtureUuid,
  inboxNotificationFixture,
  MOCK_EPOCH,
  minutesBeforeEpoch,
  notificationInboxFixture,
  seedInboxNotifications,
} from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";

// Eight days old: from a week on a message shows its day.
const oldRefund = inboxNotificationFixture({
  id: 5,
  kind: "REFUND",
  title: "Refund issued",
  body: "$5.49 for Fresh Paneer 400 g is on its way back to your card.",
  createdAt: minutesBeforeEpoch(8 * 24 * 60),
  isRead: true,
  productId: null,
  orderUuid: fixtureUuid("order", 7),
});

const meta = {
  title: "Components/Commerce/NotificationInbox",
  component: NotificationInbox,
  args: {
    inbox: notificationInboxFixture(),
    loading: false,
    error: false,
    onRetry: fn(),
    onOpenNotification: fn(),
    onMarkAllRead: fn(),
    onOpen: fn(),
    now: MOCK_EPOCH,
  },
  // As in the header: the bell at the right, the panel under it (the frame stands for the header).
  decorators: [
    (Story) => (
      <div className="min-h-[40rem]">
        <div className="relative flex justify-end border-b border-gray-200 px-4 py-2">
          <Story />
        </div>
      </div>
    ),
  ],
  parameters: { layout: "fullscreen", chromatic: snapshotAt("desktop") },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof NotificationInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

function bellOf(canvasElement: HTMLElement, name: string | RegExp = /^Notifications/) {
  return within(canvasElement).getByRole("button", { name });
}

function panelOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole("dialog", { name: text.heading });
}

export const NoneUnread: Story = {
  args: { inbox: notificationInboxFixture(seedInboxNotifications.slice(2)) },
  play: async ({ canvasElement }) => {
    const bell = bellOf(canvasElement, text.bellLabel(0));
    await expect(bell).toHaveAccessibleName("Notifications");
    // No badge: the bell's only words are its name.
    await expect(bell).toHaveTextContent(/^Notifications$/);
    await expect(bell).toHaveAttribute("aria-expanded", "false");
  },
};

export const SomeUnread: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = bellOf(canvasElement, "Notifications, 2 unread");
    await expect(bell).toHaveTextContent(/2$/);
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
    await userEvent.click(bell);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(bell).toHaveAttribute("aria-expanded", "true");
    await expect(panelOf(canvasElement)).toHaveFocus();
    // The bell closes it again.
    await userEvent.click(bell);
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

export const ManyUnread: Story = {
  args: {
    inbox: {
      notifications: seedInboxNotifications,
      unreadCount: 12,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(bellOf(canvasElement, text.bellLabel(12))).toHaveTextContent(/9\+$/);
  },
};

/** One message of each kind, the two newest unread, each linking to its product or order. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    inbox: notificationInboxFixture([...seedInboxNotifications, oldRefund]),
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(panelOf(canvasElement));
    const links = panel.getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/products/101/detail",
      `/order/${fixtureUuid("order", 3)}`,
      `/order/${fixtureUuid("order", 1)}`,
      `/order/${fixtureUuid("order", 4)}`,
      `/order/${fixtureUuid("order", 7)}`,
    ]);
    const [restock, onItsWay, replaced, refund, older] = links;
    // Unread messages say so before their title; read ones do not.
    await expect(restock).toHaveAccessibleName(/^Unread: Back in stock Basmati Rice 5 kg/);
    await expect(onItsWay).toHaveAccessibleName(/^Unread: Your order is on its way/);
    await expect(replaced).toHaveAccessibleName(/^An item was replaced/);
    await expect(within(restock as HTMLElement).getByText("5 min ago")).toBeVisible();
    await expect(within(onItsWay as HTMLElement).getByText("2 h ago")).toBeVisible();
    await expect(within(replaced as HTMLElement).getByText("1 d ago")).toBeVisible();
    await expect(within(refund as HTMLElement).getByText("4 d ago")).toBeVisible();
    await expect(within(older as HTMLElement).getByText("May 24")).toBeVisible();

    await userEvent.click(panel.getByRole("button", { name: text.markAllRead }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

export const OpenOnAPhone: Story = {
  args: { defaultOpen: true },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    // Below `sm` the panel spans the frame's width but its margins, never past the screen.
    const panel = panelOf(canvasElement).getBoundingClientRect();
    await expect(panel.left).toBeGreaterThanOrEqual(16);
    await expect(panel.right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.body.clientWidth - 16,
    );
  },
};

export const FollowingAMessage: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(bellOf(canvasElement));
    const restock = within(panelOf(canvasElement)).getAllByRole("link")[0] as HTMLElement;
    await userEvent.click(restock);
    await expect(args.onOpenNotification).toHaveBeenCalledWith(seedInboxNotifications[0]);
    // The panel closes as the link takes the shopper to the product.
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

export const EscapeReturnsFocusToTheBell: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const bell = bellOf(canvasElement);
    bell.focus();
    await userEvent.keyboard("{Enter}");
    await expect(panelOf(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(panelOf(canvasElement)).getByRole("button", { name: text.markAllRead }),
    ).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
    await expect(bell).toHaveFocus();
  },
};

export const ClosesOnAPressOutside: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    await userEvent.click(bellOf(canvasElement));
    await expect(panelOf(canvasElement)).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(within(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const Empty: Story = {
  args: { defaultOpen: true, inbox: notificationInboxFixture([]) },
  play: async ({ canvasElement }) => {
    const panel = within(panelOf(canvasElement));
    await expect(panel.getByText(text.emptyTitle)).toBeVisible();
    await expect(panel.getByText(text.emptyBody)).toBeVisible();
    await expect(panel.queryByRole("button", { name: text.markAllRead })).toBeNull();
    await expect(bellOf(canvasElement, text.bellLabel(0))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, inbox: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(panelOf(canvasElement)).getByRole("status")).toHaveTextContent(
      text.loading,
    );
  },
};

export const FailsToLoad: Story = {
  args: { defaultOpen: true, inbox: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const panel = within(panelOf(canvasElement));
    await expect(panel.getByRole("alert")).toHaveTextContent(text.error);
    await userEvent.click(panel.getByRole("button", { name: text.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes, useLocation } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { HeaderContainer } from "@/app/layout/HeaderContainer";
import { headerText } from "@/components/Header/Header.text";
import { notificationInboxText as text } from "@/components/NotificationInbox/NotificationInbox.text";
import { CUSTOMER_TOKEN, fixtureUuid } from "@/mocks/fixtures";
import { scenarios } from "@/mocks/scenarios";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** Where following a message took the shopper. */
function CurrentAddress() {
  const { pathname } = useLocation();
  return <p data-testid="address">{pathname}</p>;
}

/** The header over a page, as AppLayout draws it: the bell sits in the header's right group. */
function HeaderOverAPage() {
  return (
    <>
      <HeaderContainer />
      <main className="min-h-[40rem] p-4">
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="*" element={<CurrentAddress />} />
        </Routes>
      </main>
    </>
  );
}

const meta = {
  title: "App/NotificationInboxContainer",
  component: HeaderOverAPage,
  parameters: { ...pageParameters, layout: "fullscreen" },
  globals: { session: "customer", viewport: { value: "desktop" } },
} satisfies Meta<typeof HeaderOverAPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function banner(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("banner"));
}

/** The bell once the inbox has answered (its name then carries the unread count). */
function findBell(canvasElement: HTMLElement, unread: number) {
  return banner(canvasElement).findByRole("button", { name: text.bellLabel(unread) });
}

async function openInbox(canvasElement: HTMLElement, unread: number) {
  await userEvent.click(await findBell(canvasElement, unread));
  return within(await banner(canvasElement).findByRole("dialog", { name: text.heading }));
}

export const UnreadMessages: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openInbox(canvasElement, 2);
    await expect(panel.getAllByRole("link")).toHaveLength(4);
    await expect(panel.getByRole("link", { name: /^Unread: Back in stock/ })).toBeVisible();
    await expect(panel.getByRole("button", { name: text.markAllRead })).toBeVisible();
  },
};

export const OpeningAMessageMarksItRead: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const panel = await openInbox(canvasElement, 2);
    await userEvent.click(panel.getByRole("link", { name: /^Unread: Your order is on its way/ }));
    await expect(await within(canvasElement).findByTestId("address")).toHaveTextContent(
      `/order/${fixtureUuid("order", 3)}`,
    );
    // The badge drops at once, and the server's inbox agrees.
    await expect(await findBell(canvasElement, 1)).toHaveAttribute("aria-expanded", "false");
    const reopened = await openInbox(canvasElement, 1);
    await expect(reopened.getByRole("link", { name: /^Your order is on its way/ })).toBeVisible();
  },
};

export const MarkAllAsRead: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openInbox(canvasElement, 2);
    await userEvent.click(panel.getByRole("button", { name: text.markAllRead }));
    await expect(await findBell(canvasElement, 0)).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(panel.queryByRole("link", { name: /^Unread:/ })).toBeNull());
    await expect(panel.queryByRole("button", { name: text.markAllRead })).toBeNull();
    // Focus stays in the panel rather than falling to the page with the button.
    await expect(banner(canvasElement).getByRole("dialog", { name: text.heading })).toHaveFocus();
  },
};

export const MarkingReadFails: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.users.inboxMarkReadFails },
  play: async ({ canvasElement }) => {
    const panel = await openInbox(canvasElement, 2);
    await userEvent.click(panel.getByRole("button", { name: text.markAllRead }));
    // Shown read at once, then the inbox is read again: nothing was marked, the badge says so.
    await expect(await findBell(canvasElement, 2)).toBeVisible();
  },
};

export const NothingYet: Story = {
  parameters: { msw: scenarios.users.inboxEmpty },
  play: async ({ canvasElement }) => {
    // The bell reads the same before the inbox answers, so the panel may open on its loading state.
    const panel = await openInbox(canvasElement, 0);
    await expect(await panel.findByText(text.emptyTitle)).toBeVisible();
    await expect(panel.getByText(text.emptyBody)).toBeVisible();
  },
};

export const FailsToLoad: Story = {
  parameters: { msw: scenarios.users.inboxFails },
  play: async ({ canvasElement }) => {
    const panel = await openInbox(canvasElement, 0);
    await expect(await panel.findByRole("alert")).toHaveTextContent(text.error);
    await expect(panel.getByRole("button", { name: text.retry })).toBeVisible();
  },
};

export const ARestockArrivesWithTheNextPoll: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, pollIntervals: { notifications: 500 } },
  play: async ({ canvasElement }) => {
    await findBell(canvasElement, 2);
    // The customer waits for Biryani Masala (coming soon); then the store restocks it.
    const asCustomer = { Authorization: `Bearer ${CUSTOMER_TOKEN}` };
    await fetch("/api/v1/catalog/ui/products/118", { method: "POST", headers: asCustomer });
    await fetch("/api/v1/dev/products/118/restock", { method: "POST" });
    const panel = await openInbox(canvasElement, 3);
    await expect(
      panel.getByRole("link", { name: /^Unread: Back in stock Biryani Masala 50 g/ }),
    ).toHaveAttribute("href", "/products/118/detail");
  },
};

export const GuestHasNoBell: Story = {
  globals: { session: "guest" },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(header.getByRole("button", { name: headerText.login })).toBeVisible();
    await expect(header.queryByRole("button", { name: /^Notifications/ })).toBeNull();
  },
};

export const OnTheSearchPageTheBellMakesRoom: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/search?q=rice" },
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement).findByRole("searchbox")).toBeVisible();
    await expect(
      banner(canvasElement).queryByRole("button", { name: /^Notifications/ }),
    ).toBeNull();
  },
};

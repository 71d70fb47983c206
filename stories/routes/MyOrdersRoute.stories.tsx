import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay } from "msw";
import { Route, Routes, useLocation } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Order, PurchasePeriod } from "@/api/types";
import { myOrdersText as text } from "@/components/MyOrders/MyOrders.text";
import {
  DEFAULT_PURCHASE_PERIOD,
  isPurchasePeriod,
  purchasePeriods,
} from "@/components/MyOrders/myOrdersTabs";
import { fixtureUuid, orderFixture, previouslyBoughtItems } from "@/mocks/fixtures";
import { http } from "@/mocks/http";
import { scenarios } from "@/mocks/scenarios";
import { MyOrdersRoute } from "@/routes/MyOrdersRoute";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** Shows the address the route has written, so a story can check the tabs are kept in it. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Current address">{location.pathname + location.search}</output>;
}

const meta = {
  title: "Routes/MyOrdersRoute",
  component: MyOrdersRoute,
  render: () => (
    <Routes>
      <Route
        path="/my-orders"
        element={
          <>
            <MyOrdersRoute />
            <CurrentAddress />
          </>
        }
      />
    </Routes>
  ),
  parameters: {
    ...pageParameters,
    route: "/my-orders?tab=Pendings&subTab=All",
    layout: "fullscreen",
  },
  globals: { session: "customer" },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-5xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof MyOrdersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

const heading = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole("heading", { level: 1, name: text.heading });

const tab = (canvasElement: HTMLElement, name: string) =>
  page(canvasElement).getByRole("tab", { name });

const address = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole("status", { name: "Current address" });

async function expectOrders(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(page(canvasElement).getAllByRole("article")).toHaveLength(count));
}

/** The mock customer's seeded orders: accepted, in preparation and dispatched are pending. */
export const Pendings: Story = {
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toBeVisible();
    await expectOrders(canvasElement, 3);
    await expect(tab(canvasElement, "All")).toHaveAttribute("aria-selected", "true");
    const track = page(canvasElement).getAllByRole("link", { name: /^Track Order/ })[0];
    await expect(track).toHaveAttribute("href", `/order/${fixtureUuid("order", 1)}`);
  },
};

export const SubTabInTheUrl: Story = {
  parameters: { route: "/my-orders?tab=Pendings&subTab=In+Preparation" },
  play: async ({ canvasElement }) => {
    await expectOrders(canvasElement, 1);
    await expect(tab(canvasElement, "In Preparation")).toHaveAttribute("aria-selected", "true");
    await expect(
      page(canvasElement).getByText("In Preparation", { selector: "span" }),
    ).toBeVisible();

    await userEvent.click(tab(canvasElement, "Dispatched"));
    await expect(address(canvasElement)).toHaveTextContent(
      "/my-orders?tab=Pendings&subTab=Dispatched",
    );
    await expectOrders(canvasElement, 1);
    await expect(page(canvasElement).getByText("Dispatched", { selector: "span" })).toBeVisible();
  },
};

/** Another tab starts on a fresh list; back on Pendings the sub tab is All again. */
export const SwitchingTabs: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, route: "/my-orders?tab=Pendings&subTab=Dispatched" },
  play: async ({ canvasElement }) => {
    await expectOrders(canvasElement, 1);
    await userEvent.click(tab(canvasElement, "Shipped"));
    await expect(address(canvasElement)).toHaveTextContent("/my-orders?tab=Shipped");
    await expect(page(canvasElement).queryByRole("tab", { name: "All" })).toBeNull();
    await expectOrders(canvasElement, 2);

    await userEvent.click(tab(canvasElement, "To Review"));
    await expect(address(canvasElement)).toHaveTextContent("/my-orders?tab=To+Review");
    await expectOrders(canvasElement, 1);

    await userEvent.click(tab(canvasElement, "Returns/Cancelled"));
    await expectOrders(canvasElement, 1);
    await expect(page(canvasElement).getByText("Cancelled", { selector: "span" })).toBeVisible();

    await userEvent.click(tab(canvasElement, "Pendings"));
    await expect(address(canvasElement)).toHaveTextContent("tab=Pendings&subTab=All");
    await expect(tab(canvasElement, "All")).toHaveAttribute("aria-selected", "true");
    await expectOrders(canvasElement, 3);
  },
};

export const ToReviewFromTheAccountMenu: Story = {
  parameters: { route: "/my-orders?tab=To+Review" },
  play: async ({ canvasElement }) => {
    await expect(tab(canvasElement, "To Review")).toHaveAttribute("aria-selected", "true");
    await expectOrders(canvasElement, 1);
  },
};

export const OrderAgain: Story = {
  parameters: { route: "/my-orders?tab=Order+Again" },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const list = await screen.findByRole("list", { name: text.previouslyBoughtLabel });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    await expect(within(list).getAllByRole("button", { name: /Add Item/ }).length).toBeGreaterThan(
      0,
    );
    const period = screen.getByRole("combobox", { name: text.periodLabel });
    await expect(period).toHaveValue("lastWeek");
    await userEvent.selectOptions(period, "last3Months");
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: text.previouslyBoughtLabel })).getAllByRole(
          "listitem",
        ),
      ).toHaveLength(7),
    );
  },
};

/** The server's answer before issue 26: each bought item carried its order's uuid. */
const ITEMS_BOUGHT_IN: Record<PurchasePeriod, number> = {
  lastWeek: 3,
  lastMonth: 5,
  last3Months: 7,
  currentYear: 8,
};
const itemsOfOneOrder = http.get("/orders/ui/previously-bought-items", ({ query, response }) => {
  const period = query.get("period") ?? "lastWeek";
  const count = isPurchasePeriod(period) ? ITEMS_BOUGHT_IN[period] : 0;
  return response(200).json({
    data: previouslyBoughtItems
      .slice(0, count)
      .map((item) => ({ ...item, uuid: fixtureUuid("order", 1) })),
    meta: { currentPage: 1, totalPages: 1 },
  });
});

/** Items that share a uuid are still told apart: every bought item shows, in every period. */
export const OrderAgainItemsOfOneOrder: Story = {
  tags: ["behaviour"],
  parameters: {
    chromatic: behaviourOnly,
    route: "/my-orders?tab=Order+Again",
    msw: [itemsOfOneOrder],
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const period = screen.getByRole("combobox", { name: text.periodLabel });
    for (const option of purchasePeriods) {
      if (option !== DEFAULT_PURCHASE_PERIOD) await userEvent.selectOptions(period, option);
      const expected = previouslyBoughtItems
        .slice(0, ITEMS_BOUGHT_IN[option])
        .map((item) => item.product.name);
      await waitFor(() =>
        expect(
          within(screen.getByRole("list", { name: text.previouslyBoughtLabel }))
            .getAllByRole("heading", { level: 3 })
            .map((name) => name.textContent),
        ).toEqual(expected),
      );
    }
  },
};

/**
 * Issue 26: an order moves on (as the fulfilment simulator moves it) while My Orders is open.
 * Each switch of sub tab shows the server's list as it is now, never the copy kept from before.
 * Lists answer after 300 ms, so the switch is seen to clear the list first.
 */
export const AnOrderMovesWhileShown: Story = {
  tags: ["behaviour"],
  parameters: {
    chromatic: behaviourOnly,
    route: "/my-orders?tab=Pendings&subTab=In+Preparation",
    msw: [
      http.get("/orders/ui", async () => {
        await delay(300);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const moving = fixtureUuid("order", 2);
    await expectOrders(canvasElement, 1);
    const name = within(screen.getByRole("article")).getByRole("heading").textContent;
    await userEvent.click(tab(canvasElement, "Dispatched"));
    await expectOrders(canvasElement, 1);
    await userEvent.click(tab(canvasElement, "In Preparation"));
    await expectOrders(canvasElement, 1);

    const advanced = await fetch(`/api/v1/dev/orders/${moving}/advance`, { method: "POST" });
    await expect(advanced.ok).toBe(true);

    await userEvent.click(tab(canvasElement, "Dispatched"));
    await expect(screen.getByRole("status", { name: text.loading })).toBeVisible();
    await expect(screen.queryAllByRole("article")).toHaveLength(0);
    await expectOrders(canvasElement, 2);
    await expect(screen.getByRole("article", { name })).toBeVisible();

    await userEvent.click(tab(canvasElement, "In Preparation"));
    await expect(await screen.findByText(text.empty)).toBeVisible();

    await userEvent.click(tab(canvasElement, "All"));
    await expectOrders(canvasElement, 3);
    await expect(screen.getByRole("article", { name })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: scenarios.orders.empty },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(text.empty)).toBeVisible();
    await expect(heading(canvasElement)).toBeVisible();
  },
};

export const NoPreviouslyBought: Story = {
  parameters: { route: "/my-orders?tab=Order+Again", msw: scenarios.orders.noPreviouslyBought },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(text.noPreviouslyBought)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: scenarios.orders.loading },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toBeVisible();
    await expect(page(canvasElement).getByRole("status", { name: text.loading })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: scenarios.orders.serverError },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole("alert");
    await expect(within(alert).getByText(text.errorTitle)).toBeVisible();
    await expect(heading(canvasElement)).toBeVisible();
    await expect(tab(canvasElement, "Shipped")).toBeVisible();
  },
};

const MANY = 25;
const PAGE_SIZE = 10;
const manyOrders: Order[] = Array.from({ length: MANY }, (_, index) =>
  orderFixture({
    uuid: fixtureUuid("order", 100 + index),
    invoiceNumber: `INV-${String(100 + index)}`,
    status: "PENDING_ACCEPTED",
  }),
);

/**
 * 25 orders, 10 a page; each later page starts with the previous page's last order again (as when
 * a new order pushes the list down between two reads), which must not be shown twice.
 */
const manyOrdersHandler = http.get("/orders/ui", async ({ query, response }) => {
  const number = Number(query.get("page") ?? "1");
  const start = Math.max(0, (number - 1) * PAGE_SIZE - (number - 1));
  if (number > 1) await delay(400);
  return response(200).json({
    data: manyOrders.slice(start, start + PAGE_SIZE),
    meta: { currentPage: number, totalPages: 3 },
  });
});

export const LoadsMoreWhenScrolled: Story = {
  parameters: { msw: [manyOrdersHandler] },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectOrders(canvasElement, 10);
    (await screen.findByTestId("load-more-sentinel")).scrollIntoView();
    await expect(await screen.findByText(text.loadingMore)).toBeVisible();
    await expectOrders(canvasElement, 19);
    (await screen.findByTestId("load-more-sentinel")).scrollIntoView();
    await expectOrders(canvasElement, MANY);
    await waitFor(() => expect(screen.queryByTestId("load-more-sentinel")).toBeNull());
    const titles = screen.getAllByRole("heading", { level: 2 }).map((title) => title.textContent);
    await expect(new Set(titles).size).toBe(MANY);
  },
};

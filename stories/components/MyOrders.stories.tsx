import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Order } from "@/api/types";
import { MyOrders } from "@/components/MyOrders/MyOrders";
import { myOrdersText as text } from "@/components/MyOrders/MyOrders.text";
import { OrderList } from "@/components/MyOrders/OrderList";
import type { PagedListState } from "@/components/MyOrders/PagedList";
import { PreviouslyBoughtList } from "@/components/MyOrders/PreviouslyBoughtList";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import {
  orderFromRecord,
  orderWithShortagesFixture,
  previouslyBoughtItems,
  seedOrderRecords,
} from "@/mocks/fixtures";
import { behaviourOnly } from "../support/chromatic";
import { inLanguage } from "../support/languageStories";

const orders: Order[] = seedOrderRecords.map(orderFromRecord);
const trackHref = (order: Order) => `/order/${order.uuid}`;

const loaded = (
  items: readonly Order[],
  more: Partial<{ hasMore: boolean; loadingMore: boolean; onLoadMore: () => void }> = {},
): PagedListState<Order> => ({
  status: "success",
  items,
  hasMore: false,
  loadingMore: false,
  onLoadMore: fn(),
  ...more,
});

const meta = {
  title: "Components/Commerce/MyOrders",
  component: MyOrders,
  args: {
    tab: "Pendings",
    subTab: "All",
    onTabChange: fn(),
    onSubTabChange: fn(),
    children: <OrderList state={loaded(orders.slice(0, 3))} trackHref={trackHref} />,
  },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-5xl p-4">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof MyOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

export const Pendings: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    await expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
    const tabs = within(screen.getByRole("tablist", { name: text.tabsLabel }));
    await expect(tabs.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Pendings",
      "Shipped",
      "To Review",
      "Returns/Cancelled",
      "Order Again",
    ]);
    await expect(tabs.getByRole("tab", { name: "Pendings" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const subTabs = within(screen.getByRole("tablist", { name: text.subTabsLabel }));
    await expect(subTabs.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "All",
      "Accepted",
      "In Preparation",
      "Dispatched",
    ]);
    await expect(screen.getAllByRole("article")).toHaveLength(3);

    const first = orders[0];
    if (!first) throw new Error("The seeded orders are missing.");
    const card = within(
      screen.getByRole("article", { name: text.orderTitle(first.invoiceNumber) }),
    );
    await expect(card.getByText("Accepted")).toBeVisible();
    await expect(card.getByText(first.formattedTotal)).toBeVisible();
    await expect(
      card.getByRole("link", { name: text.trackOrderLabel(first.invoiceNumber) }),
    ).toHaveAttribute("href", `/order/${first.uuid}`);

    await userEvent.click(subTabs.getByRole("tab", { name: "Dispatched" }));
    await expect(args.onSubTabChange).toHaveBeenCalledWith("Dispatched");
    await userEvent.click(tabs.getByRole("tab", { name: "Shipped" }));
    await expect(args.onTabChange).toHaveBeenCalledWith("Shipped");
    // Arrow keys move between tabs and show them.
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onTabChange).toHaveBeenLastCalledWith("To Review");
  },
};

/** The dispatched order has 8 lines: six thumbnails, then '+2'. */
/** The tabs name the lists in the shopper's language; the URL keeps their English spelling. */
export const InUrdu: Story = inLanguage("ur", Pendings, {
  show: async (canvasElement) =>
    within(canvasElement).getByRole("tablist", { name: text.tabsLabel }),
  word: () => text.tabs["To Review"],
  english: "To Review",
});

export const ThumbnailsThenMore: Story = {
  args: {
    tab: "Shipped",
    children: (
      <OrderList
        state={loaded(orders.filter((order) => order.orderProducts.length > 6))}
        trackHref={trackHref}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.queryByRole("tablist", { name: text.subTabsLabel })).toBeNull();
    const card = within(screen.getAllByRole("article")[0] ?? canvasElement);
    const items = card.getAllByRole("listitem");
    await expect(items).toHaveLength(7);
    await expect(card.getByText("+2")).toBeVisible();
    await expect(card.getByRole("listitem", { name: text.moreItemsLabel(2) })).toBeVisible();
  },
};

/** The Shipped tab keeps the spec's name; its delivered order's badge says 'Delivered'. */
export const DeliveredBadge: Story = {
  args: {
    tab: "Shipped",
    children: (
      <OrderList
        state={loaded(orders.filter((order) => order.status === "SHIPPED"))}
        trackHref={trackHref}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.getByRole("tab", { name: "Shipped" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const card = within(screen.getByRole("article"));
    await expect(card.getByText("Delivered")).toBeVisible();
    await expect(card.queryByText("Shipped")).toBeNull();
  },
};

/** docs/replacements.md: a card tells what became of the order's short items. */
export const ShortItemsReplacedAndRefunded: Story = {
  args: {
    children: <OrderList state={loaded([orderWithShortagesFixture()])} trackHref={trackHref} />,
  },
  play: async ({ canvasElement }) => {
    const order = orderWithShortagesFixture();
    const card = within(page(canvasElement).getByRole("article"));
    await expect(
      card.getByText(text.shortages(order.replacedCount ?? 0, order.refundedCount ?? 0)),
    ).toBeVisible();
    await expect(card.getByText("1 item replaced, 1 refunded")).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    tab: "Returns/Cancelled",
    children: <OrderList state={loaded([])} trackHref={trackHref} />,
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText(text.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { children: <OrderList state={{ status: "pending" }} trackHref={trackHref} /> },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
    await expect(screen.getByRole("status", { name: text.loading })).toBeInTheDocument();
  },
};

const onRetry = fn();
export const LoadFailed: Story = {
  args: { children: <OrderList state={{ status: "error", onRetry }} trackHref={trackHref} /> },
  play: async ({ canvasElement }) => {
    const alert = within(page(canvasElement).getByRole("alert"));
    await expect(alert.getByText(text.errorTitle)).toBeVisible();
    await userEvent.click(alert.getByRole("button", { name: text.retry }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

const onLoadMore = fn();
/** The end of the list is in view, so the sentinel asks for the next page. */
export const LoadsMoreAtTheEnd: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: {
    children: (
      <OrderList
        state={loaded(orders.slice(0, 2), { hasMore: true, onLoadMore })}
        trackHref={trackHref}
      />
    ),
  },
  // The shopper scrolls to the end; a preview shorter than the list (Storybook's, with its
  // panel open) shows the sentinel only then.
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.ownerDocument.scrollingElement;
    scroller?.scrollTo(0, scroller.scrollHeight);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
  },
};

export const LoadingMore: Story = {
  args: {
    children: (
      <OrderList
        state={loaded(orders.slice(0, 2), { hasMore: true, loadingMore: true })}
        trackHref={trackHref}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole("status")).toHaveTextContent(text.loadingMore);
  },
};

const onPeriodChange = fn();
const renderProduct = (product: (typeof previouslyBoughtItems)[number]["product"]) => (
  <ProductCard
    product={product}
    href={`/products/${product.id}/detail`}
    onQuantityChange={fn()}
    onNotify={fn()}
  />
);

export const OrderAgain: Story = {
  args: {
    tab: "Order Again",
    children: (
      <PreviouslyBoughtList
        period="lastWeek"
        onPeriodChange={onPeriodChange}
        state={{
          status: "success",
          items: previouslyBoughtItems.slice(0, 3),
          hasMore: false,
          loadingMore: false,
          onLoadMore: fn(),
        }}
        renderProduct={renderProduct}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const period = screen.getByRole("combobox", { name: text.periodLabel });
    await expect(period).toHaveValue("lastWeek");
    const grid = within(screen.getByRole("list", { name: text.previouslyBoughtLabel }));
    await expect(grid.getAllByRole("listitem")).toHaveLength(3);
    await userEvent.selectOptions(period, "last3Months");
    await expect(onPeriodChange).toHaveBeenCalledWith("last3Months");
  },
};

export const NoPreviouslyBought: Story = {
  args: {
    tab: "Order Again",
    children: (
      <PreviouslyBoughtList
        period="lastWeek"
        onPeriodChange={fn()}
        state={{
          status: "success",
          items: [],
          hasMore: false,
          loadingMore: false,
          onLoadMore: fn(),
        }}
        renderProduct={renderProduct}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText(text.noPreviouslyBought)).toBeVisible();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AccountLayout } from "@/components/AccountLayout/AccountLayout";
import { accountLayoutText as text } from "@/components/AccountLayout/AccountLayout.text";
import { snapshotAt } from "../support/chromatic";

const meta = {
  title: "Components/Layout/AccountLayout",
  component: AccountLayout,
  args: {
    current: "settings",
    hrefs: { myOrders: "/my-orders", coupons: "/coupons", settings: "/setting" },
    children: <h1 className="text-2xl font-bold">Settings</h1>,
  },
} satisfies Meta<typeof AccountLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectCurrent(canvasElement: HTMLElement, name: string) {
  const menu = within(canvasElement).getByRole("navigation", { name: text.menuLabel });
  const links = within(menu).getAllByRole("link");
  await expect(links.map((link) => link.textContent)).toEqual([
    text.myOrders,
    text.coupons,
    text.settings,
  ]);
  for (const link of links) {
    await expect(link.getAttribute("aria-current")).toBe(link.textContent === name ? "page" : null);
  }
}

export const SettingsPage: Story = {
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, text.settings);
    await expect(within(canvasElement).getByRole("link", { name: text.coupons })).toHaveAttribute(
      "href",
      "/coupons",
    );
  },
};

export const MyOrdersPage: Story = {
  args: { current: "myOrders", children: <h1 className="text-2xl font-bold">My Orders</h1> },
  play: async ({ canvasElement }) => expectCurrent(canvasElement, text.myOrders),
};

export const OnAPhone: Story = {
  args: { current: "coupons", children: <h1 className="text-2xl font-bold">Coupons</h1> },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, text.coupons);
    // The menu is a row above the page, which keeps the whole width.
    const heading = within(canvasElement).getByRole("heading", { level: 1 });
    const menu = within(canvasElement).getByRole("navigation", { name: text.menuLabel });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(
      menu.getBoundingClientRect().bottom - 1,
    );
    // Every tab is whole on the screen, the current one too: none is cut at the edge.
    const screen = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const link of within(menu).getAllByRole("link")) {
      const box = link.getBoundingClientRect();
      await expect({
        tab: link.textContent,
        left: box.left >= 0,
        right: box.right <= screen,
      }).toEqual({ tab: link.textContent, left: true, right: true });
    }
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CouponList, type CouponListProps } from "@/components/CouponList/CouponList";
import { couponListText as text } from "@/components/CouponList/CouponList.text";
import type { CouponTab } from "@/components/CouponList/couponTabs";
import { couponFixture, couponsByPeriod } from "@/mocks/fixtures";
import { behaviourOnly } from "../support/chromatic";

const meta = {
  title: "Components/Commerce/CouponList",
  component: CouponList,
  args: {
    tab: "available",
    onTabChange: fn(),
    onCopy: fn(),
    state: { status: "success", coupons: couponsByPeriod.active },
  },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl p-4">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CouponList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    await expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
    await expect(screen.getByRole("tab", { name: text.tabs.available })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(screen.getByRole("tabpanel")).toHaveAccessibleName(text.tabs.available);
    // docs/product.md § Data the screens show: every field of a coupon is shown.
    const welcome = couponFixture();
    const card = within(screen.getByRole("article", { name: welcome.name }));
    await expect(card.getByRole("heading", { name: welcome.name })).toBeVisible();
    await expect(card.getByText(welcome.description)).toBeVisible();
    await expect(card.getByText(welcome.validity)).toBeVisible();
    await expect(card.getByText(welcome.formattedValue)).toBeVisible();
    await expect(card.getByText("Jun 30, 2026")).toBeVisible();
    await expect(card.getByText(welcome.code)).toBeVisible();
    await expect(card.getByText(text.applicable)).toBeVisible();
    await expect(screen.getAllByRole("article")).toHaveLength(couponsByPeriod.active.length);

    await userEvent.click(card.getByRole("button", { name: text.copyCode(welcome.code) }));
    await expect(args.onCopy).toHaveBeenCalledWith(welcome.code);
  },
};

export const Used: Story = {
  args: { tab: "used", state: { status: "success", coupons: couponsByPeriod.used } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.getByRole("tab", { name: text.tabs.used })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(screen.getByText("EID15")).toBeVisible();
    await expect(screen.getByText(text.notApplicable)).toBeVisible();
  },
};

export const Expired: Story = {
  args: { tab: "expired", state: { status: "success", coupons: couponsByPeriod.expired } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.getByRole("tabpanel")).toHaveAccessibleName(text.tabs.expired);
    await expect(screen.getByText("Expired on Jan 15, 2026")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: "success", coupons: [] } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText(text.empty)).toBeVisible();
    await expect(page(canvasElement).queryByRole("article")).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: "pending" } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
    await expect(screen.getByRole("status")).toHaveTextContent(text.loading);
    await expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-busy", "true");
  },
};

const onRetry = fn();

export const LoadFailed: Story = {
  args: { state: { status: "error", onRetry } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
    await expect(screen.getByRole("alert")).toHaveTextContent(text.errorTitle);
    await userEvent.click(screen.getByRole("button", { name: text.retry }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** Holds the tab like the route does, so the selection follows the callbacks. */
function StatefulCouponList(props: CouponListProps) {
  const [tab, setTab] = useState<CouponTab>(props.tab);
  return (
    <CouponList
      {...props}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
      }}
    />
  );
}

export const SwitchesTabsByClickAndKeyboard: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  render: (args) => <StatefulCouponList {...args} />,
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const tab = (name: string) => screen.getByRole("tab", { name });
    await userEvent.click(tab(text.tabs.expired));
    await expect(args.onTabChange).toHaveBeenLastCalledWith("expired");
    await expect(tab(text.tabs.expired)).toHaveAttribute("aria-selected", "true");

    // Only the current tab is in the Tab order; arrows (wrapping), Home and End move between tabs.
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onTabChange).toHaveBeenLastCalledWith("available");
    await expect(tab(text.tabs.available)).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onTabChange).toHaveBeenLastCalledWith("used");
    await expect(tab(text.tabs.used)).toHaveAttribute("aria-selected", "true");
    await expect(tab(text.tabs.available)).toHaveAttribute("tabindex", "-1");
    await userEvent.keyboard("{End}");
    await expect(args.onTabChange).toHaveBeenLastCalledWith("expired");
    await userEvent.keyboard("{Home}");
    await expect(args.onTabChange).toHaveBeenLastCalledWith("available");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(args.onTabChange).toHaveBeenLastCalledWith("expired");
    await expect(tab(text.tabs.expired)).toHaveFocus();
  },
};

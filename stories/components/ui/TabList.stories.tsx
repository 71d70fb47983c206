import type { Meta, StoryObj } from "@storybook/react-vite";
import { DirectionProvider } from "@radix-ui/react-direction";
import { useId, useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { TabList, type TabListProps } from "@/components/ui/TabList";
import { behaviourOnly } from "../../support/chromatic";

/** The tabs above the panel they show, as the coupons page lays them out. */
function TabsWithPanel(args: TabListProps<string>) {
  // Ids of this story's own, so that several stories on the Docs page never share one.
  const prefix = useId();
  const [current, setCurrent] = useState(args.current);
  const tabId = (tab: string) => `${prefix}-${args.tabId(tab)}`;
  const panelId = `${prefix}-${args.panelId}`;
  return (
    <div className="w-96">
      <TabList
        {...args}
        current={current}
        tabId={tabId}
        panelId={panelId}
        onChange={(tab) => {
          setCurrent(tab);
          args.onChange(tab);
        }}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} className="py-4 text-sm">
        Showing: {current}
      </div>
    </div>
  );
}

const meta = {
  title: "Components/Layout/TabList",
  component: TabList,
  render: (args) => <TabsWithPanel {...args} />,
  args: {
    tabs: ["Available", "Used", "Expired"],
    current: "Available",
    onChange: fn(),
    label: "Coupons",
    tabId: (tab: string) => `tab-${tab}`,
    panelId: "panel",
    labelOf: (tab: string) => tab,
  },
  argTypes: { variant: { control: "inline-radio", options: ["tabs", "chips"] } },
} satisfies Meta<typeof TabList<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("tab", { name });

export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Coupons" })).toBeVisible();
    await expect(tabOf(canvasElement, "Available")).toHaveAttribute("aria-selected", "true");
    await expect(tabOf(canvasElement, "Used")).toHaveAttribute("aria-selected", "false");
    // Only the current tab is in the Tab order; the arrows reach the others.
    await expect(tabOf(canvasElement, "Available")).toHaveAttribute("tabindex", "0");
    await expect(tabOf(canvasElement, "Used")).toHaveAttribute("tabindex", "-1");
    await expect(canvas.getByRole("tabpanel", { name: "Available" })).toHaveTextContent(
      "Showing: Available",
    );
  },
};

/** Sub tabs, read smaller, under a tab (My Orders' Pendings). */
export const Chips: Story = {
  args: {
    tabs: ["All", "Accepted", "In Preparation", "Dispatched"],
    current: "All",
    label: "Pending orders",
    variant: "chips",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Pending orders" })).toBeVisible();
    await expect(canvas.getAllByRole("tab")).toHaveLength(4);
    await expect(tabOf(canvasElement, "All")).toHaveAttribute("aria-selected", "true");
  },
};

export const ClickShowsAnotherTab: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(tabOf(canvasElement, "Used"));
    await expect(args.onChange).toHaveBeenCalledWith("Used");
    await expect(tabOf(canvasElement, "Used")).toHaveAttribute("aria-selected", "true");
    await expect(within(canvasElement).getByRole("tabpanel", { name: "Used" })).toBeVisible();
  },
};

export const KeyboardMovesAndShows: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(tabOf(canvasElement, "Available")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(tabOf(canvasElement, "Used")).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith("Used");
    await userEvent.keyboard("{End}");
    await expect(tabOf(canvasElement, "Expired")).toHaveAttribute("aria-selected", "true");
    // Past either end it goes round.
    await userEvent.keyboard("{ArrowRight}");
    await expect(tabOf(canvasElement, "Available")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(tabOf(canvasElement, "Expired")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(tabOf(canvasElement, "Available")).toHaveAttribute("aria-selected", "true");
  },
};

/**
 * In Urdu and Arabic the tabs run from the right, and the left arrow moves on. The direction is
 * the story's own, as the app's language provider gives it, so the Docs page around it stays
 * left to right.
 */
export const RightToLeft: Story = {
  render: (args) => (
    <DirectionProvider dir="rtl">
      <div dir="rtl">
        <TabsWithPanel {...args} />
      </div>
    </DirectionProvider>
  ),
  play: async ({ canvasElement, args }) => {
    const first = tabOf(canvasElement, "Available");
    const second = tabOf(canvasElement, "Used");
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(
      second.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(second).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith("Used");
  },
};

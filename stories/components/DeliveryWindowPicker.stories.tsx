import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { TimeSlotDay } from "@/api/types";
import {
  DeliveryWindowPicker,
  type DeliveryWindow,
  type DeliveryWindowPickerProps,
} from "@/components/DeliveryWindowPicker/DeliveryWindowPicker";
import { deliveryWindowPickerText as text } from "@/components/DeliveryWindowPicker/DeliveryWindowPicker.text";
import { timeSlotDays } from "@/mocks/fixtures";

/** Every window of every day closed or full. */
const noneOpen: TimeSlotDay[] = timeSlotDays.map((day, index) => ({
  ...day,
  deliveryTimeSlotSettings: day.deliveryTimeSlotSettings.map((slot) => ({
    ...slot,
    availability: index === 0 ? "CLOSED" : "FULL",
  })),
}));

/** The picker is controlled: the story keeps the chosen window as a page would. */
function Controlled(args: DeliveryWindowPickerProps) {
  const [value, setValue] = useState<DeliveryWindow | null>(args.value);
  return (
    <DeliveryWindowPicker
      {...args}
      value={value}
      onChange={(window) => {
        setValue(window);
        args.onChange(window);
      }}
    />
  );
}

const meta = {
  title: "Components/Forms/DeliveryWindowPicker",
  component: DeliveryWindowPicker,
  args: { days: timeSlotDays, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryWindowPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAWindow: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement);
    const days = within(picker.getByRole("group", { name: text.daysLegend }));
    // docs/product.md § Constants and limits: long weekday, short month, 2-digit day and year.
    const today = days.getByRole("radio", { name: /Monday, Jun 01, 2026/ });
    await expect(today).toBeChecked();
    await expect(days.getByRole("radio", { name: /Tuesday, Jun 02, 2026/ })).not.toBeChecked();

    const windows = within(
      picker.getByRole("group", { name: text.windowsLegend("Monday, Jun 01, 2026") }),
    );
    // Today's first window has closed: shown, marked, and not selectable.
    const closed = windows.getByRole("radio", { name: /10:00 AM - 12:00 PM/ });
    await expect(closed).toBeDisabled();
    await expect(closed).toHaveAccessibleName(`10:00 AM - 12:00 PM ${text.closed}`);

    await userEvent.click(windows.getByRole("radio", { name: "12:00 PM - 2:00 PM" }));
    await expect(args.onChange).toHaveBeenCalledWith({ date: "2026-06-01", timeSlotId: 2 });
    await expect(picker.getByText("Monday, Jun 01, 2026, 12:00 PM - 2:00 PM")).toBeVisible();
  },
};

export const KeyboardBetweenDays: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement);
    const today = picker.getByRole("radio", { name: /Monday, Jun 01, 2026/ });
    today.focus();
    // Arrow keys move through the days as in any radio group; the windows follow the day.
    await userEvent.keyboard("{ArrowRight}");
    const tomorrow = picker.getByRole("radio", { name: /Tuesday, Jun 02, 2026/ });
    await expect(tomorrow).toHaveFocus();
    await expect(tomorrow).toBeChecked();
    const windows = within(
      picker.getByRole("group", { name: text.windowsLegend("Tuesday, Jun 02, 2026") }),
    );
    // Tomorrow's evening window is full.
    await expect(windows.getByRole("radio", { name: /6:00 PM - 8:00 PM/ })).toBeDisabled();
    await expect(windows.getByText(text.full)).toBeVisible();

    await userEvent.tab();
    await expect(windows.getByRole("radio", { name: "10:00 AM - 12:00 PM" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith({ date: "2026-06-02", timeSlotId: 5 });
  },
};

export const ChosenWindowOnAnotherDay: Story = {
  args: { value: { date: "2026-06-03", timeSlotId: 11 } },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement);
    // The chosen window's day is the one shown.
    await expect(picker.getByRole("radio", { name: /Wednesday, Jun 03, 2026/ })).toBeChecked();
    await expect(picker.getByRole("radio", { name: "4:00 PM - 6:00 PM" })).toBeChecked();
    await expect(picker.getByText("Wednesday, Jun 03, 2026, 4:00 PM - 6:00 PM")).toBeVisible();
  },
};

export const AllWindowsClosedOrFull: Story = {
  args: { days: noneOpen },
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement);
    await expect(picker.getByText(text.allUnavailable)).toBeVisible();
    await expect(picker.getAllByText(text.dayUnavailable)).toHaveLength(3);
    for (const radio of within(
      picker.getByRole("group", { name: text.windowsLegend("Monday, Jun 01, 2026") }),
    ).getAllByRole("radio")) {
      await expect(radio).toBeDisabled();
    }
    await userEvent.click(picker.getByRole("radio", { name: /Tuesday, Jun 02, 2026/ }));
    await expect(picker.getAllByText(text.full)).toHaveLength(4);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NoWindows: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement);
    await expect(picker.getByText(text.empty)).toBeVisible();
    await expect(picker.queryByRole("radio")).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement);
    await expect(picker.getByRole("status")).toHaveTextContent(text.loading);
    await expect(picker.queryByRole("radio")).toBeNull();
  },
};

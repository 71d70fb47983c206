import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Switch, type SwitchProps } from "@/components/ui/Switch";
import { behaviourOnly } from "../../support/chromatic";

/** A switch named by the label beside it, as the notification settings lay them out. */
function LabelledSwitch({ checked: initial, onCheckedChange, ...props }: SwitchProps) {
  const id = useId();
  const [checked, setChecked] = useState(initial);
  return (
    <div className="flex w-72 items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm">
        Order updates by SMS
      </label>
      <Switch
        {...props}
        id={id}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          onCheckedChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Components/Forms/Switch",
  component: Switch,
  render: (args) => <LabelledSwitch {...args} />,
  args: { checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const switchOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("switch", { name: "Order updates by SMS" });

export const Off: Story = {
  play: async ({ canvasElement }) => {
    await expect(switchOf(canvasElement)).not.toBeChecked();
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    await expect(switchOf(canvasElement)).toBeChecked();
  },
};

/** Set by something else (an account-wide rule): shown, announced, but not changed. */
export const ReadOnly: Story = {
  args: { checked: true, readOnly: true },
  play: async ({ canvasElement, args }) => {
    const toggle = switchOf(canvasElement);
    await expect(toggle).toHaveAttribute("aria-readonly", "true");
    // Unlike a disabled switch it stays in the Tab order, so a screen reader reaches it.
    await expect(toggle).toBeEnabled();
    await expect(toggle.tabIndex).toBe(0);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = switchOf(canvasElement);
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const TogglesByPointerAndKeyboard: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const toggle = switchOf(canvasElement);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toBeChecked();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { DietFilter } from "@/api/types";
import { ShoppingPreferences } from "@/components/ShoppingPreferences/ShoppingPreferences";
import { shoppingPreferencesText as text } from "@/components/ShoppingPreferences/ShoppingPreferences.text";

const meta = {
  title: "Components/Forms/ShoppingPreferences",
  component: ShoppingPreferences,
  args: { onlyShow: [], onSave: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShoppingPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preference off: nothing ticked, Save waits for a change. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement);
    await expect(section.getByRole("heading", { name: text.title })).toBeVisible();
    for (const box of section.getAllByRole("checkbox")) await expect(box).not.toBeChecked();
    const save = section.getByRole("button", { name: text.save });
    await expect(save).toBeDisabled();
    await userEvent.click(section.getByRole("checkbox", { name: text.options.HALAL }));
    await userEvent.click(section.getByRole("checkbox", { name: text.options.VEGETARIAN }));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(["VEGETARIAN", "HALAL"]);
  },
};

/** On: the saved marks are ticked. */
export const OnlyVegetarian: Story = {
  args: { onlyShow: ["VEGETARIAN"] },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(section.getByRole("checkbox", { name: text.options.VEGETARIAN })).toBeChecked();
    await expect(section.getByRole("checkbox", { name: text.options.HALAL })).not.toBeChecked();
  },
};

export const Saving: Story = {
  args: { onlyShow: ["VEGETARIAN"], saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: text.saving })).toBeDisabled();
  },
};

/** After a save: the line beside the button says it, until the next change. */
export const Saved: Story = {
  render: function SavedThenChanged(args) {
    const [onlyShow, setOnlyShow] = useState<DietFilter[]>(["HALAL"]);
    const [saved, setSaved] = useState(false);
    return (
      <ShoppingPreferences
        {...args}
        onlyShow={onlyShow}
        saved={saved}
        onSave={(marks) => {
          setOnlyShow(marks);
          setSaved(true);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await userEvent.click(section.getByRole("checkbox", { name: text.options.JAIN }));
    await userEvent.click(section.getByRole("button", { name: text.save }));
    await expect(section.getByRole("status")).toHaveTextContent(text.saved);
    await expect(section.getByRole("checkbox", { name: text.options.JAIN })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { onlyShow: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: text.loading })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { onlyShow: undefined, failed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: text.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

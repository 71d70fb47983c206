import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  PhoneNumberField,
  type PhoneNumberFieldProps,
  type PhoneNumberValue,
} from "@/components/PhoneNumberField/PhoneNumberField";
import { phoneNumberFieldText as text } from "@/components/PhoneNumberField/PhoneNumberField.text";
import { countryPhoneCodes } from "@/mocks/fixtures";

function Controlled(args: PhoneNumberFieldProps) {
  const [value, setValue] = useState<PhoneNumberValue>(args.value);
  return (
    <PhoneNumberField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Components/Forms/PhoneNumberField",
  component: PhoneNumberField,
  args: {
    label: "Phone number",
    value: { countryCode: "US", digits: "" },
    onChange: fn(),
    countries: countryPhoneCodes,
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormatsAsTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement);
    const phone = field.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(phone, "2a12-555 0123 99");
    await expect(phone).toHaveValue("(212) 555-0123");
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryCode: "US",
      digits: "2125550123",
    });
  },
};

export const ChangingCountry: Story = {
  args: { value: { countryCode: "US", digits: "2125550123" } },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement);
    await userEvent.selectOptions(field.getByRole("combobox", { name: text.countryLabel }), "IN");
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryCode: "IN",
      digits: "2125550123",
    });
  },
};

export const WithError: Story = {
  args: { error: "Please enter your phone number", required: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement);
    const phone = field.getByRole("textbox", { name: "Phone number" });
    await expect(phone).toBeRequired();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(field.getByRole("alert")).toHaveTextContent("Please enter your phone number");
  },
};

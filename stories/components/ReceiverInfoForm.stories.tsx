import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { phoneNumberFieldText } from "@/components/PhoneNumberField/PhoneNumberField.text";
import {
  EMPTY_RECEIVER_INFO,
  ReceiverInfoForm,
  receiverInfoFrom,
  validateReceiver,
  type ReceiverInfo,
  type ReceiverInfoFormProps,
} from "@/components/ReceiverInfoForm/ReceiverInfoForm";
import { receiverInfoFormText as text } from "@/components/ReceiverInfoForm/ReceiverInfoForm.text";
import { authUserFixture, countryPhoneCodes } from "@/mocks/fixtures";

/** The form is controlled: the story keeps its value as the checkout page does. */
function Controlled(args: ReceiverInfoFormProps) {
  const [value, setValue] = useState<ReceiverInfo>(args.value);
  return (
    <ReceiverInfoForm
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
  title: "Components/Forms/ReceiverInfoForm",
  component: ReceiverInfoForm,
  args: {
    value: receiverInfoFrom(authUserFixture()),
    onChange: fn(),
    countries: countryPhoneCodes,
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReceiverInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrefilledFromProfile: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole("textbox", { name: text.fullName })).toHaveValue("Amina");
    await expect(form.getByRole("textbox", { name: `${text.email} ${text.optional}` })).toHaveValue(
      "amina.khan@example.com",
    );
    await expect(
      form.getByRole("combobox", { name: phoneNumberFieldText.countryLabel }),
    ).toHaveDisplayValue("US +1");
    // The profile's +15555550123, formatted as the login field types it.
    await expect(form.getByRole("textbox", { name: text.phone })).toHaveValue("(555) 555-0123");
    await expect(validateReceiver(receiverInfoFrom(authUserFixture()), countryPhoneCodes)).toEqual({
      receiver: {
        customerName: "Amina",
        customerEmail: "amina.khan@example.com",
        customerPhone: "+15555550123",
      },
      errors: null,
    });
  },
};

export const TypingUpdatesTheValue: Story = {
  args: { value: EMPTY_RECEIVER_INFO },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole("textbox", { name: text.fullName })).toBeRequired();
    await expect(
      form.getByRole("textbox", { name: `${text.email} ${text.optional}` }),
    ).toHaveAttribute("type", "email");
    await userEvent.type(form.getByRole("textbox", { name: text.fullName }), "Omar Farooq");
    await userEvent.selectOptions(
      form.getByRole("combobox", { name: phoneNumberFieldText.countryLabel }),
      "GB",
    );
    await userEvent.type(form.getByRole("textbox", { name: text.phone }), "07911123456");
    await expect(form.getByRole("textbox", { name: text.phone })).toHaveValue("07911 123456");
    await expect(args.onChange).toHaveBeenLastCalledWith({
      fullName: "Omar Farooq",
      email: "",
      phone: { countryCode: "GB", digits: "07911123456" },
    });
    // Email is optional: a receiver without one is complete.
    await expect(
      validateReceiver(
        { fullName: "Omar Farooq", email: "", phone: { countryCode: "GB", digits: "07911123456" } },
        countryPhoneCodes,
      ),
    ).toEqual({
      receiver: { customerName: "Omar Farooq", customerPhone: "+447911123456" },
      errors: null,
    });
  },
};

export const ErrorsPerField: Story = {
  args: {
    value: { fullName: "", email: "amina@", phone: { countryCode: "US", digits: "555" } },
    errors: {
      fullName: text.fullNameRequired,
      email: text.emailInvalid,
      phone: text.phoneIncomplete,
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const name = form.getByRole("textbox", { name: text.fullName });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(text.fullNameRequired);
    await expect(
      form.getByRole("textbox", { name: `${text.email} ${text.optional}` }),
    ).toHaveAccessibleDescription(text.emailInvalid);
    await expect(form.getByRole("textbox", { name: text.phone })).toHaveAccessibleDescription(
      text.phoneIncomplete,
    );
  },
};

export const CountryCodesLoading: Story = {
  args: { countries: [], countriesLoading: true, value: EMPTY_RECEIVER_INFO },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const country = form.getByRole("combobox", { name: phoneNumberFieldText.countryLabel });
    await expect(country).toHaveDisplayValue("US +1");
    await expect(country).toBeDisabled();
    await expect(form.getByRole("textbox", { name: text.phone })).toBeEnabled();
  },
};

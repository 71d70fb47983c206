import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LoginModal } from "@/components/LoginModal/LoginModal";
import { loginModalText as text } from "@/components/LoginModal/LoginModal.text";
import { countryPhoneCodes } from "@/mocks/fixtures";
import { behaviourOnly, snapshotAt } from "../support/chromatic";
import { overlayParameters } from "../support/docsFrames";

const meta = {
  title: "Components/Overlays/LoginModal",
  component: LoginModal,
  args: {
    open: true,
    onOpenChange: fn(),
    countries: countryPhoneCodes,
    codeSentTo: null,
    onSendOtp: fn(),
    onResendOtp: fn(),
    onVerifyOtp: fn(),
    onChangeNumber: fn(),
  },
  parameters: overlayParameters,
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal renders in a portal, outside the story's canvas. */
async function modal(canvasElement: HTMLElement, title: string) {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole("dialog", { name: title }));
}

const phoneStep = (canvasElement: HTMLElement) => modal(canvasElement, text.phoneTitle);
const otpStep = (canvasElement: HTMLElement) => modal(canvasElement, text.otpTitle);

function otpBoxes(dialog: ReturnType<typeof within>) {
  return [1, 2, 3, 4].map((position) =>
    dialog.getByRole("textbox", { name: text.otpDigit(position, 4) }),
  );
}

export const PhoneStepEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await phoneStep(canvasElement);
    await expect(dialog.getByText(text.phoneDescription)).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: text.countryLabel })).toHaveDisplayValue(
      "US +1",
    );
    const phone = dialog.getByRole("textbox", { name: text.phoneLabel });
    await expect(phone).toHaveValue("");
    await expect(phone).toHaveFocus();

    // The consent must be ticked before a code can be sent.
    const send = dialog.getByRole("button", { name: text.sendOtp });
    await expect(send).toBeDisabled();
    await userEvent.click(dialog.getByRole("checkbox", { name: text.consent }));
    await expect(send).toBeEnabled();

    await userEvent.click(send);
    await expect(dialog.getByRole("alert")).toHaveTextContent("Please enter your phone number");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSendOtp).not.toHaveBeenCalled();

    // Unticking disables it again.
    await userEvent.click(dialog.getByRole("checkbox", { name: text.consent }));
    await expect(send).toBeDisabled();
  },
};

export const FormatsTheNumberAsTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await phoneStep(canvasElement);
    const phone = dialog.getByRole("textbox", { name: text.phoneLabel });

    // Digits only: letters and symbols never reach the field.
    await userEvent.type(phone, "212");
    await expect(phone).toHaveValue("(212)");
    // Deleting the ")" takes the digit before it, rather than the formatter putting it back.
    await userEvent.keyboard("{Backspace}");
    await expect(phone).toHaveValue("21");
    await userEvent.type(phone, "2a5-5b5.0#1 2 3 9 9");
    await expect(phone).toHaveValue("(212) 555-0123");

    await userEvent.click(dialog.getByRole("checkbox", { name: text.consent }));
    await userEvent.click(dialog.getByRole("button", { name: text.sendOtp }));
    await expect(args.onSendOtp).toHaveBeenCalledOnce();
    await expect(args.onSendOtp).toHaveBeenCalledWith("+12125550123");
  },
};

export const IncompleteNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await phoneStep(canvasElement);
    await userEvent.type(dialog.getByRole("textbox", { name: text.phoneLabel }), "212555");
    await userEvent.click(dialog.getByRole("checkbox", { name: text.consent }));
    await userEvent.keyboard("{Enter}");

    await expect(dialog.getByRole("alert")).toHaveTextContent(text.phoneIncomplete);
    await expect(args.onSendOtp).not.toHaveBeenCalled();

    // Typing again clears the message.
    await userEvent.type(dialog.getByRole("textbox", { name: text.phoneLabel }), "0");
    await expect(dialog.queryByRole("alert")).toBeNull();
  },
};

/** Issue 26: ten digits that no US number has (no area code starts with 0) are not sent. */
export const InvalidNumber: Story = {
  tags: ["behaviour"],
  // It ends as FormatsTheNumberAsTyped does.
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    const dialog = await phoneStep(canvasElement);
    const phone = dialog.getByRole("textbox", { name: text.phoneLabel });
    await userEvent.type(phone, "0234567890");
    await userEvent.click(dialog.getByRole("checkbox", { name: text.consent }));
    await userEvent.click(dialog.getByRole("button", { name: text.sendOtp }));

    await expect(dialog.getByRole("alert")).toHaveTextContent("Please enter a valid phone number");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(text.phoneInvalid);
    await expect(args.onSendOtp).not.toHaveBeenCalled();

    // A number of the plan goes once the shopper has corrected it.
    await userEvent.clear(phone);
    await expect(dialog.queryByRole("alert")).toBeNull();
    await userEvent.type(phone, "2125550123");
    await userEvent.click(dialog.getByRole("button", { name: text.sendOtp }));
    await expect(args.onSendOtp).toHaveBeenCalledOnce();
    await expect(args.onSendOtp).toHaveBeenCalledWith("+12125550123");
  },
};

export const AnotherCountry: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await phoneStep(canvasElement);
    const country = dialog.getByRole("combobox", { name: text.countryLabel });
    await expect(
      within(country)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["US +1", "CA +1", "GB +44", "IN +91", "PK +92", "BD +880", "AE +971"]);

    await userEvent.selectOptions(country, "GB");
    const phone = dialog.getByRole("textbox", { name: text.phoneLabel });
    await userEvent.type(phone, "07911123456");
    await expect(phone).toHaveValue("07911 123456");
    await userEvent.click(dialog.getByRole("checkbox", { name: text.consent }));
    await userEvent.click(dialog.getByRole("button", { name: text.sendOtp }));
    await expect(args.onSendOtp).toHaveBeenCalledWith("+447911123456");
  },
};

export const CountryCodesLoading: Story = {
  args: { countries: [], countriesLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await phoneStep(canvasElement);
    const country = dialog.getByRole("combobox", { name: text.countryLabel });
    // The spec's default is offered while the list loads, so the number can still be typed.
    await expect(country).toHaveDisplayValue("US +1");
    await expect(country).toBeDisabled();
    await expect(country).toHaveAccessibleDescription(text.countriesLoading);
    await expect(dialog.getByRole("textbox", { name: text.phoneLabel })).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    const dialog = await phoneStep(canvasElement);
    await userEvent.click(dialog.getByRole("checkbox", { name: text.consent }));
    const send = dialog.getByRole("button", { name: text.sending });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute("aria-busy", "true");
  },
};

export const OtpCountdownRunning: Story = {
  args: { codeSentTo: "+12125550123", resendSecondsLeft: 45 },
  play: async ({ canvasElement, args }) => {
    const dialog = await otpStep(canvasElement);
    await expect(dialog.getByText(text.otpDescription, { exact: false })).toHaveTextContent(
      "Enter the 4-digit code we sent to +1 (212) 555-0123. Change number",
    );
    await expect(dialog.getByText(text.resendIn, { exact: false })).toHaveTextContent(
      "Resend OTP in 00:45",
    );
    await expect(dialog.getByRole("button", { name: text.resendSms })).toBeDisabled();

    const whatsApp = dialog.getByRole("button", { name: text.whatsApp });
    await expect(whatsApp).toBeDisabled();
    await expect(whatsApp).toHaveAccessibleDescription(text.whatsAppUnavailable);

    const boxes = otpBoxes(dialog);
    await expect(boxes[0]).toHaveFocus();
    await expect(boxes[0]).toHaveAttribute("autocomplete", "one-time-code");
    await expect(args.onVerifyOtp).not.toHaveBeenCalled();
  },
};

export const OtpCountdownFinished: Story = {
  args: { codeSentTo: "+12125550123", resendSecondsLeft: 0 },
  play: async ({ canvasElement, args }) => {
    const dialog = await otpStep(canvasElement);
    await expect(dialog.getByText(text.noCode)).toBeVisible();
    await expect(dialog.queryByText(text.resendIn, { exact: false })).toBeNull();

    await userEvent.click(dialog.getByRole("button", { name: text.resendSms }));
    await expect(args.onResendOtp).toHaveBeenCalledOnce();
  },
};

export const LongCountdown: Story = {
  args: { codeSentTo: "+12125550123", resendSecondsLeft: 60 },
  play: async ({ canvasElement }) => {
    const dialog = await otpStep(canvasElement);
    await expect(dialog.getByText("01:00")).toBeVisible();
  },
};

export const TheFourthDigitVerifies: Story = {
  args: { codeSentTo: "+12125550123", resendSecondsLeft: 30 },
  play: async ({ canvasElement, args }) => {
    const dialog = await otpStep(canvasElement);
    const boxes = otpBoxes(dialog);

    // One digit a box: each moves on to the next, letters are ignored.
    await userEvent.keyboard("1x23");
    await expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(["1", "2", "3", ""]);
    await expect(boxes[3]).toHaveFocus();
    await expect(args.onVerifyOtp).not.toHaveBeenCalled();

    // Backspace in an empty box clears the one before and moves there.
    await userEvent.keyboard("{Backspace}");
    await expect(boxes[2]).toHaveFocus();
    await expect(boxes[2]).toHaveValue("");

    // The arrow keys move without changing anything.
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(boxes[2]).toHaveFocus();

    await userEvent.keyboard("34");
    await expect(args.onVerifyOtp).toHaveBeenCalledOnce();
    await expect(args.onVerifyOtp).toHaveBeenCalledWith("1234");
  },
};

export const PasteFillsEveryBox: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  args: { codeSentTo: "+12125550123", resendSecondsLeft: 30 },
  play: async ({ canvasElement, args }) => {
    const dialog = await otpStep(canvasElement);
    const boxes = otpBoxes(dialog);
    await expect(boxes[0]).toHaveFocus();

    await userEvent.paste("Code: 12-34");
    await expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(["1", "2", "3", "4"]);
    await expect(args.onVerifyOtp).toHaveBeenCalledOnce();
    await expect(args.onVerifyOtp).toHaveBeenCalledWith("1234");
  },
};

export const Verifying: Story = {
  args: { codeSentTo: "+12125550123", resendSecondsLeft: 30, verifying: true },
  play: async ({ canvasElement }) => {
    const dialog = await otpStep(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent(text.verifying);
    for (const box of otpBoxes(dialog)) await expect(box).toHaveAttribute("readonly");
    await expect(dialog.getByRole("button", { name: text.changeNumber })).toBeDisabled();
  },
};

export const SignedIn: Story = {
  args: { codeSentTo: "+12125550123", resendSecondsLeft: 30, signedIn: true },
  play: async ({ canvasElement }) => {
    const dialog = await otpStep(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent(text.signedIn);
  },
};

export const ChangeNumber: Story = {
  args: { codeSentTo: "+12125550123", resendSecondsLeft: 30 },
  play: async ({ canvasElement, args }) => {
    const dialog = await otpStep(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.changeNumber }));
    await expect(args.onChangeNumber).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await phoneStep(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const OnAPhone: Story = {
  args: { codeSentTo: "+12125550123", resendSecondsLeft: 42 },
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await otpStep(canvasElement);
    for (const box of otpBoxes(dialog)) await expect(box).toBeVisible();
    await expect(dialog.getByRole("button", { name: text.whatsApp })).toBeVisible();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LoginModalContainer } from "@/app/auth/LoginModalContainer";
import { loginModalText as text } from "@/components/LoginModal/LoginModal.text";
import { Button } from "@/components/ui/Button";
import { readStorage, removeStorage } from "@/lib/storage";
import { CUSTOMER_TOKEN } from "@/mocks/fixtures";
import { http } from "@/mocks/http";
import { loading, scenarios } from "@/mocks/scenarios";
import { screenOf as screen } from "../support/portal";
import { behaviourOnly, pageParameters } from "../support/chromatic";

/** The countdown's clock, moved by hand so mm:ss is exact. */
const clock = { ms: 0 };

/** What the verify call sent, read through in front of the default handler. */
const verifyBodies: unknown[] = [];
const recordVerify = http.post("/auth/login-by-phone/verify", async ({ request }) => {
  verifyBodies.push(await request.clone().json());
  return undefined;
});

/** The header's 'Login' button and the modal it opens, as the overlay host wires them. */
function LoginWithTrigger({ reload }: { reload: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Login</Button>
      <LoginModalContainer
        open={open}
        onOpenChange={setOpen}
        reload={reload}
        now={() => clock.ms}
      />
    </>
  );
}

const meta = {
  title: "App/LoginModalContainer",
  component: LoginWithTrigger,
  args: { reload: fn() },
  globals: { session: "guest" },
  parameters: { ...pageParameters, msw: [recordVerify] },
  beforeEach: () => {
    clock.ms = 0;
    verifyBodies.length = 0;
    // The country codes are cached locally; each story asks the (mock) server afresh.
    removeStorage("countryCodes");
  },
} satisfies Meta<typeof LoginWithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As stories/support/toasts' expectToast, with room for a slow machine: the toast follows a
 * request and, the first time, the toast library's own loading (toasts close after 5 s).
 */
async function expectToast(canvasElement: HTMLElement, message: string) {
  await waitFor(() => expect(screen(canvasElement).getByText(message)).toBeVisible());
}

async function openLogin(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Login" }));
  return within(await screen(canvasElement).findByRole("dialog", { name: text.phoneTitle }));
}

/** Types a number, ticks the consent and asks for a code. */
async function requestCode(canvasElement: HTMLElement, digits = "2125550123") {
  const dialog = await openLogin(canvasElement);
  await userEvent.type(dialog.getByRole("textbox", { name: text.phoneLabel }), digits);
  await userEvent.click(dialog.getByRole("checkbox", { name: text.consent }));
  await userEvent.click(dialog.getByRole("button", { name: text.sendOtp }));
  return dialog;
}

async function otpStep(canvasElement: HTMLElement) {
  return within(await screen(canvasElement).findByRole("dialog", { name: text.otpTitle }));
}

/** The code went to the server and back: allow for a slow machine. */
async function expectSignedIn(dialog: ReturnType<typeof within>) {
  await waitFor(() => expect(dialog.getByRole("status")).toHaveTextContent(text.signedIn));
}

function firstBox(dialog: ReturnType<typeof within>) {
  return dialog.getByRole("textbox", { name: text.otpDigit(1, 4) });
}

export const SignsIn: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await requestCode(canvasElement);
    const dialog = await otpStep(canvasElement);
    await expect(dialog.getByText(text.otpDescription, { exact: false })).toHaveTextContent(
      "Enter the 4-digit code we sent to +1 (212) 555-0123.",
    );
    await expect(firstBox(dialog)).toHaveFocus();

    // The mock's code, pasted: every box fills and the code is checked at once.
    await userEvent.paste("1234");
    await expectSignedIn(dialog);

    await expect(readStorage("auth_token")).toBe(CUSTOMER_TOKEN);
    await expect(readStorage("auth_user")).toMatchObject({
      phone: "+12125550123",
      isGuestUser: false,
    });
    // The guest's deviceId goes along, so the server merges the guest's cart.
    await expect(verifyBodies).toEqual([
      { recipient: "+12125550123", otp: "1234", deviceId: readStorage("deviceId") },
    ]);

    // The page reloads 1.5 s later, not at once.
    await expect(args.reload).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(args.reload).not.toHaveBeenCalled();
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
  },
};

export const CountdownAndResend: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    const dialog = await otpStep(canvasElement);
    const countdown = () => dialog.getByText(text.resendIn, { exact: false });

    await expect(countdown()).toHaveTextContent("Resend OTP in 01:00");
    await expect(dialog.getByRole("button", { name: text.resendSms })).toBeDisabled();

    clock.ms = 15_000;
    await waitFor(() => expect(countdown()).toHaveTextContent("Resend OTP in 00:45"));
    clock.ms = 59_500;
    await waitFor(() => expect(countdown()).toHaveTextContent("Resend OTP in 00:01"));

    clock.ms = 60_000;
    const resend = await dialog.findByRole("button", { name: text.resendSms });
    await waitFor(() => expect(resend).toBeEnabled());
    await expect(dialog.getByText(text.noCode)).toBeVisible();

    // A new code starts the countdown again.
    await userEvent.click(resend);
    await waitFor(() => expect(countdown()).toHaveTextContent("Resend OTP in 01:00"));
  },
};

export const TypingTheCode: Story = {
  play: async ({ canvasElement, args }) => {
    await requestCode(canvasElement);
    const dialog = await otpStep(canvasElement);
    await userEvent.keyboard("123");
    await expect(verifyBodies).toEqual([]);
    await userEvent.keyboard("4");
    await expectSignedIn(dialog);
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
  },
};

export const WrongCode: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement, args }) => {
    await requestCode(canvasElement);
    const dialog = await otpStep(canvasElement);
    await userEvent.keyboard("1111");

    await expectToast(canvasElement, "Invalid OTP. Please try again.");
    // The boxes empty for another try; the guest's session is untouched.
    await waitFor(() => expect(firstBox(dialog)).toHaveValue(""));
    await expect(firstBox(dialog)).toHaveFocus();
    await expect(readStorage("auth_token")).not.toBe(CUSTOMER_TOKEN);
    await expect(args.reload).not.toHaveBeenCalled();

    await userEvent.keyboard("1234");
    await expectSignedIn(dialog);
    // Its reload comes 1.5 s after: waited for here, so it cannot land in the next story.
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
  },
};

export const LockedOut: Story = {
  parameters: { msw: scenarios.auth.lockedOut },
  play: async ({ canvasElement, args }) => {
    await requestCode(canvasElement);
    await otpStep(canvasElement);
    await userEvent.keyboard("1234");

    await expectToast(
      canvasElement,
      "Too many wrong codes were entered for this number. Please try again later.",
    );
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  parameters: { msw: scenarios.auth.sendOtpLoading },
  play: async ({ canvasElement }) => {
    const dialog = await requestCode(canvasElement);
    const button = await dialog.findByRole("button", { name: text.sending });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const SendFails: Story = {
  parameters: { msw: scenarios.auth.sendOtpFails },
  play: async ({ canvasElement }) => {
    const dialog = await requestCode(canvasElement);
    // The server's message.
    await expectToast(canvasElement, "Failed to send OTP");
    await expect(dialog.getByRole("button", { name: text.sendOtp })).toBeEnabled();
    await expect(dialog.getByRole("textbox", { name: text.phoneLabel })).toHaveValue(
      "(212) 555-0123",
    );
  },
};

export const SendFailsWithoutAnAnswer: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.auth.networkError },
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await expectToast(canvasElement, "Failed to send OTP. Please try again.");
  },
};

export const RateLimited: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.auth.tooManyOtpRequests },
  play: async ({ canvasElement }) => {
    const dialog = await requestCode(canvasElement);
    await expectToast(canvasElement, "Too many codes requested. Try again in a minute.");
    // Still on the phone step.
    await expect(dialog.getByRole("button", { name: text.sendOtp })).toBeEnabled();
  },
};

export const CountryCodesLoading: Story = {
  parameters: { msw: [loading("get", "/support/country-phone-codes")] },
  play: async ({ canvasElement }) => {
    const dialog = await openLogin(canvasElement);
    const country = dialog.getByRole("combobox", { name: text.countryLabel });
    await expect(country).toBeDisabled();
    await expect(country).toHaveDisplayValue("US +1");
  },
};

export const CountryCodesFail: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.support.countryCodesFail },
  play: async ({ canvasElement }) => {
    const dialog = await openLogin(canvasElement);
    await expectToast(canvasElement, "Failed to load country codes. Please try again later.");
    // US +1 is still offered, so signing in still works.
    const country = dialog.getByRole("combobox", { name: text.countryLabel });
    await waitFor(() => expect(country).toBeEnabled());
    await expect(country).toHaveDisplayValue("US +1");
  },
};

export const ChangeNumberKeepsWhatWasTyped: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    const dialog = await otpStep(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: text.changeNumber }));

    const phoneStep = within(
      await screen(canvasElement).findByRole("dialog", { name: text.phoneTitle }),
    );
    await expect(phoneStep.getByRole("textbox", { name: text.phoneLabel })).toHaveValue(
      "(212) 555-0123",
    );
    await expect(phoneStep.getByRole("checkbox", { name: text.consent })).toBeChecked();
  },
};

export const KeyboardOnlyAndReset: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Login" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialogElement = await screen(canvasElement).findByRole("dialog", {
      name: text.phoneTitle,
    });
    const dialog = within(dialogElement);
    await expect(dialog.getByRole("textbox", { name: text.phoneLabel })).toHaveFocus();
    await userEvent.keyboard("2125550123");

    // Tab goes round inside the modal and never reaches the page behind it.
    for (let press = 0; press < 8; press += 1) {
      await userEvent.tab();
      await expect(dialogElement).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen(canvasElement).queryByRole("dialog")).toBeNull());
    // Radix hands focus back just after the dialog has gone.
    await waitFor(() => expect(trigger).toHaveFocus());

    // 300 ms after closing it starts over.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await userEvent.keyboard("{Enter}");
    const reopened = within(
      await screen(canvasElement).findByRole("dialog", { name: text.phoneTitle }),
    );
    await expect(reopened.getByRole("textbox", { name: text.phoneLabel })).toHaveValue("");
  },
};

export const SignedInWhileOnTheOtpStep: Story = {
  name: "Closing right after signing in still reloads",
  play: async ({ canvasElement, args }) => {
    await requestCode(canvasElement);
    await otpStep(canvasElement);
    await userEvent.keyboard("1234");
    await waitFor(() => expect(readStorage("auth_token")).toBe(CUSTOMER_TOKEN));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
  },
};

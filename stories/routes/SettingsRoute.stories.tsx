import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LOGIN_REQUIRED_MESSAGE } from "@/app/constants";
import { RequireCustomer } from "@/app/RequireCustomer";
import { useSession } from "@/app/session";
import { deleteAccountDialogText } from "@/components/DeleteAccountDialog/DeleteAccountDialog.text";
import { settingsText } from "@/components/Settings/Settings.text";
import { updateProfileDialogText } from "@/components/UpdateProfileDialog/UpdateProfileDialog.text";
import { readStorage } from "@/lib/storage";
import { scenarios, SERVER_ERROR_MESSAGE } from "@/mocks/scenarios";
import { settingsMessages } from "@/routes/settings/settingsMessages";
import { SettingsRoute } from "@/routes/SettingsRoute";
import { shoppingPreferencesText } from "@/components/ShoppingPreferences/ShoppingPreferences.text";
import { db } from "@/mocks/db";
import { onlyShowing } from "./home.scenarios";
import { screenOf } from "../support/portal";
import { expectNoToast, expectToast } from "../support/toasts";
import { behaviourOnly, pageParameters, snapshotAt } from "../support/chromatic";

const HOME = "Home page";

/** Stands in for the header: the signed-in user's first name, as the session holds it. */
function SessionProbe() {
  const { status, user } = useSession();
  return (
    <p data-testid="session">
      {status}: {user?.firstName ?? ""}
    </p>
  );
}

const meta = {
  title: "Routes/SettingsRoute",
  component: SettingsRoute,
  render: () => (
    <>
      <SessionProbe />
      <Routes>
        <Route path="/" element={<h1>{HOME}</h1>} />
        <Route
          path="/setting"
          element={
            <RequireCustomer>
              <SettingsRoute />
            </RequireCustomer>
          }
        />
      </Routes>
    </>
  ),
  parameters: { ...pageParameters, route: "/setting", layout: "fullscreen" },
  globals: { session: "customer" },
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-3xl px-4 py-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SettingsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const session = (canvasElement: HTMLElement) => page(canvasElement).getByTestId("session");

async function openProfileDialog(canvasElement: HTMLElement) {
  await userEvent.click(
    page(canvasElement).getByRole("button", { name: settingsText.updateProfile }),
  );
  return within(
    await screenOf(canvasElement).findByRole("dialog", { name: updateProfileDialogText.title }),
  );
}

async function fillProfile(
  dialog: ReturnType<typeof within>,
  { firstName, email }: { firstName: string; email: string },
) {
  const first = dialog.getByRole("textbox", { name: updateProfileDialogText.firstName });
  await userEvent.clear(first);
  if (firstName) await userEvent.type(first, firstName);
  const mail = dialog.getByRole("textbox", { name: updateProfileDialogText.email });
  await userEvent.clear(mail);
  if (email) await userEvent.type(mail, email);
  await userEvent.click(dialog.getByRole("button", { name: updateProfileDialogText.submit }));
}

async function confirmDeletion(canvasElement: HTMLElement) {
  await userEvent.click(
    page(canvasElement).getByRole("button", { name: settingsText.deleteAccount }),
  );
  const confirm = await screenOf(canvasElement).findByRole("alertdialog", {
    name: deleteAccountDialogText.title,
  });
  await userEvent.click(
    within(confirm).getByRole("button", { name: deleteAccountDialogText.confirm }),
  );
  return confirm;
}

export const ProfileShown: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      page(canvasElement).getByRole("heading", { level: 1, name: settingsText.title }),
    ).toBeVisible();
    const profile = within(
      page(canvasElement).getByRole("region", { name: settingsText.profileHeading }),
    );
    await expect(profile.getByText("Amina")).toBeVisible();
    await expect(profile.getByText("amina.khan@example.com")).toBeVisible();
    await expect(profile.getByText(settingsText.unverified)).toBeVisible();
    await expect(
      page(canvasElement).getByRole("link", { name: settingsText.links.addressBook }),
    ).toHaveAttribute("href", "/address-book");
    // The "Always show only" section loads after the page draws: the screenshot waits for it.
    const preferences = await page(canvasElement).findByRole(
      "region",
      { name: shoppingPreferencesText.title },
      { timeout: 10_000 },
    );
    await within(preferences).findByRole(
      "checkbox",
      { name: shoppingPreferencesText.options.VEGETARIAN },
      { timeout: 10_000 },
    );
  },
};

export const Mobile: Story = {
  ...ProfileShown,
  parameters: { chromatic: snapshotAt("mobile1") },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

export const UpdateProfile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openProfileDialog(canvasElement);
    await fillProfile(dialog, { firstName: "Sara", email: "sara@example.com" });
    await expectToast(canvasElement, settingsMessages.profileUpdated);
    // The session holds the server's answer, so the header shows the new first name.
    await waitFor(() => expect(session(canvasElement)).toHaveTextContent("customer: Sara"));
    await expect(readStorage("auth_user")?.email).toBe("sara@example.com");
    await expect(page(canvasElement).getByText("sara@example.com")).toBeVisible();
    await waitFor(() =>
      expect(
        screenOf(canvasElement).queryByRole("dialog", { name: updateProfileDialogText.title }),
      ).toBeNull(),
    );
  },
};

export const UpdateProfileFails: Story = {
  parameters: { msw: scenarios.users.profileUpdateFails },
  play: async ({ canvasElement }) => {
    const dialog = await openProfileDialog(canvasElement);
    await fillProfile(dialog, { firstName: "Sara", email: "taken@example.com" });
    // The server's message (409: the email is taken).
    await expectToast(canvasElement, "That email is already in use.");
    await expect(session(canvasElement)).toHaveTextContent("customer: Amina");
    // The dialog stays, with what was typed, for another try.
    await expect(dialog.getByRole("textbox", { name: updateProfileDialogText.email })).toHaveValue(
      "taken@example.com",
    );
  },
};

export const UpdateProfileFailsWithoutMessage: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.users.networkError },
  play: async ({ canvasElement }) => {
    const dialog = await openProfileDialog(canvasElement);
    await fillProfile(dialog, { firstName: "Sara", email: "sara@example.com" });
    await expectToast(canvasElement, settingsMessages.profileUpdateFailed);
  },
};

export const UpdateProfileValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openProfileDialog(canvasElement);
    await fillProfile(dialog, { firstName: "", email: "not-an-email" });
    await expect(dialog.getByText(updateProfileDialogText.firstNameRequired)).toBeVisible();
    await expect(dialog.getByText(updateProfileDialogText.emailInvalid)).toBeVisible();
    await expectNoToast(canvasElement, settingsMessages.profileUpdated);
    await expect(session(canvasElement)).toHaveTextContent("customer: Amina");
  },
};

export const DeleteAccount: Story = {
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
    await expectToast(canvasElement, settingsMessages.accountDeleted);
    // Signed out and home, without the guard's complaint about a protected page.
    await expect(await page(canvasElement).findByRole("heading", { name: HOME })).toBeVisible();
    await waitFor(() => expect(session(canvasElement)).toHaveTextContent("none:"));
    await expect(readStorage("auth_token")).toBeNull();
    await expect(readStorage("auth_user")).toBeNull();
    await expectNoToast(canvasElement, LOGIN_REQUIRED_MESSAGE);
  },
};

export const DeleteAccountFails: Story = {
  parameters: { msw: scenarios.users.serverError },
  play: async ({ canvasElement }) => {
    const confirm = await confirmDeletion(canvasElement);
    await expectToast(canvasElement, SERVER_ERROR_MESSAGE);
    // Still signed in, still here, the dialog open for another try.
    await expect(session(canvasElement)).toHaveTextContent("customer: Amina");
    await expect(confirm).toBeVisible();
  },
};

export const DeleteAccountFailsWithoutMessage: Story = {
  tags: ["behaviour"],
  parameters: { chromatic: behaviourOnly, msw: scenarios.users.networkError },
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
    await expectToast(canvasElement, settingsMessages.accountDeletionFailed);
    await expect(session(canvasElement)).toHaveTextContent("customer: Amina");
  },
};

// ----------------------------------------------------------------- always show only (issue 31)

/** The preference off: nothing ticked. Ticking Only halal and saving says so twice. */
export const ShoppingPreferenceSaved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const section = within(
      await page.findByRole("region", { name: shoppingPreferencesText.title }),
    );
    const halal = await section.findByRole("checkbox", {
      name: shoppingPreferencesText.options.HALAL,
    });
    await expect(halal).not.toBeChecked();
    await userEvent.click(halal);
    await userEvent.click(section.getByRole("button", { name: shoppingPreferencesText.save }));
    await expectToast(canvasElement, settingsMessages.preferencesSaved);
    await expect(section.getByRole("status")).toHaveTextContent(shoppingPreferencesText.saved);
    await expect(db.shoppingPreferences.onlyShow).toEqual(["HALAL"]);
  },
};

/** The preference on: the saved marks are ticked. */
export const ShoppingPreferenceOn: Story = {
  parameters: { msw: onlyShowing(["VEGETARIAN", "JAIN"]) },
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole("region", { name: shoppingPreferencesText.title }),
    );
    await expect(
      await section.findByRole("checkbox", { name: shoppingPreferencesText.options.VEGETARIAN }),
    ).toBeChecked();
    await expect(
      section.getByRole("checkbox", { name: shoppingPreferencesText.options.JAIN }),
    ).toBeChecked();
    await expect(
      section.getByRole("checkbox", { name: shoppingPreferencesText.options.HALAL }),
    ).not.toBeChecked();
  },
};

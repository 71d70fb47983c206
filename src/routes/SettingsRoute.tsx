import { lazy, startTransition, Suspense, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useDeleteAccount, useUpdateProfile } from "@/api/queries/profile";
import { useEndSession, useRefreshSession, useSession } from "@/app/session";
import { notify } from "@/app/toast";
import { Settings } from "@/components/Settings/Settings";
import { Skeleton } from "@/components/ui/Skeleton";
import type { ProfileFormValues } from "@/components/UpdateProfileDialog/profileForm";
import { paths } from "@/lib/paths";
import { failureMessage, settingsMessages } from "./settings/settingsMessages";
import { MountWhenOpened } from "@/components/ui/MountWhenOpened";
import { LanguageSwitchContainer } from "@/app/language/LanguageSwitchContainer";
import { PrivatePageMeta } from "@/app/meta/StoreMeta";
import { accountLayoutText } from "@/components/AccountLayout/AccountLayout.text";

// The "Always show only" marks load after the page draws: their form and queries are the
// catalogue pages' (tests/smoke/budget.spec.ts), and the dialogs when first opened.

const ShoppingPreferencesSection = lazy(async () => ({
  default: (await import("./settings/ShoppingPreferencesSection")).ShoppingPreferencesSection,
}));
const UpdateProfileDialog = lazy(async () => ({
  default: (await import("@/components/UpdateProfileDialog/UpdateProfileDialog"))
    .UpdateProfileDialog,
}));
const DeleteAccountDialog = lazy(async () => ({
  default: (await import("@/components/DeleteAccountDialog/DeleteAccountDialog"))
    .DeleteAccountDialog,
}));

const hrefs = {
  addressBook: paths.addressBook(),
  paymentMethods: paths.paymentMethods(),
  notifications: paths.notifications(),
};

/** /setting: the signed-in customer's profile (from the session), its update and account deletion. */
function SettingsScreen() {
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const deleteAccount = useDeleteAccount();
  const endSession = useEndSession();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const profile = {
    firstName: user?.firstName ?? null,
    phone: user?.phone ?? null,
    email: user?.email ?? null,
  };

  const saveProfile = (values: ProfileFormValues) => {
    updateProfile.mutateAsync(values).then(
      () => {
        // The stored user is already the server's answer; the header reads it from the session.
        refreshSession();
        setEditing(false);
        notify.success(settingsMessages.profileUpdated);
      },
      (error: unknown) => {
        console.error(error);
        notify.error(failureMessage(error, settingsMessages.profileUpdateFailed));
      },
    );
  };

  const confirmDelete = () => {
    if (deleteAccount.isPending) return;
    // The session's calls stop before the deletion revokes its token (no 401 on the way out),
    // and the guard of /setting stays quiet while the session ends.
    endSession({
      revoke: () => deleteAccount.mutateAsync(),
      onlyIfRevoked: true,
      continueAsGuest: true,
    }).then(
      () => {
        notify.success(settingsMessages.accountDeleted);
        startTransition(() => navigate(paths.home(), { replace: true }));
      },
      (error: unknown) => {
        console.error(error);
        notify.error(failureMessage(error, settingsMessages.accountDeletionFailed));
      },
    );
  };

  return (
    <>
      <Settings
        profile={profile}
        hrefs={hrefs}
        onEditProfile={() => setEditing(true)}
        onDeleteAccount={() => setConfirmingDelete(true)}
        language={<LanguageSwitchContainer />}
        shoppingPreferences={
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <ShoppingPreferencesSection />
          </Suspense>
        }
      />
      <MountWhenOpened open={editing}>
        <UpdateProfileDialog
          open={editing}
          onOpenChange={setEditing}
          initial={{ firstName: profile.firstName ?? "", email: profile.email ?? "" }}
          onSubmit={saveProfile}
          busy={updateProfile.isPending}
        />
      </MountWhenOpened>
      <MountWhenOpened open={confirmingDelete}>
        <DeleteAccountDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          onConfirm={confirmDelete}
          busy={deleteAccount.isPending || deleteAccount.isSuccess}
        />
      </MountWhenOpened>
    </>
  );
}

/** The page kept out of search results (docs/seo.md), titled as it is headed. */
export function SettingsRoute() {
  return (
    <>
      <PrivatePageMeta title={accountLayoutText.settings} />
      <SettingsScreen />
    </>
  );
}

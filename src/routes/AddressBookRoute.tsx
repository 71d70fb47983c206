import { lazy, useState } from "react";
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from "@/api/queries/users";
import type { Address } from "@/api/types";
import { addressToasts } from "@/app/address/addressMessages";
import { notify } from "@/app/toast";
import { AddressBook } from "@/components/AddressBook/AddressBook";
import { paths } from "@/lib/paths";
import { MountWhenOpened } from "@/components/ui/MountWhenOpened";
import { PrivatePageMeta } from "@/app/meta/StoreMeta";
import { addressBookText } from "@/components/AddressBook/AddressBook.text";

// The dialog brings the maps adapter and the address search: fetched when first opened.
const AddressDialogContainer = lazy(async () => ({
  default: (await import("@/app/address/AddressDialogContainer")).AddressDialogContainer,
}));

/** /address-book, for signed-in customers (the route guard sees to that). */
function AddressBookScreen() {
  const addresses = useAddresses({ enabled: true });
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [edited, setEdited] = useState<Address | undefined>(undefined);

  const openDialog = (address?: Address) => {
    setEdited(address);
    setDialogOpen(true);
  };

  const busyIds = [
    ...(remove.isPending ? [remove.variables] : []),
    ...(setDefault.isPending ? [setDefault.variables] : []),
  ];

  return (
    <>
      <AddressBook
        addresses={addresses.data ?? []}
        loading={addresses.isPending}
        failed={addresses.isError && !addresses.data}
        onRetry={() => void addresses.refetch()}
        settingsHref={paths.settings()}
        busyIds={busyIds}
        onAddNew={() => openDialog()}
        onEdit={openDialog}
        onRemove={(address) =>
          remove.mutate(address.id, {
            onSuccess: () => notify.success(addressToasts.removed),
            onError: (error) => {
              console.error("Removing the address failed", error);
              notify.error(addressToasts.removeFailed);
            },
          })
        }
        onSetDefault={(address) =>
          setDefault.mutate(address.id, {
            onSuccess: () => notify.success(addressToasts.defaultUpdated),
            onError: (error) => {
              console.error("Setting the default address failed", error);
              notify.error(addressToasts.defaultFailed);
            },
          })
        }
      />
      <MountWhenOpened open={dialogOpen}>
        <AddressDialogContainer open={dialogOpen} onOpenChange={setDialogOpen} address={edited} />
      </MountWhenOpened>
    </>
  );
}

/** The page kept out of search results (docs/seo.md), titled as it is headed. */
export function AddressBookRoute() {
  return (
    <>
      <PrivatePageMeta title={addressBookText.title} />
      <AddressBookScreen />
    </>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { ApiError } from "@/api/client";
import { cartShareKeys, useAddCartShareToCart, useCartShare } from "@/api/queries/cartShares";
import { useOverlays } from "@/app/overlays/overlays";
import { productMessages } from "@/app/productMessages";
import { useSession } from "@/app/session";
import { notify } from "@/app/toast";
import { PageError } from "@/components/PageError/PageError";
import {
  SharedCart,
  type SharedCartAdded,
  type SharedCartState,
} from "@/components/SharedCart/SharedCart";
import { sharedCartText } from "@/components/SharedCart/SharedCart.text";
import { paths, shareIdFromParam } from "@/lib/paths";
import { PrivatePageMeta } from "@/app/meta/StoreMeta";

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** An id no share can have names nothing: there is nothing to add and no cart to open. */
const idle = { canAdd: false, onAddAll: () => undefined, onOpenCart: () => undefined };

/**
 * /shared-cart/{id}, open to everyone. Adding needs a session: the app starts a guest session by
 * itself once a location is chosen (the location modal opens for a visitor without one), so
 * until then the page explains why it cannot add.
 */
function SharedCartScreen() {
  const id = shareIdFromParam(useParams().id);
  if (id === null) {
    return <SharedCart {...idle} state={{ status: "not-found" }} homeHref={paths.home()} />;
  }
  // Another link is another page: nothing of the previous share's state carries over.
  return <SharedCartPage key={id} id={id} />;
}

function SharedCartPage({ id }: { id: string }) {
  const share = useCartShare(id);
  const { status } = useSession();
  const addAll = useAddCartShareToCart(id);
  const overlays = useOverlays();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<SharedCartAdded | null>(null);

  const onAddAll = async () => {
    try {
      const result = await addAll.mutateAsync();
      setAdded({ addedCount: result.addedCount, skippedCount: result.skippedCount });
      if (result.addedCount > 0) notify.success(sharedCartText.added(result.addedCount));
    } catch (error) {
      // The share expired while the page was open: reading it again shows the page for that.
      if (isNotFound(error))
        void queryClient.invalidateQueries({ queryKey: cartShareKeys.detail(id) });
      else notify.error(productMessages.cartUpdateFailed);
    }
  };

  // A 404 wins over data already shown: the share has expired since it was read.
  let state: SharedCartState;
  if (isNotFound(share.error)) state = { status: "not-found" };
  else if (share.data) state = { status: "loaded", share: share.data };
  else if (share.isPending) state = { status: "loading" };
  else return <PageError homeHref={paths.home()} onRetry={() => void share.refetch()} />;

  return (
    <SharedCart
      state={state}
      canAdd={status !== "none"}
      adding={addAll.isPending}
      added={added}
      onAddAll={() => void onAddAll()}
      onOpenCart={() => overlays.open("cart")}
      homeHref={paths.home()}
    />
  );
}

/** The page kept out of search results (docs/seo.md), titled as it is headed. */
export function SharedCartRoute() {
  return (
    <>
      <PrivatePageMeta title={sharedCartText.title} />
      <SharedCartScreen />
    </>
  );
}

import { useEffect, useRef } from "react";
import { useCreateCartShare } from "@/api/queries/cartShares";
import type { OverlayContainerProps } from "@/app/overlays/overlays";
import { absoluteAddress } from "@/app/meta/siteOrigin";
import { canShareNatively, copyLink, shareLink } from "@/app/shareLink";
import {
  ShareCartDialog,
  type ShareCartLinkState,
} from "@/components/ShareCartDialog/ShareCartDialog";
import { shareCartDialogText as text } from "@/components/ShareCartDialog/ShareCartDialog.text";
import { paths } from "@/lib/paths";

/**
 * The cart drawer's share dialog. Each opening makes a new link, since the cart may have changed
 * since the last one; the server keeps each snapshot for 30 days.
 */
export function ShareCartDialogContainer({ open, onOpenChange }: OverlayContainerProps) {
  const createShare = useCreateCartShare();
  const { mutate } = createShare;
  // One request per opening, also when StrictMode runs the effect twice.
  const requested = useRef(false);

  useEffect(() => {
    if (!open) {
      requested.current = false;
      return;
    }
    if (requested.current) return;
    requested.current = true;
    mutate();
  }, [open, mutate]);

  const share = createShare.data;
  const url = share ? absoluteAddress(paths.sharedCart(share.id)) : null;
  let link: ShareCartLinkState = { status: "creating" };
  if (createShare.isError) link = { status: "failed" };
  else if (share && url && createShare.isSuccess) {
    link = { status: "ready", url, itemCount: share.items.length, expiresAt: share.expiresAt };
  }

  return (
    <ShareCartDialog
      open={open}
      onOpenChange={onOpenChange}
      link={link}
      canShareNatively={canShareNatively()}
      onShare={() => {
        if (url) void shareLink({ title: text.shareSheetTitle, text: text.shareSheetText, url });
      }}
      onCopy={() => {
        if (url) void copyLink(url);
      }}
      onRetry={() => mutate()}
    />
  );
}

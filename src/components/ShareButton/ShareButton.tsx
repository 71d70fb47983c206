import { Share2 } from "lucide-react";
import { Button } from "../ui/Button";
import { shareButtonText as text } from "./ShareButton.text";

export interface ShareButtonProps {
  /** The container shares (Web Share API) or copies the link; the button only asks. */
  onShare: () => void;
  /** What is shared, for screen readers: "Share Basmati Rice 5 kg". */
  itemName?: string;
  className?: string;
}

/**
 * 'Share' with its icon, a small ghost button. It only asks: the container shares the link
 * (the Web Share API) or copies it; with `itemName`, screen readers hear what is shared.
 */
export function ShareButton({ onShare, itemName, className }: ShareButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onShare}
      aria-label={itemName ? text.shareItem(itemName) : undefined}
      className={className}
    >
      <Share2 aria-hidden className="size-4" />
      {text.share}
    </Button>
  );
}

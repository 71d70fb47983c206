import { Check, FileText, X } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { chatMessagesText as text } from "./ChatMessages.text";
import {
  formatChatTime,
  type ChatMessageItem,
  type ChatOffer,
  type OfferDecision,
} from "./chatMessage";

export interface ChatMessageBubbleProps {
  message: ChatMessageItem;
  /** The current user's own messages sit on the right. */
  mine: boolean;
  /** Who the other side is ("Support", the rider's name), read before their messages. */
  otherSenderLabel: string;
  /** An image changes the list's height once it has loaded. */
  onImageLoad?: () => void;
  /** Answers an offered replacement; without it the card shows no buttons. */
  onDecideOffer?: (lineId: number, decision: OfferDecision) => void;
  /** The answer to this card awaits the server: its buttons are disabled. */
  deciding?: boolean;
}

// Labels are getters: the words are read when drawn, in the language active then.
const DECISIONS = [
  {
    decision: "APPROVE",
    get label() {
      return text.offer.approve;
    },
    Icon: Check,
  },
  {
    decision: "REJECT",
    get label() {
      return text.offer.reject;
    },
    Icon: X,
  },
] as const;

/** The question of an offered replacement, and Approve and Reject while it waits for an answer. */
function OfferCard({
  question,
  offer,
  onDecide,
  deciding,
}: {
  question: string;
  offer: ChatOffer;
  onDecide?: (lineId: number, decision: OfferDecision) => void;
  deciding: boolean;
}) {
  const questionId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={questionId} className="font-medium break-words">
        {question}
      </p>
      {offer.status === "PENDING" && onDecide ? (
        <div className="flex gap-2">
          {DECISIONS.map(({ decision, label, Icon }) => (
            <Button
              key={decision}
              size="sm"
              variant={decision === "APPROVE" ? "primary" : "outline"}
              aria-describedby={questionId}
              disabled={deciding}
              onClick={() => onDecide(offer.lineId, decision)}
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </Button>
          ))}
        </div>
      ) : offer.status !== "PENDING" ? (
        <p
          className={cn(
            "text-xs font-semibold",
            offer.status === "APPROVED" ? "text-brand-800" : "text-gray-700",
          )}
        >
          {offer.status === "APPROVED" ? text.offer.approved : text.offer.rejected}
        </p>
      ) : null}
    </div>
  );
}

function MessageBody({
  message,
  mine,
  onImageLoad,
  onDecideOffer,
  deciding = false,
}: Omit<ChatMessageBubbleProps, "otherSenderLabel">) {
  if (message.kind === "offer") {
    return (
      <OfferCard
        question={message.text}
        offer={message.offer}
        onDecide={onDecideOffer}
        deciding={deciding}
      />
    );
  }
  if (message.kind === "text") {
    return <p className="break-words whitespace-pre-wrap">{message.text}</p>;
  }
  if (message.kind === "image") {
    return (
      <img
        src={message.url}
        alt={message.name || text.image}
        onLoad={onImageLoad}
        className="max-h-48 w-auto max-w-full rounded-xl bg-white object-contain"
      />
    );
  }
  // A stored file, not a page of the app: a plain anchor, so the router never handles it.
  return (
    <a
      href={message.url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center gap-2 font-medium break-all underline underline-offset-2",
        mine ? "text-white" : "text-brand-800",
      )}
    >
      <FileText aria-hidden className="size-5 shrink-0" />
      {message.name || text.file}
    </a>
  );
}

/** One message: a bubble on the current user's side or the other, with its time below. */
export function ChatMessageBubble({
  message,
  mine,
  otherSenderLabel,
  onImageLoad,
  onDecideOffer,
  deciding,
}: ChatMessageBubbleProps) {
  const time = formatChatTime(message.createdAt);
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}>
      <div
        className={cn(
          "max-w-[80%] rounded-2xl text-sm",
          message.kind === "image" ? "p-1" : "px-3 py-2",
          mine
            ? "rounded-ee-sm bg-brand-700 text-white"
            : "rounded-es-sm bg-gray-100 text-gray-900",
        )}
      >
        <span className="sr-only">{mine ? text.you : otherSenderLabel}: </span>
        <MessageBody
          message={message}
          mine={mine}
          onImageLoad={onImageLoad}
          onDecideOffer={onDecideOffer}
          deciding={deciding}
        />
      </div>
      {time && (
        <time dateTime={message.createdAt} className="px-1 text-xs text-gray-600">
          {time}
        </time>
      )}
    </li>
  );
}

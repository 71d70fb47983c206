import { Phone, UserRound } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { Rider } from "@/api/types";
import { cn } from "@/lib/cn";
import { formatPhoneWithCountryCode } from "@/lib/phoneNumber";
import { riderPanelText as text } from "./RiderPanel.text";

export interface RiderPanelProps {
  rider: Rider;
  /** Under the rider's details: the order page puts its rider actions here. */
  children?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** docs/product.md § Order detail: who is bringing the order (photo, name, past orders, bio) and how to call. */
export function RiderPanel({ rider, children, headingLevel = 2, className }: RiderPanelProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  const name = `${rider.firstName} ${rider.lastName}`.trim();

  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-gray-200 bg-white p-4", className)}
    >
      <Heading
        id={headingId}
        className="text-xs font-semibold tracking-wide text-gray-600 uppercase"
      >
        {text.heading}
      </Heading>
      <div className="mt-3 flex items-center gap-3">
        <RiderPhoto src={rider.fileResponse?.fullUrl} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-semibold text-gray-900">{name}</p>
          <p className="text-sm text-gray-600">{text.pastOrders(rider.pastOrders)}</p>
        </div>
      </div>
      {rider.bio ? (
        <p className="mt-3 text-sm text-gray-700">
          <bdi>{rider.bio}</bdi>
        </p>
      ) : null}
      <a
        href={`tel:${rider.phone}`}
        className="mt-3 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:underline"
      >
        <Phone aria-hidden className="size-4" />
        <bdi dir="ltr">{formatPhoneWithCountryCode(rider.phone)}</bdi>
      </a>
      {children ? <div className="mt-4 flex flex-col gap-2">{children}</div> : null}
    </section>
  );
}

/** The photo is decorative (the name is beside it); a missing or broken one shows an icon. */
function RiderPhoto({ src }: { src: string | undefined }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        aria-hidden
        className="grid size-14 shrink-0 place-items-center rounded-full bg-gray-100 text-gray-500"
      >
        <UserRound className="size-7" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailedSrc(src)}
      className="size-14 shrink-0 rounded-full border border-gray-200 object-cover"
    />
  );
}

import { CircleCheck, CircleSlash, Copy } from "lucide-react";
import type { Coupon } from "@/api/types";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { couponListText as text } from "./CouponList.text";

export interface CouponCardProps {
  coupon: Coupon;
  onCopy: (code: string) => void;
}

/** One coupon: every field of docs/product.md § Data the screens show "Coupon", with its code ready to copy. */
export function CouponCard({ coupon, onCopy }: CouponCardProps) {
  const Applicability = coupon.isApplicable ? CircleCheck : CircleSlash;
  return (
    <article
      aria-label={coupon.name}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-gray-900">{coupon.name}</h2>
          <p className="text-sm text-gray-600">{coupon.description}</p>
        </div>
        <p
          dir="ltr"
          className="shrink-0 rounded-md bg-brand-50 px-2 py-1 text-sm font-bold text-brand-800"
        >
          {coupon.formattedValue}
        </p>
      </div>
      <p className="text-sm text-gray-700">{coupon.validity}</p>
      <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <div className="flex gap-1">
          <dt className="text-gray-600">{text.endDateLabel}</dt>
          <dd className="font-medium text-gray-900">{text.endDate(coupon.endDate)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-gray-600">{text.codeLabel}</dt>
          <dd className="flex items-center gap-2">
            <span
              dir="ltr"
              className="rounded-md border border-dashed border-gray-400 px-2 py-0.5 font-mono font-semibold tracking-wide text-gray-900"
            >
              {coupon.code}
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={text.copyCode(coupon.code)}
              onClick={() => onCopy(coupon.code)}
            >
              <Copy aria-hidden className="size-4" />
              {text.copy}
            </Button>
          </dd>
        </div>
      </dl>
      <p
        className={cn(
          "flex items-center gap-1.5 text-sm font-medium",
          coupon.isApplicable ? "text-success-700" : "text-gray-600",
        )}
      >
        <Applicability aria-hidden className="size-4" />
        {coupon.isApplicable ? text.applicable : text.notApplicable}
      </p>
    </article>
  );
}

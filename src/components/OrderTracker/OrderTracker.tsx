import { Bike, Check, CircleX, ClipboardCheck, CookingPot, House, Undo2 } from "lucide-react";
import { useId, type ComponentType } from "react";
import type { OrderStatus } from "@/api/types";
import { cn } from "@/lib/cn";
import { orderTrackerText as text } from "./OrderTracker.text";
import { trackerPosition } from "./trackerStep";

export { trackerPosition, type TrackerPosition } from "./trackerStep";

const STEP_ICONS: readonly ComponentType<{ className?: string; "aria-hidden"?: boolean }>[] = [
  ClipboardCheck,
  CookingPot,
  Bike,
  House,
];

export interface OrderTrackerProps {
  status: OrderStatus;
  /** The heading's level where the tracker sits. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * docs/product.md § Tracker: four steps, the current one's title above them. Steps before the
 * current one are done, the current one is marked for screen readers with aria-current="step".
 * A cancelled or returned order has no progress to show, so it says so instead.
 */
export function OrderTracker({ status, headingLevel = 2, className }: OrderTrackerProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  const position = trackerPosition(status);

  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-gray-200 bg-white p-4 sm:p-6", className)}
    >
      <Heading
        id={headingId}
        className="text-xs font-semibold tracking-wide text-gray-600 uppercase"
      >
        {text.heading}
      </Heading>
      {position.kind === "step" ? (
        <Steps current={position.step} />
      ) : (
        <Ended kind={position.kind} />
      )}
    </section>
  );
}

function Steps({ current }: { current: number }) {
  const title = text.steps[current - 1]?.title ?? text.steps[0].title;
  return (
    <>
      {/* Polite, so a screen reader hears the new title when the order moves on. */}
      <p aria-live="polite" className="mt-1 text-lg font-semibold text-gray-900 sm:text-xl">
        {title}
      </p>
      <ol className="mt-5 grid grid-cols-4">
        {text.steps.map((step, index) => {
          const number = index + 1;
          const state =
            number < current ? "completed" : number === current ? "current" : "upcoming";
          const Icon = STEP_ICONS[index] ?? Check;
          const last = number === text.steps.length;
          return (
            <li
              key={step.label}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className="relative flex flex-col items-center gap-2 text-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden
                  className={cn(
                    "absolute top-5 inset-e-1/2 inset-s-0 h-1 -translate-y-1/2",
                    state === "upcoming" ? "bg-gray-200" : "bg-brand-600",
                  )}
                />
              ) : null}
              {!last ? (
                <span
                  aria-hidden
                  className={cn(
                    "absolute top-5 inset-e-0 inset-s-1/2 h-1 -translate-y-1/2",
                    state === "completed" ? "bg-brand-600" : "bg-gray-200",
                  )}
                />
              ) : null}
              <span
                aria-hidden
                className={cn(
                  "relative grid size-10 place-items-center rounded-full border-2",
                  state === "completed" && "border-brand-600 bg-brand-600 text-white",
                  state === "current" &&
                    "border-brand-700 bg-brand-700 text-white ring-4 ring-brand-100",
                  state === "upcoming" && "border-gray-300 bg-white text-gray-500",
                )}
              >
                {state === "completed" ? (
                  <Check className="size-5" strokeWidth={3} />
                ) : (
                  <Icon aria-hidden className="size-5" />
                )}
              </span>
              <span
                className={cn(
                  "px-1 text-xs leading-tight sm:text-sm",
                  state === "upcoming" ? "text-gray-600" : "font-semibold text-gray-900",
                )}
              >
                {step.label}
                <span className="sr-only">, {text.stepState[state]}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function Ended({ kind }: { kind: "cancelled" | "returned" }) {
  const words = text[kind];
  const Icon = kind === "cancelled" ? CircleX : Undo2;
  return (
    <div data-state={kind} className="mt-3 flex items-start gap-3">
      <span
        aria-hidden
        className="grid size-10 shrink-0 place-items-center rounded-full bg-red-50 text-danger-700"
      >
        <Icon className="size-6" />
      </span>
      <div>
        <p aria-live="polite" className="text-lg font-semibold text-gray-900">
          {words.title}
        </p>
        <p className="text-sm text-gray-600">{words.description}</p>
      </div>
    </div>
  );
}

import { CircleAlert } from "lucide-react";
import { useId, type Ref } from "react";
import type { CheckoutProblem, CheckoutProblemKey } from "./checkoutModel";
import { checkoutPageText as text } from "./CheckoutPage.text";

export interface CheckoutProblemsProps {
  problems: readonly CheckoutProblem[];
  /** Place Order moves focus here. */
  ref?: Ref<HTMLDivElement>;
  /** A problem was chosen: the page moves focus to where it is fixed. */
  onGoTo: (key: CheckoutProblemKey) => void;
}

/** What still stops the order, listed where the shopper pressed Place Order. */
export function CheckoutProblems({ problems, ref, onGoTo }: CheckoutProblemsProps) {
  const headingId = useId();
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-xl border border-danger-600 bg-white p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-danger-600"
    >
      <p id={headingId} className="flex items-center gap-2 font-semibold text-danger-700">
        <CircleAlert aria-hidden className="size-5 shrink-0" />
        {text.problemsHeading}
      </p>
      <ul className="mt-2 space-y-1 ps-7 text-sm">
        {problems.map((problem) => (
          <li key={problem.key} className="list-disc text-danger-700 marker:text-danger-600">
            <button
              type="button"
              onClick={() => onGoTo(problem.key)}
              className="text-start text-gray-900 underline decoration-gray-400 underline-offset-2 hover:decoration-gray-900"
            >
              {problem.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { TriangleAlert } from "lucide-react";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { pageErrorText as text } from "./PageError.text";

export interface PageErrorProps {
  homeHref: string;
  onRetry: () => void;
}

/** Shown in place of a page that failed to load, so the shopper always has a way on. */
export function PageError({ homeHref, onRetry }: PageErrorProps) {
  return (
    <section
      role="alert"
      aria-labelledby="page-error-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <TriangleAlert aria-hidden className="size-12 text-warning-700" />
      <h1 id="page-error-title" className="text-xl font-semibold">
        {text.title}
      </h1>
      <p className="text-gray-600">{text.description}</p>
      <div className="flex gap-3">
        <Button onClick={onRetry}>{text.retry}</Button>
        <Button variant="outline" asChild>
          <Link href={homeHref}>{text.home}</Link>
        </Button>
      </div>
    </section>
  );
}

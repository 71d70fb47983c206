import { useEffect } from "react";
import { useRouteError } from "react-router-dom";
import { PageError } from "@/components/PageError/PageError";
import { paths } from "@/lib/paths";

/** The router's error element: a failed screen (say, a chunk that did not load) keeps the frame. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error("The page failed to render", error);
  }, [error]);
  return <PageError homeHref={paths.home()} onRetry={() => window.location.reload()} />;
}

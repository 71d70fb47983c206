import { lazy, Suspense } from "react";

// Loaded when a docs page opens, so the story tests never load the docs blocks.
const LazyDocsPage = lazy(() => import("./DocsPage"));

/** The autodocs page of every story file (`parameters.docs.page` in preview.tsx). */
export function DocsPage() {
  return (
    <Suspense fallback={null}>
      <LazyDocsPage />
    </Suspense>
  );
}

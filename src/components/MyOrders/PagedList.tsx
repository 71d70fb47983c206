import { PackageOpen } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState, LoadFailed } from "../ui/ListStatus";
import { Skeleton } from "../ui/Skeleton";
import { LoadMoreSentinel } from "./LoadMoreSentinel";
import { myOrdersText as text } from "./MyOrders.text";

export type PagedListState<T> =
  | { status: "pending" }
  | { status: "error"; onRetry: () => void }
  | {
      status: "success";
      items: readonly T[];
      /** Whether another page exists; the sentinel is only there while it does. */
      hasMore: boolean;
      loadingMore: boolean;
      onLoadMore: () => void;
    };

export interface PagedListProps<T> {
  state: PagedListState<T>;
  /** Shown when the first page is empty. */
  emptyText: string;
  renderList: (items: readonly T[]) => ReactNode;
}

/** A list that grows page by page as its end is scrolled into view. */
export function PagedList<T>({ state, emptyText, renderList }: PagedListProps<T>) {
  if (state.status === "pending") {
    return (
      <div role="status" aria-label={text.loading} className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} rounded="xl" className="h-40 w-full" />
        ))}
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <LoadFailed
        title={text.errorTitle}
        description={text.errorDescription}
        retryLabel={text.retry}
        onRetry={state.onRetry}
      />
    );
  }
  if (state.items.length === 0) {
    return <EmptyState icon={PackageOpen} title={emptyText} />;
  }
  return (
    <div className="flex flex-col gap-3">
      {renderList(state.items)}
      {state.loadingMore && (
        <p role="status" className="py-3 text-center text-sm text-gray-600">
          {text.loadingMore}
        </p>
      )}
      {state.hasMore && !state.loadingMore && <LoadMoreSentinel onLoadMore={state.onLoadMore} />}
    </div>
  );
}

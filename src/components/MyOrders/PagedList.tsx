import { PackageOpen, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/Button";
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
          <Skeleton key={index} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <TriangleAlert aria-hidden className="size-10 text-warning-700" />
        <p className="font-semibold text-gray-900">{text.errorTitle}</p>
        <p className="text-sm text-gray-600">{text.errorDescription}</p>
        <Button onClick={state.onRetry}>{text.retry}</Button>
      </div>
    );
  }
  if (state.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <PackageOpen aria-hidden className="size-10 text-gray-400" />
        <p className="font-semibold text-gray-700">{emptyText}</p>
      </div>
    );
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

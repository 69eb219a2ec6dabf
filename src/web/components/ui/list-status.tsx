import type { ReactNode } from 'react';
import { PageLoader } from '../layout/page-loader';
import { EmptyState } from './empty-state';
import { Pager } from './pager';
import { LoadError } from './load-error';

/** What a server-paged list's query gives (a TanStack Query result has all of it). */
interface ListQuery<T> {
  isPending: boolean;
  error: Error | null;
  /** Paging fields are absent from lists that come whole (e.g. waiver versions). */
  data: { items: T[]; page?: number; total?: number; page_size?: number } | undefined;
  refetch: () => Promise<unknown>;
}

interface ListStatusProps<T> {
  query: ListQuery<T>;
  /** The alert's title when the list fails, e.g. "The teams could not be loaded". */
  errorTitle: string;
  /** Shown when the page has no items. */
  emptyText: string;
  /** Pages under the list; without it, no pager. */
  onPage?: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

/** A list page's states: "Loading...", the error with Try Again, the empty text, or the items and their pages. */
export function ListStatus<T>({ query, errorTitle, emptyText, onPage, children }: ListStatusProps<T>) {
  const { data, error } = query;
  return (
    <>
      {query.isPending ? <PageLoader /> : null}
      {error ? <LoadError title={errorTitle} error={error} onRetry={() => void query.refetch()} /> : null}
      {data ? data.items.length === 0 ? <EmptyState>{emptyText}</EmptyState> : children(data.items) : null}
      {data?.page !== undefined && data.total !== undefined && data.page_size !== undefined && onPage ? (
        <Pager page={data.page} total={data.total} pageSize={data.page_size} onPage={onPage} />
      ) : null}
    </>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ADMIN_PAGING } from '../../../../contract/admin.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import type { AdminPage } from '../api/admin-request.ts';

export type PagedListProps<T> = {
  query: UseQueryResult<AdminPage<T>>;
  page: number;
  onPageChange: (page: number) => void;
  /** Names the list for assistive technology: "Users" gives "Users pages". */
  label: string;
  failedText: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
};

/** One page of an admin list with its loading, error and empty states and the page buttons. */
export function PagedList<T>({
  query,
  page,
  onPageChange,
  label,
  failedText,
  emptyText,
  children,
}: PagedListProps<T>) {
  return (
    <QueryView
      query={query}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      failedText={failedText}
    >
      {({ items, total }) =>
        items.length === 0 ? (
          <EmptyState title={emptyText} className="py-10" />
        ) : (
          <div className="flex flex-col gap-4">
            {children(items)}
            <Pagination
              label={`${label} pages`}
              page={page}
              pageSize={ADMIN_PAGING.defaultPageSize}
              total={total}
              onPageChange={onPageChange}
              busy={query.isPlaceholderData}
            />
          </div>
        )
      }
    </QueryView>
  );
}

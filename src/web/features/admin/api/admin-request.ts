import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_PAGING, TOTAL_COUNT_HEADER } from '../../../../contract/admin.ts';
import { ApiError, bearer } from '../../../lib/api-client.ts';
import { readAdminSession, removeAdminSession } from '../lib/admin-session.ts';

/** Every admin query and mutation key starts with this. */
export const ADMIN_KEY = 'admin';

/** Admin calls carry the admin session's token (SPEC §3 adminToken), never the user's. */
export const adminHeaders = (): Record<string, string> => {
  const token = readAdminSession()?.token;
  return token ? bearer(token) : {};
};

export type AdminPage<T> = { items: T[]; total: number };

/** What an admin list is asked: a page of the default size, and what to search for. */
export type AdminPageQuery = { page: number; pageSize: number; search?: string };

type PageParams = { page: number; search?: string };

/**
 * A paged admin list: the array answered, and the total from its header. The current page stays
 * on screen while the next one loads.
 */
export function adminListQuery<T>(
  name: string,
  list: (query: AdminPageQuery) => Promise<{ data?: T[]; response: Response }>,
  { page, search }: PageParams,
) {
  const query: AdminPageQuery = { page, pageSize: ADMIN_PAGING.defaultPageSize };
  if (search?.trim()) query.search = search.trim();
  return queryOptions({
    queryKey: [ADMIN_KEY, name, { page, search }],
    queryFn: async (): Promise<AdminPage<T>> => {
      const { data: items = [], response } = await list(query);
      const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
      return { items, total: Number.isFinite(total) ? total : items.length };
    },
    placeholderData: keepPreviousData,
  });
}

const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The server checks the role on every admin call (DESIGN D3). When it refuses (the session ended,
 * or it was never an admin's), the stored admin session is dropped and the browser goes back to
 * the admin login.
 */
export function useAdminSessionGuard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isRefusal(error)) return;
      removeAdminSession();
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
      navigate('/admin4921', { replace: true });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.queryKey[0] === ADMIN_KEY
      ) {
        onError(event.action.error);
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.mutation.options.mutationKey?.[0] === ADMIN_KEY
      ) {
        onError(event.action.error);
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate]);
}

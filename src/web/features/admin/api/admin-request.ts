import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_PAGING, TOTAL_COUNT_HEADER } from '../../../../contract/admin.ts';
import {
  ApiError,
  apiRequest,
  readResponse,
  sendRequest,
  type RequestOptions,
} from '../../../lib/api-client.ts';
import { readAdminSession, removeAdminSession } from '../../../lib/session.ts';

/** Every admin query and mutation key starts with this. */
export const ADMIN_KEY = 'admin';

/** Admin calls carry the admin session's token (SPEC §3 adminToken), never the user's. */
const adminToken = () => readAdminSession()?.token ?? null;

export const adminRequest = <T>(path: string, options: Omit<RequestOptions, 'token'> = {}) =>
  apiRequest<T>(path, { ...options, token: adminToken() });

export type AdminPage<T> = { items: T[]; total: number };

/** One page of an admin list: the array answered, and the total from its header. */
export async function adminPage<T>(path: string): Promise<AdminPage<T>> {
  const response = await sendRequest(path, { token: adminToken() });
  const items = await readResponse<T[]>(response);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isFinite(total) ? total : items.length };
}

type PageParams = { page: number; search?: string };

/** A paged admin list; the current page stays on screen while the next one loads. */
export function adminListQuery<T>(name: string, path: string, { page, search }: PageParams) {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(ADMIN_PAGING.defaultPageSize),
  });
  if (search?.trim()) query.set('search', search.trim());
  return queryOptions({
    queryKey: [ADMIN_KEY, name, { page, search }],
    queryFn: () => adminPage<T>(`${path}?${query}`),
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

/**
 * Session state (SPEC §4). <AuthProvider> checks a stored token on load with GET /api/auth/me;
 * a failed check removes the token. `useAuth()` gives:
 *   status  'loading' | 'signed-in' | 'signed-out'
 *   user    the signed-in User, or null
 *   signIn(response)   store the token and user from a login/signup answer
 *   logout()           POST /api/auth/logout (best effort), then forget the session
 *   refreshUser()      re-fetch the profile (after a plan change, for instance)
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { AuthResponse, User } from '../../contract/auth.ts';
import { answer, api, ApiError, bearer } from './api-client.ts';
import { readToken, removeToken, writeToken } from './session.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

type AuthContextValue = {
  status: AuthStatus;
  user: User | null;
  signIn: (response: AuthResponse) => void;
  logout: () => Promise<void>;
  refreshUser: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export const getMe = (token: string) => answer(api.GET('/api/auth/me', { headers: bearer(token) }));

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'me', token],
    queryFn: () => getMe(token!),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);
  const me = useQuery(meQueryOptions(token));

  // A rejected or failed check forgets the stored token; `status` already reads signed-out.
  useEffect(() => {
    if (me.isError) removeToken();
  }, [me.isError]);

  // Any call answered 401 means the session ended elsewhere (logout, password change, expiry):
  // re-checking the profile then signs this tab out too.
  useEffect(() => {
    const recheckOn401 = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.queryKey[0] !== 'auth'
      ) {
        recheckOn401(event.action.error);
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        recheckOn401(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  const signIn = useCallback(
    ({ token: newToken, user }: AuthResponse) => {
      writeToken(newToken);
      queryClient.setQueryData(meQueryOptions(newToken).queryKey, user);
      setToken(newToken);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    if (token)
      await api.POST('/api/auth/logout', { headers: bearer(token) }).catch(() => undefined);
    removeToken();
    setToken(null);
    queryClient.clear();
  }, [queryClient, token]);

  const refreshUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
  }, [queryClient]);

  const status: AuthStatus =
    token === null || me.isError ? 'signed-out' : me.data ? 'signed-in' : 'loading';

  const value = useMemo(
    () => ({
      status,
      user: status === 'signed-in' ? (me.data ?? null) : null,
      signIn,
      logout,
      refreshUser,
    }),
    [status, me.data, signIn, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

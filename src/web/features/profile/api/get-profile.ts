import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';

export const profileQueryKey = ['profile'] as const;

export const getProfile = () => answer(api.GET('/api/user/profile'));

/** Read afresh on every visit: an admin may have changed the plan since the session began. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 0 });

export const useProfile = () => useQuery(profileQueryOptions());

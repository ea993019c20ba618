import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { VoteBody, VoteTally } from '../../../../contract/votes.ts';
import { answer, api } from '../../../lib/api-client.ts';

const liveVotesKey = (code: string) => ['live', code.toUpperCase(), 'votes'] as const;

/** GET /api/live/{code}/votes: the aggregates a viewer starts from; kept current by the stream. */
export function useLiveVotes(code: string) {
  return useQuery({
    queryKey: liveVotesKey(code),
    queryFn: async () =>
      (
        await answer(
          api.GET('/api/live/{code}/votes', { params: { path: { code: code.toUpperCase() } } }),
        )
      ).votes,
  });
}

const setVotes = (queryClient: QueryClient, code: string, votes: VoteTally) =>
  queryClient.setQueryData(liveVotesKey(code), votes);

/** What a live stream tells the votes: the `votes` event's aggregates (DESIGN D21). */
export function useVoteListeners(code: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({ onVotes: (votes: VoteTally) => setVotes(queryClient, code, votes) }),
    [queryClient, code],
  );
}

/** POST /api/live/{code}/votes, as the signed-in viewer. */
export function useCastVote(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VoteBody) =>
      (
        await answer(
          api.POST('/api/live/{code}/votes', {
            params: { path: { code: code.toUpperCase() } },
            body,
          }),
        )
      ).votes,
    onSuccess: (votes) => setVotes(queryClient, code, votes),
  });
}

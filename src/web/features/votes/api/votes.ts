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

const ownerVotesKey = (conversationId: string) =>
  ['conversations', 'votes', conversationId] as const;

/** GET /api/conversations/{id}/votes: the owner's aggregates; kept current by the stream. */
export function useOwnerVotes(conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ownerVotesKey(conversationId),
    queryFn: async () =>
      (
        await answer(
          api.GET('/api/conversations/{id}/votes', { params: { path: { id: conversationId } } }),
        )
      ).votes,
    enabled,
  });
}

/** The owner's stream: the `votes` event's aggregates. */
export function useOwnerVoteListeners(conversationId: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onVotes: (votes: VoteTally) => queryClient.setQueryData(ownerVotesKey(conversationId), votes),
    }),
    [queryClient, conversationId],
  );
}

/** PATCH /api/conversations/{id}/votes: voting on or off. */
export function useSetVoting(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (
        await answer(
          api.PATCH('/api/conversations/{id}/votes', {
            params: { path: { id: conversationId } },
            body: { enabled },
          }),
        )
      ).votes,
    onSuccess: (votes) => queryClient.setQueryData(ownerVotesKey(conversationId), votes),
  });
}

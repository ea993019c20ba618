import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  VERDICT_LIMITS,
  VERDICT_UI_TEXT,
  withVerdict,
  type Verdict,
} from '../../../../contract/verdicts.ts';
import { answer, api, ApiError, failureMessage } from '../../../lib/api-client.ts';

export const verdictsQueryKey = (conversationId: string) =>
  ['conversations', 'verdicts', conversationId] as const;

/**
 * Every verdict of a conversation, oldest first, page by page: a conversation keeps at most
 * VERDICT_LIMITS.perConversation, one or two pages of the largest size.
 */
async function allVerdicts(conversationId: string): Promise<Verdict[]> {
  let verdicts: Verdict[] = [];
  let cursor: string | undefined;
  do {
    const page = await answer(
      api.GET('/api/conversations/{id}/verdicts', {
        params: { path: { id: conversationId }, query: { limit: VERDICT_LIMITS.pageMax, cursor } },
      }),
    );
    verdicts = verdicts.concat(page.verdicts);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return verdicts;
}

/** GET /api/conversations/{id}/verdicts, every page, oldest first; kept current by `addVerdict`. */
export function useVerdicts(conversationId: string) {
  return useQuery({
    queryKey: verdictsQueryKey(conversationId),
    queryFn: () => allVerdicts(conversationId),
  });
}

/** A verdict streamed (the `verdict` event) or answered: one of each, oldest first. */
export function addVerdict(queryClient: QueryClient, verdict: Verdict): void {
  queryClient.setQueryData<Verdict[]>(verdictsQueryKey(verdict.conversationId), (known) =>
    withVerdict(known ?? [], verdict),
  );
}

/** What a conversation's event stream tells the verdicts: one arrived, or some may be missed. */
export function useVerdictListeners(conversationId: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onVerdict: (verdict: Verdict) => addVerdict(queryClient, verdict),
      onResumed: () =>
        void queryClient.invalidateQueries({ queryKey: verdictsQueryKey(conversationId) }),
    }),
    [queryClient, conversationId],
  );
}

/** POST /api/conversations/{id}/verdict: the judge reads the debate so far (DESIGN D18). */
export function useRequestVerdict(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await answer(
          api.POST('/api/conversations/{id}/verdict', {
            params: { path: { id: conversationId } },
            // The conversation's judge (DESIGN D18).
            body: {},
          }),
        )
      ).verdict,
    onSuccess: (verdict) => addVerdict(queryClient, verdict),
  });
}

/**
 * The Judge action of a conversation screen: asks for a verdict; a refusal over the usage
 * limit (402) goes to `onLimit`, as the screens show their other limit refusals (the usage
 * dialog); any other failure (409: fewer than two replies; 502: no usable verdict) is `error`.
 */
export function useJudge(conversationId: string, onLimit: (message: string) => void) {
  const request = useRequestVerdict(conversationId);
  const refusedOverLimit =
    request.error instanceof ApiError && request.error.status === 402 ? request.error : null;
  return {
    judge: () =>
      request.mutate(undefined, {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 402) {
            onLimit(failureMessage(error, VERDICT_UI_TEXT.judgeFailed));
          }
        },
      }),
    pending: request.isPending,
    error:
      request.isError && !refusedOverLimit
        ? failureMessage(request.error, VERDICT_UI_TEXT.judgeFailed)
        : null,
  };
}

export type Judge = ReturnType<typeof useJudge>;

import { useMemo, useState } from 'react';
import { viewerEventsSchema } from '../../../../contract/conversation-events.ts';
import { LIVE_TEXT, type LiveSessionInfo } from '../../../../contract/live.ts';
import { apiUrl } from '../../../lib/api-client.ts';
import { withVerdict, type Verdict } from '../../../../contract/verdicts.ts';
import { useConversationEvents, type EventSource } from '../../session/api/conversation-events.ts';
import { useVoteListeners } from '../../votes/api/votes.ts';

/**
 * GET /api/live/{code}/events: the conversation's events in the viewer's projection. 404 or 429,
 * even after a successful join, and an `ended` event: the session is unavailable and no retry
 * is made. Anything else that ends the stream (network, 5xx, a server restarting or shedding
 * load) is retried, resuming from the last event id, so nothing is missed or doubled.
 */
export const liveEvents = (code: string): EventSource<LiveSessionInfo> => ({
  url: apiUrl('/api/live/{code}/events', { code }),
  schema: viewerEventsSchema,
  isFinal: (refusal) => refusal.status === 404 || refusal.status === 429,
  fallbackMessage: (status) => (status === 404 ? LIVE_TEXT.notFound : LIVE_TEXT.tooManyRequests),
});

/**
 * The live session for /live/{code}: its messages, what it shows of the conversation, its
 * connection, and the verdicts made while watching (DESIGN D18), oldest first. A signed-in
 * viewer's stream sends the session token, so it ends with the session; a signed-out viewer
 * watches by the code alone.
 */
export function useLiveStream(code: string) {
  const source = useMemo(() => liveEvents(code), [code]);
  const [verdicts, setVerdicts] = useState<Verdict[]>([]);
  const { onVotes } = useVoteListeners(code);
  const listeners = useMemo(
    () => ({
      onVerdict: (verdict: Verdict) => setVerdicts((known) => withVerdict(known, verdict)),
      onVotes,
    }),
    [onVotes],
  );
  const stream = useConversationEvents(source, null, listeners);
  return {
    sessionInfo: stream.view,
    messages: stream.view?.messages ?? [],
    connection: stream.connection,
    unavailableReason: stream.ended?.message ?? null,
    verdicts,
  };
}

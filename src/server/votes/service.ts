import { createHash } from 'node:crypto';
import { CONVERSATION_TEXT } from '../../contract/conversations.ts';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { LIVE_TEXT } from '../../contract/live.ts';
import {
  EMPTY_STANCES,
  VOTE_STANCES,
  VOTE_TEXT,
  type StanceCounts,
  type VoteBody,
  type VoteTally,
} from '../../contract/votes.ts';
import { conversationChannel } from '../events/bus.ts';
import { AppError } from '../lib/app-error.ts';
import type { PollCount, VoteRepository } from './repository.ts';

/** A debate in one of these has ended: the "after" poll and the People's Choice are open. */
const ENDED = new Set(['finished', 'stopped', 'failed']);

/** The aggregates of one conversation's votes (counts only). */
export function toTally(counts: readonly PollCount[], enabled: boolean): VoteTally {
  const stances = (poll: 'before' | 'after'): StanceCounts => {
    const tally = { ...EMPTY_STANCES };
    for (const row of counts) {
      const stance = VOTE_STANCES.find((known) => known === row.choice);
      if (row.poll === poll && stance) tally[stance] = row.votes;
    }
    return tally;
  };
  const peoplesChoice = counts
    .filter((row) => row.poll === 'winner')
    .map((row) => ({ slot: row.choice, votes: row.votes }))
    .sort((a, b) => b.votes - a.votes || a.slot.localeCompare(b.slot));
  return { enabled, before: stances('before'), after: stances('after'), peoplesChoice };
}

/**
 * Who votes: a signed-in account, else an anonymous viewer's token bound to the share code it
 * votes through (stored hashed: the token is the viewer's secret, and a token is worth one vote
 * per code only).
 */
function voterOf(user: { id: string } | undefined, code: string, viewer: string | undefined) {
  if (user) return `user:${user.id}`;
  if (!viewer) throw new AppError('bad_request', VOTE_TEXT.whoIsVoting);
  return `viewer:${createHash('sha256').update(`${code}:${viewer}`).digest('hex')}`;
}

/**
 * Audience votes (DESIGN D21): one vote per voter and poll, checked by a unique index so it holds
 * across processes; after each vote the conversation's aggregates go out as a `votes` event on
 * its channel, to the owner's stream and every viewer's, on every process.
 */
export function createVoteService(deps: {
  repository: VoteRepository;
  events: { publish(channel: string, event: ConversationEvent): void };
}) {
  const { repository, events } = deps;

  async function tallyOf(conversationId: string): Promise<VoteTally> {
    const [counts, enabled] = await Promise.all([
      repository.counts([conversationId]),
      repository.votingEnabled(conversationId),
    ]);
    return toTally(counts.get(conversationId) ?? [], enabled);
  }

  async function owned(user: { id: string }, conversationId: string) {
    if ((await repository.findOwnerId(conversationId)) !== user.id) {
      throw new AppError('not_found', CONVERSATION_TEXT.notFound);
    }
  }

  async function live(code: string) {
    const found = await repository.findByCode(code);
    if (!found) throw new AppError('not_found', LIVE_TEXT.notFound);
    return found;
  }

  return {
    /** POST /api/live/{code}/votes. */
    async vote(user: { id: string } | undefined, code: string, body: VoteBody): Promise<VoteTally> {
      const conversation = await live(code);
      const voter = voterOf(user, code, body.viewer);
      if (!(await repository.votingEnabled(conversation.id))) {
        throw new AppError('conflict', VOTE_TEXT.votingOff);
      }
      const ended = ENDED.has(conversation.status);
      const [poll, choice] = 'winner' in body ? ['winner', body.winner] : [body.phase, body.stance];
      if (poll === 'before' && ended) throw new AppError('conflict', VOTE_TEXT.beforeIsClosed);
      if (poll !== 'before' && !ended) throw new AppError('conflict', VOTE_TEXT.notEndedYet);
      if (poll === 'winner' && !conversation.slots.includes(choice)) {
        throw new AppError('bad_request', VOTE_TEXT.unknownWinner);
      }
      const counted = await repository.insertVote({
        conversationId: conversation.id,
        voter,
        poll: poll as 'before' | 'after' | 'winner',
        choice,
      });
      if (!counted) throw new AppError('conflict', VOTE_TEXT.alreadyVoted);
      const votes = await tallyOf(conversation.id);
      events.publish(conversationChannel(conversation.id), { type: 'votes', votes });
      return votes;
    },

    /** GET /api/live/{code}/votes: the aggregates a viewer starts from. */
    async liveTally(code: string): Promise<VoteTally> {
      return tallyOf((await live(code)).id);
    },

    /** GET /api/conversations/{id}/votes: the owner's aggregates. */
    async tally(user: { id: string }, conversationId: string): Promise<VoteTally> {
      await owned(user, conversationId);
      return tallyOf(conversationId);
    },

    /** PATCH /api/conversations/{id}/votes: the owner turns voting on or off. */
    async setEnabled(
      user: { id: string },
      conversationId: string,
      enabled: boolean,
    ): Promise<VoteTally> {
      await owned(user, conversationId);
      await repository.setVoting(conversationId, enabled);
      const votes = await tallyOf(conversationId);
      events.publish(conversationChannel(conversationId), { type: 'votes', votes });
      return votes;
    },

    /** Each conversation's aggregates (the export's and analytics'). */
    async tallies(conversationIds: readonly string[]): Promise<Map<string, VoteTally>> {
      const counts = await repository.counts(conversationIds);
      return new Map(
        await Promise.all(
          conversationIds.map(
            async (id) =>
              [id, toTally(counts.get(id) ?? [], await repository.votingEnabled(id))] as const,
          ),
        ),
      );
    },
  };
}

export type VoteService = ReturnType<typeof createVoteService>;

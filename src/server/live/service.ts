import {
  CONVERSATION_TEXT,
  type InterveneBody,
  type SpeakBody,
} from '../../contract/conversations.ts';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import {
  LIVE,
  LIVE_TEXT,
  type Collaborator,
  type LiveJoinResponse,
  type LivePollResponse,
  type LiveSharing,
} from '../../contract/live.ts';
import type { ConversationService } from '../conversations/service.ts';
import { messageForViewer } from '../conversations/views.ts';
import { AppError } from '../lib/app-error.ts';
import { isUniqueViolation } from '../models/repository.ts';
import { generateShareToken } from '../models/share-token.ts';
import type { LiveRepository } from './repository.ts';
import { toSessionInfo } from './projection.ts';

type Caller = { id: string };

/** The runner's watch (snapshot, then live events, from whichever process runs it). */
export type WatchConversation = (
  conversationId: string,
  send: (event: ConversationEvent) => void,
  countsAsOwner: boolean,
) => Promise<(() => void) | null>;

const CODE_ATTEMPTS = 5;
const conversationNotFound = () => new AppError('not_found', CONVERSATION_TEXT.notFound);
/** One answer for unknown, revoked and malformed-but-valid codes: a guess learns nothing. */
const sessionNotFound = () => new AppError('not_found', LIVE_TEXT.notFound);

/** Sets a live code on the conversation (the one it has, if any), drawing again on a collision. */
async function drawLiveCode(
  repository: LiveRepository,
  conversationId: string,
  generateCode: () => string,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const shareCode = await repository.setCode(conversationId, generateCode());
      if (!shareCode) throw conversationNotFound();
      return shareCode;
    } catch (error) {
      if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Collaborators' seats (decision 039): the account named by email, and the live session its
 * debate is shared through from the start, the collaborators invited to it.
 */
export function createSeatSharing(deps: {
  repository: LiveRepository;
  generateCode?: () => string;
}) {
  const { repository } = deps;
  const generateCode = deps.generateCode ?? (() => generateShareToken());
  return {
    accountOf: (email: string) => repository.accountIdByEmail(email),
    async share(conversationId: string, emails: readonly string[]): Promise<string> {
      const shareCode = await drawLiveCode(repository, conversationId, generateCode);
      for (const email of new Set(emails)) {
        await repository.invite(conversationId, email, LIVE.maxCollaborators);
      }
      return shareCode;
    },
  };
}

export type SeatSharing = ReturnType<typeof createSeatSharing>;

export function createLiveService(deps: {
  repository: LiveRepository;
  conversations: ConversationService;
  watch: WatchConversation;
  generateCode?: () => string;
}) {
  const { repository, conversations } = deps;
  const generateCode = deps.generateCode ?? (() => generateShareToken());

  /** The live code of the caller's conversation; another user's is 404 like a missing one. */
  async function owned(user: Caller, id: string) {
    const sharing = await repository.findSharing(id);
    if (!sharing || sharing.ownerId !== user.id) throw conversationNotFound();
    return { liveCode: sharing.liveCode };
  }

  async function session(code: string) {
    const found = await repository.findByCode(code);
    if (!found) throw sessionNotFound();
    // Through the conversation service (as its owner), so the holding process answers.
    const conversation = await conversations
      .get({ id: found.ownerId }, found.id)
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') throw sessionNotFound();
        throw error;
      });
    return { ...found, conversation };
  }

  async function sharing(conversationId: string, liveCode: string | null): Promise<LiveSharing> {
    return {
      shareCode: liveCode,
      collaborators: liveCode ? await repository.listCollaborators(conversationId) : [],
    };
  }

  return {
    async sharing(user: Caller, id: string): Promise<LiveSharing> {
      const { liveCode } = await owned(user, id);
      return sharing(id, liveCode);
    },

    /** Going live twice answers the same code; revoking and going live again draws a new one. */
    async goLive(user: Caller, id: string): Promise<{ shareCode: string }> {
      await owned(user, id);
      return { shareCode: await drawLiveCode(repository, id, generateCode) };
    },

    /** Answers the revoked code (null when there was none), so open streams can be closed. */
    async stopLive(user: Caller, id: string): Promise<{ id: string; code: string | null }> {
      const { liveCode } = await owned(user, id);
      await repository.clearCode(id);
      return { id, code: liveCode };
    },

    /**
     * Invites `email` (normalised as users' emails are) to take part. The answer and the work
     * are the same whether the address has an account, or will have one later: a signed-in
     * user is a collaborator when their email has an invitation (decision 020). Only the
     * owner's own address is refused, which tells the owner nothing they did not know.
     */
    async addCollaborator(
      user: Caller & { email: string },
      id: string,
      email: string,
    ): Promise<Collaborator> {
      const { liveCode } = await owned(user, id);
      if (!liveCode) throw new AppError('conflict', LIVE_TEXT.notLive);
      if (email === user.email) throw new AppError('bad_request', LIVE_TEXT.collaboratorIsOwner);
      const invitation = await repository.invite(id, email, LIVE.maxCollaborators);
      if (!invitation) throw new AppError('conflict', LIVE_TEXT.tooManyCollaborators);
      return invitation;
    },

    async removeCollaborator(user: Caller, id: string, invitationId: string): Promise<void> {
      await owned(user, id);
      if (!(await repository.removeCollaborator(id, invitationId))) {
        throw new AppError('not_found', LIVE_TEXT.collaboratorNotFound);
      }
    },

    /** SPEC §7's poll: finished messages from `since` on (inclusive: the client skips known ids). */
    async poll(code: string, since: string | undefined): Promise<LivePollResponse> {
      const { conversation } = await session(code);
      const from = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
      return {
        success: true,
        sessionInfo: toSessionInfo(code, conversation),
        messages: conversation.messages
          .filter(
            (message) => message.status !== 'streaming' && Date.parse(message.timestamp) >= from,
          )
          .map(messageForViewer)
          .map(({ id, sender, content, timestamp }) => ({ id, sender, content, timestamp })),
      };
    },

    /** The caller's role, and the seats they hold: the owner's own, or a collaborator's. */
    async join(user: Caller, code: string): Promise<LiveJoinResponse> {
      const { id, ownerId, conversation } = await session(code);
      const sessionInfo = toSessionInfo(code, conversation);
      if (ownerId === user.id) {
        const seats = conversation.agents.filter((agent) => agent.seat === 'owner');
        return { sessionInfo, role: 'owner', seats: seats.map((agent) => agent.slot) };
      }
      const seats = await repository.seatsOf(id, user.id);
      const role =
        seats.length > 0 || (await repository.isCollaborator(id, user.id))
          ? 'collaborator'
          : 'viewer';
      return { sessionInfo, role, seats };
    },

    /**
     * A person speaks in their seat from the live session (decision 039): the owner in theirs, a
     * collaborator in the seats they hold; anyone holding none is answered as if there were none.
     */
    async speak(user: Caller, code: string, body: SpeakBody): Promise<void> {
      const found = await repository.findByCode(code);
      if (!found) throw sessionNotFound();
      if (found.ownerId === user.id) {
        await conversations.speak(user, found.id, body);
        return;
      }
      const seats = await repository.seatsOf(found.id, user.id);
      if (seats.length === 0) throw sessionNotFound();
      await conversations.speakInSeats({ id: found.ownerId }, found.id, seats, body);
    },

    /** A collaborator steps in as the owner would (the owner's running-conversation cap applies). */
    async intervene(user: Caller, code: string, body: InterveneBody): Promise<void> {
      const found = await repository.findByCode(code);
      if (!found) throw sessionNotFound();
      if (found.ownerId !== user.id && !(await repository.isCollaborator(found.id, user.id))) {
        throw new AppError('forbidden', LIVE_TEXT.viewersCannotWrite);
      }
      await conversations.intervene({ id: found.ownerId }, found.id, body);
    },

    /** Resolves a code for a viewer's event stream. */
    async findStream(code: string): Promise<{ conversationId: string }> {
      const found = await repository.findByCode(code);
      if (!found) throw sessionNotFound();
      return { conversationId: found.id };
    },

    watch: deps.watch,

    /** Of `streams` (conversation id → the code it was opened with), those no longer live. */
    async revoked(streams: Map<string, string>): Promise<string[]> {
      const current = await repository.currentCodes([...streams.keys()]);
      return [...streams].filter(([id, code]) => current.get(id) !== code).map(([id]) => id);
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

import type { ConversationRunner } from '../../src/server/conversations/runner.ts';
import type { Db } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';

/**
 * A new user's duel on the offline model, created straight on a runner (tests of the runtime
 * below the HTTP API): the user row, then the conversation, as the service would create it.
 */
export async function startRunnerDuel(
  runner: ConversationRunner,
  db: Db,
  debate: { email: string; title: string; openingLine: string },
) {
  const [owner] = await db
    .insert(users)
    .values({ email: debate.email, name: debate.title, passwordHash: 'x' })
    .returning();
  return runner.create({
    ownerId: owner!.id,
    mode: 'duel',
    title: debate.title,
    openingLine: debate.openingLine,
    startingSlot: 'model-a',
    agents: ['model-a', 'model-b'].map((slot, position) => ({
      slot,
      name: slot,
      modelId: 'parley-sparring-partner',
      customModelId: null,
      seat: 'model' as const,
      seatUserId: null,
      personaId: null,
      systemInstructions: '',
      position,
    })),
  });
}

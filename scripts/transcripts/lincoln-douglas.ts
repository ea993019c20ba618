// `node --import tsx scripts/transcripts/lincoln-douglas.ts`: plays the Lincoln–Douglas debate of
// docs/transcripts/lincoln-douglas-offline.md through the real API (an in-memory database): the
// owner holds the affirmative seat and speaks the nine turns below, the offline model holds the
// negative, and the offline judge gives the verdict at the end. Prints the markdown export.
import type { Conversation } from '../../src/contract/conversations.ts';
import { OFFLINE_MODEL_ID } from '../../src/contract/models.ts';
import { buildTestApp, signUp } from '../../test/helpers/app.ts';
import {
  createDebate,
  debateBody,
  listVerdicts,
  post,
  waitForDebate,
} from '../../test/helpers/conversations.ts';

/** The owner's turns, in the order the format gives them the floor. */
const OWNER_TURNS = [
  // Affirmative constructive.
  'Cars in city centres cost lives through crashes and dirty air, so a ban protects the people who live and work there.',
  // Answers in the negative's cross-examination.
  'The crash and air-quality figures are public: where centres closed to cars, injuries and pollution fell within a year.',
  'Councils pay at first, and the congestion savings and fewer hospital admissions pay them back.',
  'Shops lose some drivers and gain more walkers, who stay longer and come back more often.',
  // Questions in the affirmative's cross-examination.
  'Do you accept that traffic deaths in centres fall where cars are banned?',
  'Is a short walk from a car park not a small price for cleaner air?',
  'Who pays today for the asthma that traffic fumes cause?',
  // Rebuttals (the affirmative speaks first and last).
  'My opponent never disputed the harm cars do in the centre, and offers no plan against it; the ban is that plan.',
  'In closing, the ban saves lives and keeps the centre alive, and my opponent never answered that.',
];

const test = await buildTestApp({
  env: { CONVERSATION_TURN_DELAY_MS: '0', OFFLINE_MODEL_TOKENS_PER_SECOND: '0' },
});
try {
  const { auth } = await signUp(test.app);
  const created = await createDebate(
    test.app,
    auth,
    debateBody({
      format: 'lincoln-douglas',
      judge: { model: OFFLINE_MODEL_ID, everyCheckpoint: true },
      agents: [
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue for the ban.', seat: 'owner' },
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You argue against the ban.' },
      ],
    }),
  );
  const mine = (c: Conversation) => c.awaitingSeat === 'model-a' || c.status === 'finished';
  for (const content of OWNER_TURNS) {
    const debate = await waitForDebate(test.app, auth, created.id, mine, 60_000);
    if (debate.status === 'finished') throw new Error('The debate ended before the owner spoke.');
    const spoken = await post(test.app, auth, `/api/conversations/${created.id}/speak`, {
      content,
    });
    if (spoken.statusCode !== 200) throw new Error(spoken.body);
  }
  await waitForDebate(test.app, auth, created.id, (c) => c.status === 'finished', 60_000);
  const deadline = Date.now() + 60_000;
  while ((await listVerdicts(test.app, auth, created.id)).length === 0) {
    if (Date.now() > deadline) throw new Error('No verdict within a minute.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exported = await test.app.inject({
    method: 'GET',
    url: `/api/conversations/${created.id}/export?format=md`,
    headers: auth,
  });
  console.log(exported.body);
} finally {
  await test.close();
}

/**
 * The judge panel's position consistency (DESIGN D21, decision 035), measured on 20 offline
 * debates through the real server: each debate is judged by a panel of three fake provider judges
 * (test/fake-providers; one made position-biased with `[fake:judge-flips=…]`) and by the offline
 * judge, each judge reading twice with the agents' order swapped. Prints, per judge, how many of
 * its 20 verdicts held after the swap, and the panels' agreement.
 *   node --import tsx scripts/panel-consistency.ts
 */
import { verdictSchema, type Verdict } from '../src/contract/verdicts.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { positionConsistency } from '../src/server/verdicts/panel.ts';
import { buildTestApp, signUp } from '../test/helpers/app.ts';
import { createDebate, debateBody, post, waitForDebate } from '../test/helpers/conversations.ts';
import { providerEnv, startFakeProviders } from '../test/fake-providers/server.ts';

const DEBATES = 20;
const FLIPPER = 'claude-3-5-haiku-20241022';
const FAKE_PANEL = ['gpt-4o-mini', FLIPPER, 'gemini-2.0-flash'];
const MOTIONS = [
  'Should cities ban cars from their centres?',
  'Is Pluto a planet?',
  'Should the voting age be lowered to 16?',
  'Are e-books better than paper books?',
  'Should homework be abolished?',
  'Is nuclear power the answer to climate change?',
  'Should museums return looted artefacts?',
  'Are dogs better pets than cats?',
  'Should the school day start at 10am?',
  'Should social media be banned for under-16s?',
];

const fake = await startFakeProviders();
const test = await buildTestApp({
  listen: true,
  env: {
    ...providerEnv(fake.url),
    CONVERSATION_TURN_DELAY_MS: '0',
    // Sixty judge readings of the premium and standard classes: more than a day's allowance.
    USAGE_LIMITS: JSON.stringify({ explore: { premium: 100_000_000, standard: 100_000_000 } }),
  },
});
try {
  const { auth } = await signUp(test.app);
  const fakeVerdicts: Verdict[] = [];
  const offlineVerdicts: Verdict[] = [];
  for (let index = 0; index < DEBATES; index += 1) {
    const motion = MOTIONS[index % MOTIONS.length]!;
    const replies = 4 + (index % 2) * 2;
    const created = await createDebate(
      test.app,
      auth,
      debateBody({
        openingLine: `${motion} [fake:judge-flips=${FLIPPER}]`,
        startingSlot: index % 2 ? 'model-b' : 'model-a',
      }),
    );
    await waitForDebate(
      test.app,
      auth,
      created.id,
      (c) => c.messages.filter((m) => m.seq > 1 && m.status === 'complete').length >= replies,
      120_000,
    );
    await post(test.app, auth, `/api/conversations/${created.id}/stop`);
    await waitForDebate(test.app, auth, created.id, (c) => !c.isGenerating);
    for (const [panel, into] of [
      [FAKE_PANEL, fakeVerdicts],
      [[OFFLINE_MODEL_ID], offlineVerdicts],
    ] as const) {
      const response = await post(test.app, auth, `/api/conversations/${created.id}/verdict`, {
        panel: [...panel],
      });
      if (response.statusCode !== 201) throw new Error(`verdict: ${response.body}`);
      into.push(verdictSchema.parse((response.json() as { verdict: unknown }).verdict));
    }
  }

  const report = (title: string, verdicts: Verdict[]) => {
    const all = positionConsistency(verdicts.map((verdict) => verdict.panel));
    console.log(
      `\n${title}: ${all.consistent} of ${all.judged} judge verdicts held after the swap`,
    );
    const models = [...new Set(verdicts.flatMap((v) => v.panel.map((judge) => judge.judgeModel)))];
    for (const model of models) {
      const own = verdicts.map((v) => v.panel.filter((judge) => judge.judgeModel === model));
      const { consistent, judged } = positionConsistency(own);
      console.log(`  ${model}: ${consistent}/${judged} position-consistent`);
    }
    const agreement = new Map<number, number>();
    for (const verdict of verdicts) {
      agreement.set(verdict.agreement, (agreement.get(verdict.agreement) ?? 0) + 1);
    }
    const size = verdicts[0]?.panel.length ?? 0;
    for (const [agreeing, count] of [...agreement].sort((a, b) => b[0] - a[0])) {
      console.log(`  agreement ${agreeing} of ${size}: ${count} debates`);
    }
    const winners = new Map<string, number>();
    for (const verdict of verdicts) {
      const key = verdict.winner ?? 'draw';
      winners.set(key, (winners.get(key) ?? 0) + 1);
    }
    console.log(`  panel verdicts: ${[...winners].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  };
  console.log(`Position consistency over ${DEBATES} offline debates (4 or 6 replies each)`);
  report(`Fake judges (${FAKE_PANEL.join(', ')}; ${FLIPPER} position-biased)`, fakeVerdicts);
  report('Offline judge', offlineVerdicts);
} finally {
  await test.close();
  await fake.close();
}

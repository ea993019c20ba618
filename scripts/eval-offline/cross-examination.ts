// `node --import tsx scripts/eval-offline/cross-examination.ts [--held-out] [--verbose]`: plays
// a Lincoln–Douglas cross-examination of the offline model on each motion of a set (the
// affirmative's constructive, then three question–answer exchanges) and counts what a debate
// coach looks at: questions that press a claim of the turn before them, in forms not repeated in
// one exchange, without quoting a speaker's own framing ("I", "my", "you"); answers that speak to
// the question asked.
import { FORMAT_TEXT, type PhaseKind } from '../../src/contract/formats.ts';
import { OFFLINE_MODEL_ID } from '../../src/contract/models.ts';
import { parseConfig } from '../../src/server/config.ts';
import { streamCompletion } from '../../src/server/providers/generate.ts';
import { contentStems } from '../../src/server/providers/offline/analysis.ts';
import { buildPrompt } from '../../src/server/providers/prompts.ts';
import { createProviderRegistry } from '../../src/server/providers/registry.ts';
import { HELD_OUT } from './held-out.ts';
import { TUNING } from './tuning.ts';

const set = process.argv.includes('--held-out') ? HELD_OUT : TUNING;
const verbose = process.argv.includes('--verbose');
const registry = createProviderRegistry(
  parseConfig({ OFFLINE_MODEL_TOKENS_PER_SECOND: '0', OFFLINE_MODEL_SEED: '11' }).providers,
);
const resolved = await registry.resolve(OFFLINE_MODEL_ID);

type Turn = { sender: string; content: string };
const SIDES: Record<string, string> = {
  'model-a': 'You argue for the motion.',
  'model-b': 'You argue against the motion.',
};
async function speak(self: string, kind: PhaseKind, history: Turn[], wordLimit: number) {
  const phase = FORMAT_TEXT.phasePrompt('Phase', '', FORMAT_TEXT.jobs[kind], wordLimit);
  const prompt = buildPrompt({
    instructions: `${SIDES[self]}\n\n${phase}`,
    history,
    selfSender: self,
    mode: 'duel',
    foldIntoSingleUserMessage: false,
  });
  return (await streamCompletion({ resolved, ...prompt })).text;
}
const shared = (a: string, b: string) => {
  const stems = contentStems(a);
  return [...contentStems(b)].filter((stem) => stems.has(stem)).length;
};
const count = { questions: 0, pressing: 0, framing: 0, exchanges: 0, distinct: 0, answered: 0 };
for (const motion of set.motions) {
  const history: Turn[] = [{ sender: 'user', content: motion.opening }];
  history.push({ sender: 'model-a', content: await speak('model-a', 'opening', history, 300) });
  const forms: string[] = [];
  for (let exchange = 0; exchange < 3; exchange++) {
    const before = history.at(-1)!.content;
    const question = await speak('model-b', 'question', history, 80);
    history.push({ sender: 'model-b', content: question });
    const answer = await speak('model-a', 'answer', history, 80);
    history.push({ sender: 'model-a', content: answer });
    count.questions++;
    if (shared(question, before) >= 2) count.pressing++;
    if (/\b(?:I|my|me|we|let me)\b/.test(question)) count.framing++;
    if (shared(answer, question) >= 2) count.answered++;
    forms.push(question.slice(0, 14));
  }
  count.exchanges++;
  if (new Set(forms).size === forms.length) count.distinct++;
  if (verbose) {
    console.log(`\n## ${motion.opening}`);
    for (const turn of history.slice(1)) console.log(`- ${turn.sender}: ${turn.content}`);
  }
}
const of = (part: number, whole: number) => `${part}/${whole}`;
console.log(`\n# Cross-examination, ${set.name} set (${count.exchanges} motions)\n`);
console.log(
  `- questions pressing a claim of the turn before: ${of(count.pressing, count.questions)}`,
);
console.log(
  `- questions quoting a speaker's framing (I, my, we): ${of(count.framing, count.questions)}`,
);
console.log(
  `- exchanges whose three questions differ in form: ${of(count.distinct, count.exchanges)}`,
);
console.log(`- answers sharing the question's words: ${of(count.answered, count.questions)}`);

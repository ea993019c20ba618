// `npm run eval:offline [-- --held-out]`: plays seeded debates of the built-in offline model on a
// set of motions and prints what issue 28 measured: replies on the subject, side errors,
// sentences repeated across debates, reply length by block, host requests met, the offline
// judge's slot bias and consensus by group, the setup assistants' reading, and CPU per reply.
import { PERSONAS } from '../../src/contract/personas.ts';
import {
  generate,
  generateMax,
  simulate,
  type DebateSetup,
} from '../../test/helpers/offline-debates.ts';
import { findMotion } from '../../src/server/providers/offline/find-motion.ts';
import { stanceOfText } from '../../src/server/providers/offline/side.ts';
import type { PromptTurn } from '../../src/server/providers/prompts.ts';
import type { Transcript } from '../../src/server/verdicts/judge-prompt.ts';
import { judgeOffline } from '../../src/server/verdicts/offline-judge.ts';
import { HELD_OUT } from './held-out.ts';
import {
  distinctive,
  mean,
  normalize,
  onSubject,
  percent,
  sentencesOf,
  wordCount,
} from './measures.ts';
import { TUNING } from './tuning.ts';
import type { EvalMotion, EvalSet } from './types.ts';

const set: EvalSet = process.argv.includes('--held-out') ? HELD_OUT : TUNING;
const verbose = process.argv.includes('--verbose');

const DEBATERS = PERSONAS.filter((persona) => persona.id !== 'neutral-moderator');
const NAMES: Record<string, string> = {
  'model-a': 'Primary Agent',
  'model-b': 'Alternative Agent',
};
const HOST_REQUESTS = [
  { kind: 'summary', text: 'Host here: summarise where you two agree.' },
  { kind: 'example', text: 'Give one concrete example.' },
  { kind: 'mind', text: 'Host here: what would change your mind?' },
] as const;

/** CPU time and replies played, by section: the 20-message duels are the same work in any version. */
const cpu = { all: { ms: 0, replies: 0 }, duels: { ms: 0, replies: 0 } };
let section: keyof typeof cpu = 'all';

type Played = { history: PromptTurn[]; closings: number };

/** A duel of `messages` messages (the opening line included), timed. */
function play(
  setup: DebateSetup,
  messages: number,
  seed: number,
  starter: 'model-a' | 'model-b' = 'model-a',
  interventions: Record<number, string> = {},
): Played {
  const before = process.cpuUsage();
  const history = simulate(setup.instructions, setup.opening, {
    seed,
    replies: messages - 1,
    starter,
    interventions,
  });
  const used = process.cpuUsage(before);
  const replies = history.filter((turn) => turn.sender !== 'user').length - 1;
  for (const key of new Set(['all', section] as const)) {
    cpu[key].ms += (used.user + used.system) / 1000;
    cpu[key].replies += replies;
  }
  const closings = history.filter((turn) => (turn as { closing?: boolean }).closing).length;
  return { history, closings };
}

const personaPair = (index: number): Record<string, string> => ({
  'model-a': DEBATERS[(2 * index) % DEBATERS.length]!.systemInstructions,
  'model-b': DEBATERS[(2 * index + 7) % DEBATERS.length]!.systemInstructions,
});

const agentReplies = (history: PromptTurn[]) =>
  history.slice(1).filter((turn) => turn.sender !== 'user');

function transcriptOf(history: PromptTurn[], upTo = history.length): Transcript {
  const shown = history.slice(1, upTo);
  const entries = shown.map((turn, index) => ({
    id: `m${index + 2}`,
    sender: turn.sender,
    speaker: NAMES[turn.sender] ?? 'User',
    content: turn.content,
  }));
  const slots = ['model-a', 'model-b'].filter((slot) => entries.some((e) => e.sender === slot));
  return {
    motion: history[0]!.content,
    agents: slots.map((slot) => ({ slot, name: NAMES[slot]! })),
    entries,
    omitted: 0,
    messageCount: entries.length + 1,
  };
}

const line = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);

console.log(`# Offline model evaluation: ${set.name} set\n`);

// 1. Reading the opening line.
console.log('## Openings as read\n');
for (const motion of set.motions) {
  const read = findMotion(motion.opening);
  console.log(`- ${motion.opening}  →  ${read?.question ?? '(none)'} [${read?.topic ?? ''}]`);
}

// 2. One duel per motion between two personas, the host stepping in at the checkpoint.
console.log('\n## Duels on every motion (20 messages, the host at message 10)\n');
section = 'duels';
const duels = set.motions.map((motion, index) => {
  const request = HOST_REQUESTS[index % HOST_REQUESTS.length]!;
  const played = play(
    { instructions: personaPair(index), opening: motion.opening },
    20,
    1000 + index,
    index % 2 === 0 ? 'model-a' : 'model-b',
    { 9: request.text },
  );
  return { motion, request, history: played.history };
});
section = 'all';
let replies = 0;
let subjectReplies = 0;
const debatesAllOn: string[] = [];
for (const { motion, history } of duels) {
  const own = agentReplies(history);
  const on = own.filter((turn) => onSubject(turn.content, motion.opening, motion.subject)).length;
  replies += own.length;
  subjectReplies += on;
  if (on === own.length) debatesAllOn.push(motion.opening);
  if (verbose) console.log(`${motion.opening}: ${on}/${own.length}`);
}
line(
  'Replies that say something about the subject',
  `${subjectReplies}/${replies} (${percent(subjectReplies, replies)})`,
);
line('Debates where every reply does', `${debatesAllOn.length}/${duels.length}`);

// Host requests: the reply after the request.
const met = {
  summary: { met: 0, asked: 0 },
  example: { met: 0, asked: 0 },
  mind: { met: 0, asked: 0 },
};
for (const { motion, request, history } of duels) {
  const at = history.findIndex((turn) => turn.sender === 'user');
  const answers = history.slice(at + 1, at + 3).filter((turn) => turn.sender !== 'user');
  for (const reply of answers) {
    const first = reply.content.split(/\n\n/)[0] ?? '';
    const tally = met[request.kind];
    tally.asked += 1;
    const earlier = history.slice(1, at);
    if (request.kind === 'summary') {
      const own = distinctive(
        earlier
          .filter((t) => t.sender === reply.sender)
          .map((t) => t.content)
          .join(' '),
      );
      const other = distinctive(
        earlier
          .filter((t) => t.sender !== reply.sender && t.sender !== 'user')
          .map((t) => t.content)
          .join(' '),
      );
      const said = distinctive(first);
      const fromOwn = [...said].filter((word) => own.has(word)).length;
      const fromOther = [...said].filter((word) => other.has(word)).length;
      if (/\b(?:agree|both|common|share)\w*/i.test(first) && fromOwn >= 2 && fromOther >= 2)
        tally.met += 1;
    } else if (request.kind === 'example') {
      if (onSubject(first, motion.opening, motion.subject)) tally.met += 1;
    } else if (/^Host,/.test(first)) tally.met += 1;
  }
}
line(
  'Host: "summarise where you agree" answered with both sides\' points',
  `${met.summary.met}/${met.summary.asked}`,
);
line(
  'Host: "give one concrete example" answered on the subject',
  `${met.example.met}/${met.example.asked}`,
);
line(
  'Host: "what would change your mind" answered to the host',
  `${met.mind.met}/${met.mind.asked}`,
);

// 3. Sides from ordinary phrasings.
console.log('\n## Sides from ordinary phrasings (20 messages each, both starters)\n');
let sided = 0;
let wrong = 0;
let unread = 0;
let firstWrong = 0;
for (const [index, setup] of set.sided.entries()) {
  const motion = findMotion(setup.opening);
  for (const starter of ['model-a', 'model-b'] as const) {
    const { history } = play(
      { instructions: { 'model-a': setup.a, 'model-b': setup.b }, opening: setup.opening },
      20,
      2000 + index,
      starter,
    );
    const seen = new Set<string>();
    for (const turn of agentReplies(history)) {
      const expected = turn.sender === 'model-a' ? setup.sides.a : setup.sides.b;
      const stance = motion && stanceOfText(turn.content, motion);
      sided += 1;
      if (!stance) unread += 1;
      else if (stance !== expected) {
        wrong += 1;
        if (!seen.has(turn.sender)) firstWrong += 1;
      }
      seen.add(turn.sender);
    }
  }
}
line(
  'Replies arguing the side opposite to their instructions',
  `${wrong}/${sided} (${percent(wrong, sided)})`,
);
line('Agents whose first reply took the wrong side', `${firstWrong}/${set.sided.length * 4}`);
line('Replies whose side could not be read', `${unread}/${sided}`);

// 4. Sentences repeated across debates on different motions.
console.log('\n## Sentences repeated across debates (one duel per motion)\n');
const inDebates = new Map<string, Set<number>>();
const sentencesPerDebate: string[][] = [];
duels.slice(0, 20).forEach(({ history }, index) => {
  const own = new Set<string>();
  for (const turn of agentReplies(history)) {
    for (const sentence of sentencesOf(turn.content)) {
      if (wordCount(sentence) < 4) continue;
      const key = normalize(sentence);
      own.add(key);
      inDebates.set(key, (inDebates.get(key) ?? new Set()).add(index));
    }
  }
  sentencesPerDebate.push([...own]);
});
const overThree = [...inDebates].filter(([, debates]) => debates.size > 3);
const maxDebates = Math.max(...[...inDebates.values()].map((debates) => debates.size));
line(`Sentences in more than 3 of ${sentencesPerDebate.length} debates`, `${overThree.length}`);
line('Most debates one sentence appears in', `${maxDebates}`);
const sharedShares = sentencesPerDebate.map(
  (sentences) =>
    sentences.filter((s) => inDebates.get(s)!.size > 1).length / Math.max(1, sentences.length),
);
line(
  'Sentences of a debate found word for word in another (mean)',
  `${(100 * mean(sharedShares)).toFixed(0)}%`,
);
for (const [sentence, debates] of overThree.sort((a, b) => b[1].size - a[1].size).slice(0, 5)) {
  console.log(`  ${debates.size}×  ${sentence}`);
}

// 5. Long debates.
console.log('\n## Long debates (100 messages asked, four motions)\n');
const blocks: number[][] = Array.from({ length: 10 }, () => []);
let short = 0;
let longReplies = 0;
const lengths: string[] = [];
for (const [index, motion] of set.motions.slice(0, 4).entries()) {
  const { history, closings } = play(
    { instructions: personaPair(index + 3), opening: motion.opening },
    100,
    3000 + index,
  );
  lengths.push(`${history.length} messages, ${closings} closings`);
  history.forEach((turn, at) => {
    if (at === 0 || turn.sender === 'user') return;
    const closing = (turn as { closing?: boolean }).closing === true;
    blocks[Math.min(9, Math.floor(at / 10))]!.push(wordCount(turn.content));
    if (closing) return;
    longReplies += 1;
    if (wordCount(turn.content) < 40) short += 1;
  });
}
line('Length reached', lengths.join('; '));
line(
  'Mean words per reply, messages 1–10, 11–20, … 91–100',
  blocks.map((block) => (block.length ? mean(block).toFixed(0) : '–')).join(' · '),
);
line('Replies under 40 words (closings aside)', `${short}/${longReplies}`);

// 6. The judge: slot bias over same-model duels, symmetry, consensus by group.
console.log('\n## Offline judge\n');
const wins = { 'model-a': 0, 'model-b': 0, draw: 0, firstReplier: 0, opener: 0 };
let mirrored = 0;
const DUELS = 60;
// Each pairing plays twice, once from each starting slot, so who speaks first is not tied to who
// the agents are.
for (let i = 0; i < DUELS; i++) {
  const pairing = Math.floor(i / 2);
  const motion = set.motions[pairing % set.motions.length]!;
  const starter = i % 2 === 0 ? 'model-a' : 'model-b';
  const { history } = play(
    { instructions: personaPair(pairing + 11), opening: motion.opening },
    20,
    4000 + pairing,
    starter,
  );
  const transcript = transcriptOf(history);
  const verdict = judgeOffline(transcript);
  if (verdict.winner === null) wins.draw += 1;
  else {
    wins[verdict.winner as 'model-a' | 'model-b'] += 1;
    wins[verdict.winner === starter ? 'opener' : 'firstReplier'] += 1;
  }
  // The same debate with the slots swapped.
  const swap = (slot: string) =>
    slot === 'model-a' ? 'model-b' : slot === 'model-b' ? 'model-a' : slot;
  const swapped = judgeOffline({
    ...transcript,
    agents: transcript.agents.map((agent) => ({
      slot: swap(agent.slot),
      name: NAMES[swap(agent.slot)]!,
    })),
    entries: transcript.entries.map((entry) => ({
      ...entry,
      sender: swap(entry.sender),
      speaker: NAMES[swap(entry.sender)] ?? 'User',
    })),
  });
  if (
    swapped.winner === (verdict.winner && swap(verdict.winner)) &&
    swapped.consensus === verdict.consensus &&
    swapped.confidence === verdict.confidence
  ) {
    mirrored += 1;
  }
}
const decided = DUELS - wins.draw;
line(`Same-model duels judged`, `${DUELS}: ${wins.draw} draws, ${decided} decided`);
line(
  'Wins by slot (model-a / model-b), of all verdicts',
  `${wins['model-a']} (${percent(wins['model-a'], DUELS)}) / ${wins['model-b']} (${percent(wins['model-b'], DUELS)})`,
);
line(
  'Wins by slot, of decided verdicts',
  `${percent(wins['model-a'], decided)} / ${percent(wins['model-b'], decided)}`,
);
line('Wins by position (first replier / opener)', `${wins.firstReplier} / ${wins.opener}`);
line('Verdicts mirrored exactly when the slots are swapped', `${mirrored}/${DUELS}`);

const CONVERGE =
  ' Be open to persuasion: where the other side makes a good point, concede it, and look for where you can converge.';
const NEVER = ' Never concede a single point, however strong the other side’s case.';
const groups = { converge: [] as number[][], never: [] as number[][], plain: [] as number[][] };
set.motions.slice(0, 12).forEach((motion: EvalMotion, index) => {
  for (const [group, suffix] of [
    ['converge', CONVERGE],
    ['never', NEVER],
    ['plain', ''],
  ] as const) {
    const pair = personaPair(index + 5);
    const instructions = {
      'model-a': pair['model-a'] + suffix,
      'model-b': pair['model-b'] + suffix,
    };
    const { history } = play({ instructions, opening: motion.opening }, 20, 5000 + index);
    groups[group].push([10, 20].map((at) => judgeOffline(transcriptOf(history, at)).consensus));
  }
});
for (const [group, scores] of Object.entries(groups)) {
  const at10 = scores.map((s) => s[0]!);
  const at20 = scores.map((s) => s[1]!);
  const drift = scores.map((s) => Math.abs(s[0]! - s[1]!));
  line(
    `Consensus, ${group} (12 debates): at 10 / at 20 messages`,
    `${mean(at10).toFixed(1)} / ${mean(at20).toFixed(1)}; |10−20| mean ${mean(drift).toFixed(1)}, max ${Math.max(...drift)}`,
  );
  line(
    `  reaching 60 at message 10 or 20`,
    `${scores.filter((s) => Math.max(...s) >= 60).length}/12`,
  );
}
line(
  'Converge minus never-concede, mean at 20 messages',
  (mean(groups.converge.map((s) => s[1]!)) - mean(groups.never.map((s) => s[1]!))).toFixed(1),
);

// 7. The setup assistants.
console.log('\n## Setup assistants\n');
let namedKept = 0;
let namedTotal = 0;
let refused = 0;
let refusals = 0;
for (const description of set.descriptions) {
  let result: string;
  try {
    const configuration =
      description.agents === 5 ? generateMax(description.text) : generate(description.text);
    const instructions = Object.entries(configuration)
      .filter(([key]) => key.endsWith('Instructions'))
      .map(([, value]) => String(value));
    const kept = description.named.filter((role, index) =>
      instructions[index]
        ?.toLowerCase()
        .startsWith(`you are ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role.toLowerCase()}`),
    ).length;
    namedKept += kept;
    namedTotal += description.named.length;
    if (description.named.length === 0) refusals += 1;
    result = `${kept}/${description.named.length} named kept; "${configuration.openingMessage}"`;
  } catch (error) {
    if (description.named.length === 0) {
      refusals += 1;
      refused += 1;
    }
    result = `refused: ${(error as Error).message}`;
  }
  console.log(`- ${description.text}\n    ${result}`);
}
line('\nPeople named kept as agents, in order', `${namedKept}/${namedTotal}`);
line('Descriptions naming no subject refused', `${refused}/${refusals}`);

console.log('\n## Cost\n');
line(
  'CPU per reply, 20-message duels on every motion',
  `${(cpu.duels.ms / cpu.duels.replies).toFixed(2)} ms over ${cpu.duels.replies} replies`,
);
line(
  'CPU per reply, every reply played',
  `${(cpu.all.ms / cpu.all.replies).toFixed(2)} ms over ${cpu.all.replies} replies`,
);

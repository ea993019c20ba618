/**
 * The offline model's verdict (decision 026): no model, one rule over the transcript, so the same
 * transcript always gets the same verdict and every quote is a sentence of it.
 */
import { OFFLINE_JUDGE_TEXT, type JudgeAnswer } from '../../contract/verdicts.ts';
import type { JudgedAgent, Transcript, TranscriptEntry } from './judge-prompt.ts';

/** A sentence that concedes a point or states agreement (quoted words aside). */
const CONCESSION =
  /\b(i grant|fair point|fair enough|good point|i (fully |partly )?agree|we agree|i concede|i accept|that(?: is|'s) true|there is something in that|i take the point|fair worry|deserves a real answer|common ground|we both|i share)\b|(?<!\bif )\byou(?: are|'re) right\b|^(agreed|granted)\b/i;
/** A sentence that holds its ground: the stance has not moved. */
const HOLDING =
  /\b(i stand by|i still|i maintain|none of this moves me|nothing (said )?(so far )?changes my view|i hold to)\b/i;
const STOP_WORDS = new Set(
  'that this with from have what which when where there their they them then than would could should about into because while your yours will been were also only more most much very just even such other these those being does doing over under some each every'.split(
    ' ',
  ),
);
/** Sentences that state a side. */
const STANCE =
  /\b(i|we) (will )?(argue|believe|hold|maintain|stand|say|think|support|oppose)\b|\bmy (position|view|case)\b|\bshould\b|\bmotion\b/i;
const MIN_POINT_WORDS = 6;
/** A lead smaller than this is a draw. */
const DRAW_MARGIN = 0.1;

type Reply = {
  entry: TranscriptEntry;
  index: number;
  sentences: string[];
  words: Set<string>;
  concedes: boolean;
  holds: boolean;
};
type Point = { reply: Reply; sentence: string; words: Set<string>; answeredBy: Reply[] };

const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.!?]["”’)]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
const unquoted = (sentence: string) => sentence.replace(/"[^"]*"|“[^”]*”/g, '""');
const concedes = (sentence: string) => CONCESSION.test(unquoted(sentence));
const holds = (sentence: string) => HOLDING.test(unquoted(sentence));
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];
const isQuestion = (sentence: string) => sentence.endsWith('?');
const quotesSomeone = (sentence: string) => /["“”]/.test(sentence);
const isPoint = (sentence: string) =>
  !isQuestion(sentence) &&
  !quotesSomeone(sentence) &&
  !concedes(sentence) &&
  wordsOf(sentence).length >= MIN_POINT_WORDS;

/** A later reply of another agent answers a point when it repeats half (and two) of its words. */
function answers(reply: Reply, point: Omit<Point, 'answeredBy'>): boolean {
  if (reply.entry.sender === point.reply.entry.sender || reply.index <= point.reply.index) {
    return false;
  }
  const shared = [...point.words].filter((word) => reply.words.has(word)).length;
  return shared >= Math.max(2, Math.ceil(point.words.size / 2));
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The transcript read as replies and their points, each point with the replies answering it. */
function readDebate(transcript: Transcript) {
  const motionWords = new Set(wordsOf(transcript.motion));
  const distinctive = (text: string) =>
    new Set(
      wordsOf(text).filter(
        (word) => word.length >= 4 && !STOP_WORDS.has(word) && !motionWords.has(word),
      ),
    );
  const isAgent = (slot: string) => transcript.agents.some((agent) => agent.slot === slot);
  const replies: Reply[] = transcript.entries.flatMap((entry, index) => {
    if (!isAgent(entry.sender)) return [];
    const sentences = sentencesOf(entry.content);
    return [
      {
        entry,
        index,
        sentences,
        words: distinctive(entry.content),
        concedes: sentences.some(concedes),
        holds: sentences.some(holds),
      },
    ];
  });
  const points: Point[] = replies.flatMap((reply) =>
    reply.sentences
      .filter(isPoint)
      .map((sentence) => ({ reply, sentence, words: distinctive(sentence) }))
      .filter((point) => point.words.size >= 2)
      .map((point) => ({ ...point, answeredBy: replies.filter((r) => answers(r, point)) })),
  );
  return { replies, points };
}

/**
 * Decision 026's rule. Per agent: the share of the others' points it answered (of those made
 * before its last reply), plus the share of its own points left standing (of those another agent
 * spoke after), less half the share of its replies that concede. The best score wins unless its
 * lead is under 0.1 (a draw). Consensus is the mean of the share of replies that concede and the
 * share of agents whose last reply concedes without holding its ground.
 */
export function judgeOffline(transcript: Transcript): JudgeAnswer {
  const { replies, points } = readDebate(transcript);
  const nameOf = (slot: string) => transcript.agents.find((agent) => agent.slot === slot)!.name;
  const repliesOf = (agent: JudgedAgent) => replies.filter((r) => r.entry.sender === agent.slot);
  const isOwn = (agent: JudgedAgent) => (point: Point) => point.reply.entry.sender === agent.slot;

  const scores = transcript.agents.map((agent) => {
    const own = points.filter(isOwn(agent));
    const mine = repliesOf(agent);
    const last = mine.at(-1)!.index;
    const chances = points.filter((p) => !isOwn(agent)(p) && p.reply.index < last);
    const answered = chances.filter((p) => p.answeredBy.some((r) => r.entry.sender === agent.slot));
    const exposed = own.filter((point) =>
      replies.some((r) => r.entry.sender !== agent.slot && r.index > point.reply.index),
    );
    const standing = exposed.filter((point) => point.answeredBy.length === 0);
    const conceded = mine.filter((reply) => reply.concedes).length;
    const score =
      share(answered.length, chances.length) +
      share(standing.length, exposed.length) -
      share(conceded, mine.length) / 2;
    return { agent, own, standing, score };
  });

  const ranked = [...scores].sort((a, b) => b.score - a.score);
  const lead = ranked.length > 1 ? ranked[0]!.score - ranked[1]!.score : 0;
  const winner = lead >= DRAW_MARGIN ? ranked[0]!.agent.slot : null;
  // Converged: an agent whose last reply concedes without holding its ground.
  const converged = transcript.agents.filter((agent) => {
    const last = repliesOf(agent).at(-1)!;
    return last.concedes && !last.holds;
  });
  const consensus = Math.round(
    (100 *
      (share(replies.filter((reply) => reply.concedes).length, replies.length) +
        share(converged.length, transcript.agents.length))) /
      2,
  );

  const argumentOf = (
    { reply, sentence }: Pick<Point, 'reply' | 'sentence'>,
    kind: 'strongest' | 'weakest',
    reason: string,
  ) => ({ slot: reply.entry.sender, kind, messageId: reply.entry.id, quote: sentence, reason });

  /** Strongest: a point the other side granted, else one left standing, else the fullest. */
  const strongestOf = ({ agent, own, standing }: (typeof scores)[number]) => {
    const granted = own.find((point) => point.answeredBy.some((reply) => reply.concedes));
    if (granted) {
      const by = granted.answeredBy.find((reply) => reply.concedes)!.entry.sender;
      return argumentOf(granted, 'strongest', OFFLINE_JUDGE_TEXT.granted(nameOf(by)));
    }
    if (standing[0]) return argumentOf(standing[0], 'strongest', OFFLINE_JUDGE_TEXT.standing);
    const fullest = [...own].sort((a, b) => b.words.size - a.words.size)[0];
    if (fullest) return argumentOf(fullest, 'strongest', OFFLINE_JUDGE_TEXT.developed);
    // No point of its own: its longest sentence stands for its case.
    const reply = repliesOf(agent)[0]!;
    const sentence = [...reply.sentences].sort((a, b) => b.length - a.length)[0] ?? '';
    return argumentOf({ reply, sentence }, 'strongest', OFFLINE_JUDGE_TEXT.developed);
  };
  /** Weakest: another of its points, the one answered most, else its last. */
  const weakestOf = ({ own }: (typeof scores)[number], strongest: string) => {
    const others = own.filter((point) => point.sentence !== strongest);
    const rebutted = others
      .filter((point) => point.answeredBy.length > 0)
      .sort((a, b) => b.answeredBy.length - a.answeredBy.length)[0];
    if (rebutted) {
      const by = nameOf(rebutted.answeredBy[0]!.entry.sender);
      return [argumentOf(rebutted, 'weakest', OFFLINE_JUDGE_TEXT.answered(by))];
    }
    const last = others.at(-1);
    return last ? [argumentOf(last, 'weakest', OFFLINE_JUDGE_TEXT.thin)] : [];
  };

  const stanceOf = (agent: JudgedAgent) => {
    const sentences = repliesOf(agent).flatMap((reply) => reply.sentences);
    const plain = sentences.filter((s) => !isQuestion(s) && !quotesSomeone(s));
    return plain.find((s) => STANCE.test(s)) ?? plain[0] ?? sentences[0] ?? '';
  };
  const agreements = replies.flatMap((reply) =>
    reply.sentences
      .filter(concedes)
      .map((sentence) => OFFLINE_JUDGE_TEXT.agreement(nameOf(reply.entry.sender), sentence)),
  );
  const disagreements = points.flatMap((point) => {
    const answerer = point.answeredBy[0];
    if (!answerer) return [];
    const [author, by] = [point.reply.entry.sender, answerer.entry.sender].map(nameOf);
    return [OFFLINE_JUDGE_TEXT.disagreement(author!, point.sentence, by!)];
  });
  const outcome = winner
    ? OFFLINE_JUDGE_TEXT.winnerOutcome(nameOf(winner))
    : OFFLINE_JUDGE_TEXT.drawOutcome;

  return {
    summary: OFFLINE_JUDGE_TEXT.summary(
      transcript.motion.trim().slice(0, 160),
      replies.length,
      outcome,
      consensus,
    ),
    positions: transcript.agents.map((agent) => ({ slot: agent.slot, stance: stanceOf(agent) })),
    arguments: scores.flatMap((score) => {
      const strongest = strongestOf(score);
      return [strongest, ...weakestOf(score, strongest.quote)];
    }),
    agreements: [...new Set(agreements)],
    disagreements: [...new Set(disagreements)],
    winner,
    confidence: winner ? round2(Math.min(0.95, 0.5 + lead / 2)) : 0.5,
    consensus,
  };
}

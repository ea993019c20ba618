/**
 * The offline model's verdict (decisions 026 and 030): no model, one rule over the transcript, so
 * the same transcript always gets the same verdict and every quote is a sentence of it. The rule
 * looks at each reply only through the replies next to it, never at which slot spoke or who spoke
 * first: swapping the agents' slots gives the mirrored verdict exactly.
 */
import { OFFLINE_JUDGE_TEXT, type JudgeAnswer } from '../../contract/verdicts.ts';
import type { JudgedAgent, Transcript, TranscriptEntry } from './judge-prompt.ts';

/** Words that grant a point ("I accept that ..."); counted only with the point restated. */
const GRANT =
  /\b(?:i (?:fully |partly |readily )?(?:grant|accept|agree|concede)|(?:you|he|she|they) (?:are|is|were) right|(?:is|are) right that|fair point|i take (?:your|the) point that|on this i concede)\b/i;
/** A grant undone by its own words: "if you are right", "I do not accept". */
const NOT_GRANTED =
  /\b(?:if|unless|whether|not|never|cannot|can't|don't|won't)\s+(?:\w+\s+){0,2}$/i;
/** A position that moved: counted as a concession whatever it restates. */
const MOVED =
  /\b(?:you have (?:persuaded|convinced) me|i have changed my mind|i(?:'ve| have) come round|i was wrong|i now (?:accept|agree|think)|i withdraw)\b/i;
/**
 * Lines about the exchange or the speaker rather than the motion: never an argument. A side
 * stated without a reason ("Here is where I stand: ...") is a position, not a point.
 */
const COURTESY =
  /^(?:thank|thanks|welcome|good question|fair question|great point|i appreciate|let me|to your question|you asked|your question|your challenge|point taken|that deserves|that is a fair|i take the point|i understand why|part of that is true|there is something in that|fair enough|as an? |speaking as|i come to this as|my view is shaped|here is where i stand|my position is|i will argue|my answer is|i say (?:yes|no))\b/i;
/** Sentences that state a side. */
const STANCE =
  /\b(i|we) (will )?(argue|believe|hold|maintain|stand|say|think|support|oppose)\b|\bmy (position|view|case|answer)\b|\bshould\b|\bmotion\b/i;
const STOP_WORDS = new Set(
  'that this with from have what which when where there their they them then than would could should about into because while your yours will been were also only more most much very just even such other these those being does doing over under some each every said says'.split(
    ' ',
  ),
);
const MIN_POINT_WORDS = 6;
/** A claim is restated when a sentence repeats at least this share of its distinctive words. */
const RESTATED = 0.5;
/** A lead smaller than this is a draw. */
const DRAW_MARGIN = 0.08;

type Sentence = { text: string; words: Set<string>; addressed: boolean };
type Reply = {
  entry: TranscriptEntry;
  /** Position among the agents' replies. */
  index: number;
  sentences: Sentence[];
  words: Set<string>;
  /** The reply it answers: the latest one by another agent before it. */
  prompt: Reply | undefined;
  /** The reply that answers it: the next one by another agent. */
  response: Reply | undefined;
  /** Its sentences that grant a point of another agent in words that restate it, or move. */
  concessions: Sentence[];
};
type Point = { reply: Reply; sentence: Sentence; answeredBy: Reply[] };

const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.!?]["”’)]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
const unquoted = (sentence: string) => sentence.replace(/"[^"]*"|“[^”]*”/g, '""');
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];
const isQuestion = (sentence: string) => sentence.endsWith('?');
const quotesSomeone = (sentence: string) => /["“”]/.test(sentence);

/** Grant words said in earnest: not quoted, not conditional, not denied. */
function grants(sentence: string): boolean {
  const own = unquoted(sentence);
  const match = GRANT.exec(own);
  return match !== null && !NOT_GRANTED.test(own.slice(0, match.index));
}

/** How much of a point a sentence repeats: the share of the point's distinctive words. */
function overlap(point: Set<string>, words: Set<string>): number {
  const shared = [...point].filter((word) => words.has(word)).length;
  return shared >= 2 ? shared / point.size : 0;
}

/** The transcript read as replies, each with its neighbours, points and concessions. */
function readDebate(transcript: Transcript) {
  const motionWords = new Set(wordsOf(transcript.motion));
  const names = transcript.agents.map((agent) => agent.name);
  const distinctive = (text: string) =>
    new Set(
      wordsOf(text).filter(
        (word) => word.length >= 4 && !STOP_WORDS.has(word) && !motionWords.has(word),
      ),
    );
  const addressed = (text: string) =>
    /^host\b/i.test(text) || names.some((name) => text.startsWith(`${name},`));
  const isAgent = (slot: string) => transcript.agents.some((agent) => agent.slot === slot);
  const replies: Reply[] = transcript.entries
    .filter((entry) => isAgent(entry.sender))
    .map((entry, index) => ({
      entry,
      index,
      sentences: sentencesOf(entry.content).map((text) => ({
        text,
        words: distinctive(text),
        addressed: addressed(text),
      })),
      words: distinctive(entry.content),
      prompt: undefined,
      response: undefined,
      concessions: [],
    }));
  for (const reply of replies) {
    const others = (r: Reply) => r.entry.sender !== reply.entry.sender;
    reply.prompt = replies.slice(0, reply.index).findLast(others);
    reply.response = replies.slice(reply.index + 1).find(others);
  }
  const isPoint = (sentence: Sentence) =>
    !isQuestion(sentence.text) &&
    !quotesSomeone(sentence.text) &&
    !sentence.addressed &&
    !COURTESY.test(sentence.text) &&
    !grants(sentence.text) &&
    !MOVED.test(sentence.text) &&
    wordsOf(sentence.text).length >= MIN_POINT_WORDS &&
    sentence.words.size >= 3;
  const points: Point[] = replies.flatMap((reply) =>
    reply.sentences.filter(isPoint).map((sentence) => ({ reply, sentence, answeredBy: [] })),
  );
  for (const point of points) {
    point.answeredBy = replies.filter(
      (reply) =>
        reply.index > point.reply.index &&
        reply.entry.sender !== point.reply.entry.sender &&
        overlap(point.sentence.words, reply.words) >= RESTATED,
    );
  }
  // A concession grants what another agent said earlier in words that restate it, or moves.
  for (const reply of replies) {
    const theirs = replies
      .slice(0, reply.index)
      .filter((other) => other.entry.sender !== reply.entry.sender)
      .flatMap((other) => other.sentences.filter((sentence) => !isQuestion(sentence.text)));
    reply.concessions = reply.sentences.filter(
      (sentence) =>
        MOVED.test(unquoted(sentence.text)) ||
        (grants(sentence.text) &&
          theirs.some((said) => overlap(said.words, sentence.words) >= RESTATED)),
    );
  }
  return { replies, points };
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
/** A measure with nothing to measure counts halfway: neither for nor against the agent. */
const NO_EVIDENCE = 0.5;
const mean = (values: number[]) =>
  values.length === 0 ? NO_EVIDENCE : values.reduce((sum, value) => sum + value, 0) / values.length;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Decision 030's rule. Per agent, over its replies after its first (an opening statement answers
 * nobody): the share that answer a point of the reply they follow, plus the mean share of their
 * points that the reply after them leaves unanswered, less half the share of its replies that
 * concede; a measure with nothing to measure counts 0.5. The best score wins unless its lead is
 * under 0.08 (a draw). Consensus is the mean, over the agents, of the share of their replies
 * that concede (something the other side said, granted in words that restate it, or a position
 * moved), as a percentage.
 */
export function judgeOffline(transcript: Transcript): JudgeAnswer {
  const { replies, points } = readDebate(transcript);
  const nameOf = (slot: string) => transcript.agents.find((agent) => agent.slot === slot)!.name;
  const repliesOf = (agent: JudgedAgent) => replies.filter((r) => r.entry.sender === agent.slot);
  const answers = (reply: Reply, point: Point) => point.answeredBy.includes(reply);

  const scores = transcript.agents.map((agent) => {
    const mine = repliesOf(agent);
    const own = points.filter((point) => point.reply.entry.sender === agent.slot);
    // Replies that had a reply to answer, and points a reply came after.
    const prompted = mine.filter((reply) => reply.prompt);
    // Each agent's first reply opens its case rather than answering: not weighed.
    const weighed = mine.slice(1);
    const engaged = weighed.filter((reply) =>
      points.some((point) => point.reply === reply.prompt && answers(reply, point)),
    );
    // Each reply weighs the same, however many points it makes.
    const exposed = own.filter((point) => point.reply.response);
    const standing = exposed.filter((point) => !answers(point.reply.response!, point));
    const answeredReplies = weighed.filter(
      (reply) => reply.response && own.some((p) => p.reply === reply),
    );
    const standingShare = mean(
      answeredReplies.map((reply) => {
        const made = exposed.filter((point) => point.reply === reply);
        return share(made.filter((point) => standing.includes(point)).length, made.length);
      }),
    );
    const conceding = prompted.filter((reply) => reply.concessions.length > 0);
    const engagement = weighed.length === 0 ? NO_EVIDENCE : share(engaged.length, weighed.length);
    const score = engagement + standingShare - share(conceding.length, prompted.length) / 2;
    return { agent, own, standing, score, agreement: share(conceding.length, prompted.length) };
  });

  const ranked = [...scores].sort((a, b) => b.score - a.score);
  const lead = ranked.length > 1 ? ranked[0]!.score - ranked[1]!.score : 0;
  const winner = lead >= DRAW_MARGIN ? ranked[0]!.agent.slot : null;
  const consensus = Math.round(
    (100 * scores.reduce((sum, score) => sum + score.agreement, 0)) / scores.length,
  );

  const argumentOf = (
    reply: Reply,
    quote: string,
    kind: 'strongest' | 'weakest',
    reason: string,
  ) => ({ slot: reply.entry.sender, kind, messageId: reply.entry.id, quote, reason });
  const fullest = (list: Point[]) =>
    [...list].sort((a, b) => b.sentence.words.size - a.sentence.words.size)[0];

  /** Strongest: a point the other side granted, else one left standing, else its fullest. */
  const strongestOf = ({ agent, own, standing }: (typeof scores)[number]) => {
    const granted = own.find((point) =>
      replies.some(
        (reply) =>
          reply.entry.sender !== agent.slot &&
          reply.concessions.some((s) => overlap(point.sentence.words, s.words) >= RESTATED),
      ),
    );
    if (granted) {
      const by = replies.find(
        (reply) =>
          reply.entry.sender !== agent.slot &&
          reply.concessions.some((s) => overlap(granted.sentence.words, s.words) >= RESTATED),
      )!.entry.sender;
      return argumentOf(
        granted.reply,
        granted.sentence.text,
        'strongest',
        OFFLINE_JUDGE_TEXT.granted(nameOf(by)),
      );
    }
    const kept = fullest(standing);
    if (kept)
      return argumentOf(kept.reply, kept.sentence.text, 'strongest', OFFLINE_JUDGE_TEXT.standing);
    const developed = fullest(own);
    if (developed) {
      return argumentOf(
        developed.reply,
        developed.sentence.text,
        'strongest',
        OFFLINE_JUDGE_TEXT.developed,
      );
    }
    // No point of its own: its longest statement (a question only if it asked nothing else).
    const reply = repliesOf(agent)[0]!;
    const texts = reply.sentences.map((sentence) => sentence.text);
    const statements = texts.filter((text) => !isQuestion(text));
    const sentence = [...(statements.length > 0 ? statements : texts)].sort(
      (a, b) => b.length - a.length,
    )[0];
    return argumentOf(reply, sentence ?? '', 'strongest', OFFLINE_JUDGE_TEXT.developed);
  };
  /** Weakest: another of its points, the one answered most, else its least developed. */
  const weakestOf = ({ own }: (typeof scores)[number], strongest: string) => {
    const others = own.filter((point) => point.sentence.text !== strongest);
    const rebutted = others
      .filter((point) => point.answeredBy.length > 0)
      .sort((a, b) => b.answeredBy.length - a.answeredBy.length)[0];
    if (rebutted) {
      const by = nameOf(rebutted.answeredBy[0]!.entry.sender);
      return [
        argumentOf(
          rebutted.reply,
          rebutted.sentence.text,
          'weakest',
          OFFLINE_JUDGE_TEXT.answered(by),
        ),
      ];
    }
    const thinnest = [...others].sort((a, b) => a.sentence.words.size - b.sentence.words.size)[0];
    return thinnest
      ? [argumentOf(thinnest.reply, thinnest.sentence.text, 'weakest', OFFLINE_JUDGE_TEXT.thin)]
      : [];
  };

  const stanceOf = (agent: JudgedAgent) => {
    const sentences = repliesOf(agent).flatMap((reply) => reply.sentences.map((s) => s.text));
    const plain = sentences.filter((s) => !isQuestion(s) && !quotesSomeone(s));
    return plain.find((s) => STANCE.test(s)) ?? plain[0] ?? sentences[0] ?? '';
  };
  const agreements = replies.flatMap((reply) =>
    reply.concessions.map((sentence) =>
      OFFLINE_JUDGE_TEXT.agreement(nameOf(reply.entry.sender), sentence.text),
    ),
  );
  const disagreements = points.flatMap((point) => {
    const answerer = point.answeredBy[0];
    if (!answerer) return [];
    const [author, by] = [point.reply.entry.sender, answerer.entry.sender].map(nameOf);
    return [OFFLINE_JUDGE_TEXT.disagreement(author!, point.sentence.text, by!)];
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

import { contentStems, sentencesOf } from './analysis.ts';
import { affirm, type Motion } from './motion.ts';

/**
 * A custom model's knowledge documents, as prompts.ts's documentBlock marks them (whole, or as
 * selected passages with a note), and the passage worth citing: one that shares the motion's
 * subject, the closest to the motion first. Nothing is cited rather than something unrelated.
 */

export type KnowledgeDocument = { name: string; content: string };

export function findDocuments(system: string): KnowledgeDocument[] {
  const found: KnowledgeDocument[] = [];
  const pattern = /--- Document: (.+?) ---\n([\s\S]*?)\n--- End of /g;
  for (let match = pattern.exec(system); match; match = pattern.exec(system)) {
    found.push({ name: match[1]!, content: match[2]! });
  }
  return found;
}

/** Instructions without the knowledge-document section that prompts.ts appends. */
export function withoutDocuments(system: string): string {
  const start = system.search(/\n\nYou have the following knowledge documents|--- Document: /);
  return start === -1 ? system : system.slice(0, start);
}

/** Lines about the text rather than in it: "[Excerpt 2 of 5]", "(truncated)". */
const NOTE = /^[[(]|\b(?:excerpts?|truncated|omitted|passages? selected)\b/i;

/** Whole sentences worth quoting: no fragments, no notes, no quotes within, at most 40 words. */
function passagesOf(document: KnowledgeDocument): string[] {
  return document.content
    .split('\n')
    .filter((line) => !NOTE.test(line.trim()))
    .flatMap((line) => sentencesOf(line.replace(/^\s*(?:…|\.\.\.)\s*/, '')))
    .filter((sentence) => {
      const count = sentence.split(/\s+/).length;
      return count >= 5 && count <= 40 && /^[\p{Lu}\d]/u.test(sentence) && /[.!?]$/.test(sentence);
    })
    .filter((sentence) => !sentence.includes('"'));
}

export type Citation = { document: string; quote: string | undefined };

/** Verbs every proposal shares: a passage about "adopting" something else is not on topic. */
const PROPOSING =
  /\b(?:adopt|adopting|keep|keeping|build|building|introduce|introducing|tackle|tackling|allow|allowing|more|good|harm|better)\b/gi;

/**
 * The document passage to cite on the motion: only one that shares a content word with the
 * motion, the closest to it first, then the closest to the point being made. `quote` is
 * undefined when every such passage was already quoted in the debate; no citation at all when
 * no document speaks to the motion.
 */
export function citationFor(
  documents: KnowledgeDocument[],
  motion: Motion,
  point: string,
  options: { said: string; figure?: boolean },
): Citation | undefined {
  const motionStems = contentStems(`${affirm(motion)} ${motion.topic}`.replace(PROPOSING, ' '));
  const pointStems = contentStems(point);
  let best: (Citation & { score: number }) | undefined;
  for (const document of documents) {
    for (const passage of passagesOf(document)) {
      const stems = [...contentStems(passage)];
      const onMotion = stems.filter((word) => motionStems.has(word)).length;
      if (onMotion === 0 || (options.figure && !/\d/.test(passage))) continue;
      const fresh = !options.said.includes(passage);
      const score =
        (fresh ? 1000 : 0) + onMotion * 10 + stems.filter((w) => pointStems.has(w)).length;
      if (!best || score > best.score) {
        best = { document: document.name, quote: fresh ? passage : undefined, score };
      }
    }
  }
  return best && { document: best.document, quote: best.quote };
}

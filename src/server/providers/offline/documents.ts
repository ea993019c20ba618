import { contentStems, sentencesOf } from './analysis.ts';
import { GENERAL_DOMAIN, type Domain } from './domains.ts';
import { affirm, type Motion } from './motion.ts';

/**
 * A custom model's knowledge documents, as prompts.ts's documentBlock marks them (whole, or as
 * selected passages with a note), and the passage worth citing: one on the debate's subject,
 * the closest to the motion first. Nothing is cited rather than something unrelated.
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

/** What a debate is about: the motion, its topic and opening line, and its domain. */
export type Subject = { motion: Motion; opening: string; domain: Domain };

/**
 * The document passage to cite: only one on the debate's subject, that is, sharing a content
 * word with the motion or its opening line, or (in a domain with keywords) using the domain's
 * words; the closest to the motion first, then to the point being made. `quote` is undefined
 * when every such passage was already quoted in the debate; no citation at all when no
 * document speaks to the subject.
 */
export function citationFor(
  documents: KnowledgeDocument[],
  subject: Subject,
  point: string,
  options: { said: string; figure?: boolean },
): Citation | undefined {
  const { motion, opening, domain } = subject;
  const subjectText = `${affirm(motion)} ${motion.topic} ${opening}`.replace(PROPOSING, ' ');
  const subjectStems = contentStems(subjectText);
  const pointStems = contentStems(point);
  let best: (Citation & { score: number }) | undefined;
  for (const document of documents) {
    for (const passage of passagesOf(document)) {
      const stems = [...contentStems(passage)];
      const shared = stems.filter((word) => subjectStems.has(word)).length;
      const inDomain = domain !== GENERAL_DOMAIN && domain.match.test(passage);
      if ((shared === 0 && !inDomain) || (options.figure && !/\d/.test(passage))) continue;
      const fresh = !options.said.includes(passage);
      const onPoint = stems.filter((word) => pointStems.has(word)).length;
      const score = (fresh ? 1000 : 0) + shared * 10 + (inDomain ? 5 : 0) + onPoint;
      if (!best || score > best.score) {
        best = { document: document.name, quote: fresh ? passage : undefined, score };
      }
    }
  }
  return best && { document: best.document, quote: best.quote };
}

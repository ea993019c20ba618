import { describe, expect, it } from 'vitest';
import { PROMPT_TEXT } from '../../contract/texts.ts';
import { indexPassages, selectKnowledge, type KnowledgeSource } from './knowledge.ts';
import { documentBlock } from './prompts.ts';
import { estimateTokens } from './tokens.ts';

const source = (name: string, content: string): KnowledgeSource => ({
  name,
  content,
  index: indexPassages(content),
});

/** A long document of numbered filler paragraphs, with one paragraph about `topic` at `at`. */
function report(paragraphs: number, topic: string, at: number): string {
  return Array.from({ length: paragraphs }, (_, i) =>
    i === at
      ? `Section ${i}. ${topic}`
      : `Section ${i}. The committee met again and reviewed the minutes of the previous meeting, ` +
        'which were approved without amendment after a short discussion of the agenda.',
  ).join('\n\n');
}

describe('indexPassages', () => {
  it('counts the whole text from above', () => {
    for (const text of [report(300, 'Tolls.', 3), 'word '.repeat(5000), 'a\n\n\nb', '']) {
      expect(indexPassages(text).totalTokens).toBeGreaterThanOrEqual(estimateTokens(text.trim()));
    }
  });

  it('cuts paragraphs joined up to about 1,000 characters, and long text at spaces', () => {
    const text = report(200, 'Tolls cut traffic by a fifth.', 50);
    const index = indexPassages(text);
    expect(index.starts.length).toBeGreaterThan(20);
    index.starts.forEach((start, i) => {
      expect(index.ends[i]! - start).toBeLessThanOrEqual(1000);
    });
    const oneLine = 'word '.repeat(50_000);
    const lineIndex = indexPassages(oneLine);
    expect(lineIndex.starts.length).toBeGreaterThanOrEqual(250);
    expect(lineIndex.ends.every((end, i) => end - lineIndex.starts[i]! <= 1000)).toBe(true);
    expect(indexPassages('').starts).toEqual([]);
  });
});

describe('selectKnowledge', () => {
  it('sends documents whole when they fit', () => {
    const documents = [source('a.txt', 'Fact one.'), source('b.txt', 'Fact two.')];
    expect(selectKnowledge(documents, 'anything', 1000)).toEqual({
      documents: [
        { name: 'a.txt', content: 'Fact one.' },
        { name: 'b.txt', content: 'Fact two.' },
      ],
      contentTokens: documents[0]!.index.totalTokens + documents[1]!.index.totalTokens,
    });
  });

  it('keeps the passages most relevant to the conversation within the budget, in order', () => {
    const traffic = source(
      'traffic.pdf',
      report(2000, 'Congestion charging cut inner-city traffic by a fifth in Stockholm.', 1500),
    );
    const housing = source(
      'housing.docx',
      report(2000, 'Rents rose fastest where new housing permits were fewest.', 10),
    );
    const budget = 2000;
    const chosen = selectKnowledge(
      [traffic, housing],
      'Does congestion charging really reduce traffic in Stockholm?',
      budget,
    );
    const [first, second] = chosen.documents;
    expect(first!.name).toBe('traffic.pdf');
    expect(first!.content).toContain('Congestion charging cut inner-city traffic');
    // Far from the beginning and the end: gaps before it and after it.
    expect(first!.content).toMatch(/\[…\]\n\nSection \d+\.[^[]*Congestion charging[^[]*\[…\]/);
    expect(second!.name).toBe('housing.docx');
    const sent = chosen.documents.reduce(
      (sum, document) => sum + estimateTokens(documentBlock(document)),
      0,
    );
    expect(sent).toBeLessThanOrEqual(budget);
    // What the selection says it costs bounds what it does.
    const texts = chosen.documents.reduce(
      (sum, document) => sum + estimateTokens(document.content),
      0,
    );
    expect(texts).toBeLessThanOrEqual(chosen.contentTokens);
    expect(chosen.truncated!.total).toBe(traffic.index.starts.length + housing.index.starts.length);
    expect(chosen.truncated!.kept).toBeGreaterThan(0);
    expect(chosen.truncated!.kept).toBeLessThan(chosen.truncated!.total);
  });

  it('with nothing in common, keeps each document’s beginning in turn', () => {
    const a = source('a.txt', report(500, 'x', -1));
    const b = source('b.txt', report(500, 'y', -1));
    const chosen = selectKnowledge([a, b], 'zebra', 1000);
    expect(chosen.documents[0]!.content).toMatch(/^Section 0\./);
    expect(chosen.documents[1]!.content).toMatch(/^Section 0\./);
  });

  it('with no room, keeps every document’s name and no passage', () => {
    const chosen = selectKnowledge([source('a.txt', report(50, 'x', -1))], 'x', 0);
    expect(chosen.documents).toEqual([{ name: 'a.txt', content: PROMPT_TEXT.gap }]);
    expect(chosen.contentTokens).toBeGreaterThanOrEqual(estimateTokens(PROMPT_TEXT.gap));
    expect(chosen.truncated!.kept).toBe(0);
  });
});

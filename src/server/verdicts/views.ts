import { catalogModelName } from '../../contract/models.ts';
import { VERDICT_TEXT, type Verdict } from '../../contract/verdicts.ts';
import type { verdicts } from '../db/schema.ts';

export type VerdictRow = typeof verdicts.$inferSelect;

export function toVerdict(row: VerdictRow): Verdict {
  return {
    id: row.id,
    conversationId: row.conversationId,
    judgeModel: row.judgeModel,
    createdAt: row.createdAt.toISOString(),
    messageCount: row.messageCount,
    summary: row.summary,
    positions: row.positions,
    arguments: row.arguments,
    agreements: row.agreements,
    disagreements: row.disagreements,
    winner: row.winner,
    confidence: row.confidence,
    consensus: row.consensus,
    panel: row.panel,
    agreement: row.agreement,
  };
}

/** One line of a list item: a quote may span paragraphs of its message. */
const inline = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A panel's agreement and each judge's reconciled verdict (DESIGN D21). */
function panelLines(verdict: Verdict, nameOf: (slot: string) => string): string[] {
  if (verdict.panel.length === 0) return [];
  return [
    `- ${VERDICT_TEXT.markdownPanel(verdict.agreement, verdict.panel.length)}`,
    ...verdict.panel.map(
      (judge) =>
        `  - ${VERDICT_TEXT.markdownJudge(
          catalogModelName(judge.judgeModel),
          judge.winner ? nameOf(judge.winner) : VERDICT_TEXT.drawWord,
          judge.consistent,
          judge.ownModel,
        )}`,
    ),
  ];
}

/** The markdown export's closing section: each verdict with its consensus (DESIGN D18). */
export function verdictsMarkdown(
  agents: readonly { slot: string; name: string }[],
  verdicts: readonly Verdict[],
): string[] {
  if (verdicts.length === 0) return [];
  const nameOf = (slot: string) => agents.find((agent) => agent.slot === slot)?.name ?? slot;
  const list = (items: readonly string[]) =>
    items.length ? items.map((item) => `- ${inline(item)}`) : [`- ${VERDICT_TEXT.none}`];
  const lines = ['', `## ${VERDICT_TEXT.markdownHeading}`];
  verdicts.forEach((verdict, index) => {
    const quoted = (kind: 'strongest' | 'weakest') =>
      list(
        verdict.arguments
          .filter((argument) => argument.kind === kind)
          .map((a) => `${nameOf(a.slot)}: “${a.quote}” (${a.reason})`),
      );
    lines.push(
      '',
      VERDICT_TEXT.markdownVerdict(
        index + 1,
        catalogModelName(verdict.judgeModel),
        verdict.messageCount,
      ),
      '',
      `_${verdict.createdAt}_`,
      '',
      verdict.summary,
      '',
      `- **${VERDICT_TEXT.consensus(verdict.consensus)}**`,
      `- ${
        verdict.winner
          ? VERDICT_TEXT.winner(nameOf(verdict.winner), verdict.confidence)
          : VERDICT_TEXT.draw(verdict.confidence)
      }`,
      ...panelLines(verdict, nameOf),
      '',
      `**${VERDICT_TEXT.stances}**`,
      '',
      ...list(verdict.positions.map((p) => `${nameOf(p.slot)}: ${p.stance}`)),
      '',
      `**${VERDICT_TEXT.strongest}**`,
      '',
      ...quoted('strongest'),
      '',
      `**${VERDICT_TEXT.weakest}**`,
      '',
      ...quoted('weakest'),
      '',
      `**${VERDICT_TEXT.agreements}**`,
      '',
      ...list(verdict.agreements),
      '',
      `**${VERDICT_TEXT.disagreements}**`,
      '',
      ...list(verdict.disagreements),
    );
  });
  return lines;
}

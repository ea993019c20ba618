import type { Conversation } from '../../../../contract/conversations.ts';
import { countWords, FORMAT_UI_TEXT } from '../../../../contract/formats.ts';
import { Card } from '../../../ui/card.tsx';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

/** The end of a format's debate: phase by phase, who spoke and how many words. */
export function FormatSummary({ conversation }: { conversation: Conversation }) {
  const format = conversation.format;
  if (!format || conversation.status !== 'finished') return null;
  const nameOf = (slot: string) => {
    const agent = conversation.agents.find((each) => each.slot === slot);
    if (!agent) return slot;
    return agent.seat === 'owner' ? `${agent.name} (${FORMAT_UI_TEXT.you})` : agent.name;
  };
  return (
    <Card as="section" aria-labelledby="format-summary-title" data-testid="format-summary">
      <div className="flex flex-col gap-3 p-4">
        <h2 id="format-summary-title" className="text-base font-semibold">
          <IconLabel d={ICON_PATHS.flag}>{FORMAT_UI_TEXT.summaryTitle}</IconLabel>
        </h2>
        {format.phases.map((phase) => {
          const spoken = conversation.messages.filter((message) => message.phase === phase.name);
          return (
            <div key={phase.name}>
              <h3 className="text-sm font-medium">{phase.name}</h3>
              <ul className="text-sm text-muted">
                {spoken.map((message) => (
                  <li key={message.seq}>
                    {nameOf(message.sender)}:{' '}
                    {FORMAT_UI_TEXT.summaryWords(countWords(message.content))}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </Card>
  );
}

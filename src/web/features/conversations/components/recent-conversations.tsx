import { Link } from 'react-router';
import type { ConversationSummary } from '../../../../contract/conversations.ts';
import { HISTORY_TEXT } from '../../../../contract/texts.ts';
import { Card } from '../../../ui/card.tsx';
import { ConversationList } from './conversation-list.tsx';

/** The dashboard's card of earlier conversations; the History page has them all, searchable. */
export function RecentConversations({
  onOpen,
}: {
  onOpen: (conversation: ConversationSummary) => void;
}) {
  return (
    <Card as="section" aria-labelledby="recent-title">
      <div className="flex items-center justify-between gap-2 px-4 pt-4 sm:px-5 sm:pt-5">
        <h2 id="recent-title" className="text-base font-semibold">
          Recent conversations
        </h2>
        <Link
          to="/history"
          className="rounded-md text-sm font-medium text-accent-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {HISTORY_TEXT.allConversations}
        </Link>
      </div>
      <div className="p-2 sm:p-3">
        <ConversationList onOpen={onOpen} />
      </div>
    </Card>
  );
}

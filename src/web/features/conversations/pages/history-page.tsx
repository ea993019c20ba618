import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CONVERSATION_LIMITS } from '../../../../contract/conversations.ts';
import { HISTORY_TEXT } from '../../../../contract/texts.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { conversationPath } from '../lib/conversation-path.ts';
import { ConversationList } from '../components/conversation-list.tsx';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/** Issue 33: every conversation, searchable by title, renamable, a page at a time. */
export function HistoryPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{HISTORY_TEXT.title}</h1>
        <p className="mt-2 text-muted">{HISTORY_TEXT.description}</p>
      </div>
      <Field label={HISTORY_TEXT.search}>
        {(props) => (
          <Input
            {...props}
            type="search"
            placeholder={HISTORY_TEXT.searchPlaceholder}
            maxLength={CONVERSATION_LIMITS.searchMaxLength}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <Card as="section" aria-label={HISTORY_TEXT.title} className="p-2 sm:p-3">
        <ConversationList
          search={settledSearch}
          onOpen={(conversation) => void navigate(conversationPath(conversation))}
        />
      </Card>
    </div>
  );
}

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ConversationMessage } from '../../../../contract/conversations.ts';
import { Button } from '../../../ui/button.tsx';
import { senderOf } from '../lib/senders.ts';
import { MessageRow } from './message-row.tsx';
import { ThinkingDots } from './thinking-indicator.tsx';

/** Keeps a scroll box pinned to its bottom while new content arrives, unless the user scrolled up. */
function useStickToBottom(content: unknown, end: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const [showJump, setShowJump] = useState(false);

  useLayoutEffect(() => {
    const box = ref.current;
    if (box && stuck.current) box.scrollTop = box.scrollHeight;
  }, [content, end]);

  const onScroll = () => {
    const box = ref.current;
    if (!box) return;
    const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
    stuck.current = atBottom;
    setShowJump(!atBottom);
  };
  const jump = () => {
    const box = ref.current;
    if (!box) return;
    stuck.current = true;
    box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
  };
  return { scrollRef: ref, onScroll, showJump, jump };
}

/**
 * The scrolling message list of a conversation (two-agent and MAX): stays at the latest message
 * unless the user scrolled up; `thinking` names the agent whose reply is about to start.
 */
export function MessageList({
  messages,
  thinking,
  end,
  endKey,
}: {
  messages: ConversationMessage[];
  thinking: string | null;
  /** Shown after the messages, in the same scroll (the verdicts); `endKey` changes with it. */
  end?: ReactNode;
  endKey?: unknown;
}) {
  const { scrollRef, onScroll, showJump, jump } = useStickToBottom(messages, endKey);
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={onScroll}
        // relative: screen-reader text (sr-only, absolute) inside stays in this scroll box instead
        // of stretching the page below it (issue 33).
        className="relative h-full overflow-y-auto overscroll-contain py-4"
        aria-label="Messages"
        role="region"
        tabIndex={0}
      >
        <ol className="flex flex-col gap-3" data-testid="message-list">
          {messages.map((message) => (
            <MessageRow key={message.id} message={message} senderOf={senderOf} />
          ))}
        </ol>
        {thinking && <ThinkingDots label={`${thinking} is thinking`} className="mt-3 px-1" />}
        {end}
      </div>
      {showJump && (
        <Button
          size="sm"
          variant="secondary"
          onClick={jump}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
        >
          Jump to latest ↓
        </Button>
      )}
    </div>
  );
}

import { cn } from '../../../lib/cn.ts';
import { TONE_CLASSES, type Sender } from '../lib/senders.ts';

const SIZES = {
  sm: 'size-5 text-[10px] font-bold',
  md: 'size-7 shrink-0 text-sm font-semibold',
  lg: 'size-8 text-sm font-semibold',
} as const;

/** A sender's icon in its tone's circle (decorative: the name is always beside it). */
export function SenderAvatar({ sender, size }: { sender: Sender; size: keyof typeof SIZES }) {
  return (
    <span
      className={cn(
        'flex items-center justify-center rounded-full',
        SIZES[size],
        TONE_CLASSES[sender.tone].avatar,
      )}
      aria-hidden="true"
    >
      {sender.icon}
    </span>
  );
}

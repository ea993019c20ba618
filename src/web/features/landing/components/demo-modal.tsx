import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal, type ModalOpenProps } from '../../../ui/dialog.tsx';
import { DEMO_DEBATE, type DemoSpeaker } from '../data/demo-debate.ts';
import { replayFrame, totalTicks } from '../lib/replay.ts';

const TICK_MS = 45;
const TOTAL = totalTicks(DEMO_DEBATE.messages);

const BUBBLE: Record<DemoSpeaker, { row: string; bubble: string; badge: string; avatar: string }> =
  {
    moderator: {
      row: 'justify-center',
      bubble: 'bg-surface-2 text-fg border border-border max-w-[92%] text-center',
      badge: 'text-muted',
      avatar: 'hidden',
    },
    'model-a': {
      row: 'justify-start',
      bubble: 'bg-surface border border-border text-fg rounded-tl-sm',
      badge: 'text-sky-700 dark:text-sky-300',
      avatar: 'bg-sky-600',
    },
    'model-b': {
      row: 'flex-row-reverse',
      bubble: 'bg-accent text-accent-fg rounded-tr-sm',
      badge: 'text-accent-fg',
      avatar: 'bg-rose-600',
    },
  };

/** Watch Demo: replays a real debate transcript word by word, with play, pause and replay. */
export function DemoModal({ open, onOpenChange }: ModalOpenProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title="Parley in action"
      description={`Topic: ${DEMO_DEBATE.topic}`}
    >
      {open && <DemoPlayer />}
    </Modal>
  );
}

function DemoPlayer() {
  const [tick, setTick] = useState(0);
  const [playing, setPlaying] = useState(true);
  const scroller = useRef<HTMLDivElement>(null);
  const finished = tick >= TOTAL;

  useEffect(() => {
    if (!playing || finished) return;
    const timer = setInterval(() => setTick((current) => Math.min(current + 1, TOTAL)), TICK_MS);
    return () => clearInterval(timer);
  }, [playing, finished]);

  const frame = replayFrame(DEMO_DEBATE.messages, tick);

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [frame.length, tick]);

  const replay = () => {
    setTick(0);
    setPlaying(true);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-muted">
        {(['model-a', 'model-b'] as const).map((speaker) => (
          <span key={speaker} className="inline-flex items-center gap-2">
            <span
              className={cn('size-2.5 rounded-full', BUBBLE[speaker].avatar)}
              aria-hidden="true"
            />
            <span className="font-medium text-fg">{DEMO_DEBATE.agents[speaker].name}</span>
            <span className="hidden sm:inline">{DEMO_DEBATE.agents[speaker].detail}</span>
          </span>
        ))}
      </div>
      <div
        ref={scroller}
        role="log"
        aria-label="Demo debate transcript"
        aria-live="off"
        className="h-[min(26rem,55dvh)] space-y-4 overflow-y-auto rounded-xl border border-border bg-bg p-3 sm:p-5"
      >
        {frame.map((entry, index) => {
          const style = BUBBLE[entry.message.speaker];
          const agent = DEMO_DEBATE.agents[entry.message.speaker];
          return (
            <div key={index} className={cn('flex items-start gap-2.5', style.row)}>
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white',
                  style.avatar,
                )}
              >
                {entry.message.speaker === 'model-a' ? 'A' : 'B'}
              </span>
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-sm',
                  style.bubble,
                )}
              >
                <p className={cn('mb-0.5 text-xs font-semibold', style.badge)}>{agent.name}</p>
                {entry.status === 'thinking' ? (
                  <span
                    className="inline-flex gap-1 py-1.5"
                    aria-label={`${agent.name} is thinking`}
                  >
                    {[0, 150, 300].map((delay) => (
                      <span
                        key={delay}
                        className="size-1.5 animate-bounce rounded-full bg-current opacity-60"
                        style={{ animationDelay: `${delay}ms` }}
                      />
                    ))}
                  </span>
                ) : (
                  <p>
                    {entry.text}
                    {entry.status === 'streaming' && (
                      <span
                        className="ml-0.5 inline-block h-3.5 w-[2px] translate-y-0.5 animate-blink bg-current"
                        aria-hidden="true"
                      />
                    )}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <div className="flex items-center gap-3">
        {finished ? (
          <Button size="sm" onClick={replay}>
            Replay
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setPlaying((value) => !value)}
            className="w-20"
          >
            {playing ? 'Pause' : 'Play'}
          </Button>
        )}
        {!finished && (
          <Button size="sm" variant="ghost" onClick={replay}>
            Restart
          </Button>
        )}
        <div
          className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label="Demo progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round((tick / TOTAL) * 100)}
        >
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-100"
            style={{ width: `${(tick / TOTAL) * 100}%` }}
          />
        </div>
        <span className="w-10 text-right text-xs text-muted tabular-nums">
          {Math.round((tick / TOTAL) * 100)}%
        </span>
      </div>
    </div>
  );
}

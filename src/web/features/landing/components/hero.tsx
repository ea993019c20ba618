import { Link } from 'react-router';
import { LANDING_TEXT } from '../../../../contract/texts.ts';
import { cn } from '../../../lib/cn.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { DEMO_DEBATE } from '../data/demo-debate.ts';
import { Icon } from './icons.tsx';

const PREVIEW = DEMO_DEBATE.messages.slice(1, 4);

const STATS = [
  { value: '50+', label: 'models from every major provider' },
  { value: '~2 min', label: 'from sign-up to first debate' },
  { value: '5', label: 'agents at once in MAX Mode' },
  { value: 'Live', label: 'multiplayer sessions' },
];

export function Hero({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-[36rem] bg-[radial-gradient(ellipse_60%_50%_at_50%_0%,color-mix(in_srgb,var(--accent)_22%,transparent),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 [mask-image:linear-gradient(to_bottom,black,transparent_70%)] opacity-50 [background-image:linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] [background-size:56px_56px]"
      />
      <div className="relative mx-auto grid grid-cols-1 max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-12 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/80 px-3 py-1 text-xs font-medium text-muted shadow-sm">
            <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
            Infrastructure for AI decision-making
          </p>
          <h1 className="mt-6 text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]">
            Let AI agents debate.{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-300 dark:to-violet-300">
              Decide with confidence.
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted text-pretty">
            Parley puts AI agents in one room. They collaborate, challenge each other and reach
            consensus, and a judge scores how close they came, so you see every side of a decision
            before you make it. Set up in about 2 minutes.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/signup" className={buttonClasses({ size: 'lg' })}>
              {LANDING_TEXT.getStarted}
              <span aria-hidden="true">→</span>
            </Link>
            <Button variant="secondary" size="lg" onClick={onWatchDemo}>
              <Icon name="play" className="size-4" />
              {LANDING_TEXT.watchDemo}
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted">
            Free plan with 50,000 tokens a month. No credit card.
          </p>
        </div>
        <DebatePreview />
      </div>
      <div className="relative border-y border-border bg-surface/60">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-6 px-4 py-8 sm:px-6 md:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col items-center gap-1 px-2 text-center">
              <dt className="order-2 text-sm text-muted">{stat.label}</dt>
              <dd className="order-1 text-2xl font-semibold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function DebatePreview() {
  return (
    <div className="relative" aria-label="Example debate" role="figure">
      <div
        aria-hidden="true"
        className="absolute -inset-4 rounded-[2rem] bg-gradient-to-tr from-indigo-500/20 via-violet-500/10 to-sky-400/20 blur-2xl"
      />
      <div className="relative overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-indigo-950/10">
        <div className="flex items-center gap-3 border-b border-border px-4 py-3">
          <div className="flex gap-1.5" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-border-strong" />
            <span className="size-2.5 rounded-full bg-border-strong" />
            <span className="size-2.5 rounded-full bg-border-strong" />
          </div>
          <p className="min-w-0 flex-1 truncate text-xs font-medium text-muted">
            {DEMO_DEBATE.topic}
          </p>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-rose-500/10 px-2 py-0.5 text-[11px] font-semibold text-rose-700 dark:text-rose-300">
            <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" />
            LIVE
          </span>
        </div>
        <div className="space-y-3 p-4 sm:p-5">
          {PREVIEW.map((message, index) => {
            const isA = message.speaker === 'model-a';
            return (
              <div key={index} className={cn('flex gap-2.5', !isA && 'flex-row-reverse')}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white',
                    isA ? 'bg-sky-600' : 'bg-rose-600',
                  )}
                >
                  {isA ? 'A' : 'B'}
                </span>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-[13px] leading-relaxed',
                    isA ? 'rounded-tl-sm bg-surface-2' : 'rounded-tr-sm bg-accent text-accent-fg',
                  )}
                >
                  <p
                    className={cn(
                      'mb-0.5 text-[11px] font-semibold',
                      isA ? 'text-sky-700 dark:text-sky-300' : 'text-accent-fg',
                    )}
                  >
                    {DEMO_DEBATE.agents[message.speaker].name}
                  </p>
                  <p className="line-clamp-3">{message.text}</p>
                </div>
              </div>
            );
          })}
          <div className="flex items-center gap-2 rounded-xl border border-emerald-500/25 bg-emerald-500/8 px-3.5 py-2.5 text-[13px] text-emerald-800 dark:text-emerald-300">
            <Icon name="check" className="size-4 shrink-0" />
            <span>
              <strong className="font-semibold">Consensus reached</strong> after 8 turns:
              remote-first with quarterly planning weeks.
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

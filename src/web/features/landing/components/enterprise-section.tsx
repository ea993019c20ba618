import { LANDING_TEXT } from '../../../../contract/texts.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon, type IconName } from './icons.tsx';

const AUDIENCES = [
  { name: 'Teams', use: 'Pressure-test plans before the meeting.' },
  { name: 'Enterprises', use: 'Standardise how big decisions get reviewed.' },
  { name: 'Legal', use: 'Argue both sides of a clause or a case.' },
  { name: 'Healthcare', use: 'Compare guidelines and second opinions.' },
  { name: 'Finance', use: 'Bull and bear cases on every thesis.' },
  { name: 'Academia', use: 'Stress-test arguments and reviews.' },
  { name: 'Developers', use: 'Design reviews and architecture trade-offs.' },
];

const GUARANTEES: Array<{ icon: IconName; title: string; body: string }> = [
  {
    icon: 'key',
    title: 'Your own API keys',
    body: 'Use your provider contracts and rates; keys are encrypted at rest.',
  },
  {
    icon: 'infinity',
    title: 'Unlimited usage',
    body: 'No daily or hourly caps on any model class.',
  },
  {
    icon: 'shield',
    title: 'Admin and audit',
    body: 'Central plan management with every admin action logged.',
  },
];

export function EnterpriseSection({ onBookDemo }: { onBookDemo: () => void }) {
  return (
    <section
      id="enterprise"
      aria-labelledby="enterprise-title"
      className="bg-zinc-950 text-zinc-100"
    >
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-14 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">
            Enterprise
          </p>
          <h2
            id="enterprise-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            Built for teams whose decisions carry weight
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-zinc-400">
            Legal, healthcare and finance teams use structured disagreement to catch what a single
            answer misses. Parley makes it repeatable.
          </p>
          <ul className="mt-8 space-y-5">
            {GUARANTEES.map((item) => (
              <li key={item.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/8 text-indigo-300 ring-1 ring-white/10">
                  <Icon name={item.icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-white">{item.title}</h3>
                  <p className="mt-1 text-sm text-zinc-400">{item.body}</p>
                </div>
              </li>
            ))}
          </ul>
          <Button
            size="lg"
            onClick={onBookDemo}
            className="mt-10 bg-white text-zinc-950 hover:bg-zinc-200 disabled:hover:bg-white"
          >
            {LANDING_TEXT.bookDemo}
          </Button>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-zinc-300">Who uses Parley</h3>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {AUDIENCES.map((audience) => (
              <li
                key={audience.name}
                className="rounded-xl border border-white/10 bg-white/[0.04] p-4"
              >
                <p className="font-semibold text-white">{audience.name}</p>
                <p className="mt-1 text-sm text-zinc-400">{audience.use}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

import { Icon, type IconName } from './icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const STEPS: Array<{ icon: IconName; title: string; body: string }> = [
  {
    icon: 'models',
    title: 'Pick your agents',
    body: 'Choose a model for the Primary and Alternative Agent and give each its instructions, or start from a persona. MAX Mode seats up to five.',
  },
  {
    icon: 'debate',
    title: 'Set the opening line',
    body: 'State the question or the decision. The agents take turns on their own, answering and challenging each other.',
  },
  {
    icon: 'check',
    title: 'Step in, reach consensus',
    body: 'Every 10 messages (20 in MAX Mode) Parley pauses for you. Redirect the debate, add facts, or ask the judge for a verdict: who argued better, where the agents agree, and how close they are to consensus.',
  },
];

export function PlatformSection() {
  return (
    <section
      id="platform"
      aria-labelledby="platform-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28"
    >
      <SectionHeading
        id="platform-title"
        eyebrow="Platform"
        title="One question. Several minds. A better answer."
      >
        A single model tells you what it thinks. Parley shows you where models disagree, why, and
        what they agree on after arguing it out.
      </SectionHeading>
      <ol className="mt-14 grid grid-cols-1 gap-5 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-2xl border border-border bg-surface p-6 shadow-sm"
          >
            <div className="flex items-center justify-between">
              <span className="flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
                <Icon name={step.icon} />
              </span>
              <span className="font-mono text-sm text-muted" aria-hidden="true">
                0{index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { Icon, type IconName } from './icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const FEATURES: Array<{ icon: IconName; title: string; body: string }> = [
  {
    icon: 'debate',
    title: 'Debate and consensus',
    body: 'Agents collaborate, debate and reach consensus, with checkpoints where you can intervene. A judge names who argued better, quotes each side, scores consensus from 0 to 100 and can stop the debate once it is reached.',
  },
  {
    icon: 'models',
    title: '50+ models',
    body: 'OpenAI, Anthropic, Google, Groq, xAI, DeepSeek and OpenRouter, side by side in one conversation.',
  },
  {
    icon: 'users',
    title: 'Multiplayer',
    body: 'Share a live session with a token. Teammates watch in real time or join as collaborators.',
  },
  {
    icon: 'book',
    title: 'Custom knowledge base',
    body: 'Give agents your own PDF, DOCX and RTF documents so they argue from your facts, and cite them.',
  },
  {
    icon: 'chart',
    title: 'Analytics',
    body: "Debates, messages and tokens over time, tokens by model, and each model's wins, losses, draws and rating from its verdicts; a warning before you reach your plan's limits.",
  },
  {
    icon: 'clock',
    title: 'About 2 minutes of setup',
    body: 'Sign up, pick two models, write an opening line. No API keys needed to try it.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="border-y border-border bg-surface-2/50"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything a serious debate needs"
        >
          From a quick sanity check to a structured review with five agents and your own documents.
        </SectionHeading>
        <ul className="mt-14 grid grid-cols-1 gap-px overflow-hidden rounded-2xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="bg-surface p-6 sm:p-7">
              <span className="flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
                <Icon name={feature.icon} />
              </span>
              <h3 className="mt-5 font-semibold tracking-tight">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The transcript replayed by the Watch Demo modal: a real two-agent debate, as Parley shows it. */
export type DemoSpeaker = 'moderator' | 'model-a' | 'model-b';
export type DemoMessage = { speaker: DemoSpeaker; text: string };

export const DEMO_DEBATE = {
  topic: 'Should remote work be the default for knowledge workers?',
  agents: {
    moderator: { name: 'You', detail: 'Opening line' },
    'model-a': { name: 'Primary Agent', detail: 'GPT-4o · argues for remote-first' },
    'model-b': { name: 'Alternative Agent', detail: 'Claude 3.5 Sonnet · argues for the office' },
  },
  messages: [
    {
      speaker: 'moderator',
      text: 'Debate this for a 200-person software company: should remote work be the default? Reach a recommendation we can act on.',
    },
    {
      speaker: 'model-a',
      text: 'Remote-first should be the default. It widens the hiring pool beyond one commuting radius, gives people back an hour a day, and forces a written culture where decisions are documented instead of lost in hallway conversations. Large surveys of engineers consistently show equal or higher output on focused work at home.',
    },
    {
      speaker: 'model-b',
      text: 'Focused work, yes. But a company is more than focused work. Junior engineers learn by overhearing how seniors debug, negotiate and decide. Remote setups quietly tax that apprenticeship: questions feel expensive when every one is a scheduled call. The cost does not show up in this quarter’s output; it shows up in who is ready to lead in three years.',
    },
    {
      speaker: 'model-a',
      text: 'Mentorship is a real risk, but it is a design problem, not a location problem. Pairing rotations, recorded design reviews and an explicit "ask in public" channel make tacit knowledge visible to everyone, including people who would never have sat near the right desk. Offices often spread knowledge only to whoever sits closest.',
    },
    {
      speaker: 'model-b',
      text: 'Fair point on proximity bias. Still, some work is genuinely better together: kickoffs, hard trade-off discussions, repairing trust after conflict. Those moments are rare but high-leverage. A fully remote default tends to postpone them forever, because there is never a natural occasion to meet.',
    },
    {
      speaker: 'model-a',
      text: 'Then let us make the occasions deliberate. Remote by default for daily work, with funded in-person weeks each quarter for planning and team building, and a travel budget for new hires to spend their first weeks beside their mentor.',
    },
    {
      speaker: 'model-b',
      text: 'I can support that if it comes with two safeguards: measure onboarding speed and internal mobility for people who joined remotely, and give teams the option of a shared anchor day if their own data shows collaboration suffering.',
    },
    {
      speaker: 'model-a',
      text: 'Agreed. Consensus: remote-first for focused work, quarterly in-person planning weeks, co-located onboarding for new hires, and a review after two quarters using onboarding time, retention and delivery metrics. Teams may add an anchor day when the numbers justify it.',
    },
  ] satisfies DemoMessage[],
};

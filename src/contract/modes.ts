// The two conversation modes' constants (SPEC §4, §9), apart from the API schemas so that texts
// importing them do not bring zod into the landing's first load (DESIGN §7's budget).

/** SPEC §9 timings and counts, per mode. */
export const DUEL = {
  slots: ['model-a', 'model-b'],
  names: ['Primary Agent', 'Alternative Agent'],
  turnDelayMs: 1500,
  checkpointEvery: 10,
} as const;

export const MAX = {
  slots: ['alpha', 'beta', 'gamma', 'delta', 'epsilon'],
  names: ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'],
  minAgents: 2,
  maxAgents: 5,
  turnDelayMs: 1000,
  checkpointEvery: 20,
  retryDelayMs: 2000,
  breakerThreshold: 10,
  breakerNoticeDelayMs: 1000,
} as const;

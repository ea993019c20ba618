/** What the offline evaluation plays: motions, sided setups and assistant descriptions. */

export type Side = 'for' | 'against';

/** A motion as a user would type it, with the words (lower case stems) that name its subject. */
export type EvalMotion = { opening: string; subject: string[] };

/** Two agents whose instructions give their sides in ordinary words, and the sides they mean. */
export type SidedSetup = EvalMotion & {
  a: string;
  b: string;
  sides: { a: Side; b: Side };
};

/** A description for a setup assistant: the people it names, in order, or none (refused). */
export type EvalDescription = { text: string; agents: 2 | 5; named: string[] };

export type EvalSet = {
  name: string;
  motions: EvalMotion[];
  sided: SidedSetup[];
  descriptions: EvalDescription[];
};

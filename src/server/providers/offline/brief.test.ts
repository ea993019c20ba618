import { describe, expect, it } from 'vitest';
import { generate, generateMax } from '../../../../test/helpers/offline-debates.ts';

type Row = [description: string, primary: string, alternative: string, opening: string];

/**
 * What the offline assistant builds from what was typed: "You are <role>." with its side, and
 * the opening line. The first role listed argues the side named first in the opening.
 */
const TABLE: Row[] = [
  [
    'A nurse and a hospital CFO debate mandatory staffing ratios.',
    'a nurse/for',
    'a hospital CFO/against',
    'Should we adopt mandatory staffing ratios? A nurse argues for it, and a hospital CFO argues against it.',
  ],
  [
    'Debate a four-day work week',
    'a trade union organiser/for',
    'a small-business owner/against',
    'Should we adopt a four-day work week? A trade union organiser argues for it, and a small-business owner argues against it.',
  ],
  [
    'A doctor who supports assisted dying debates a priest.',
    'a doctor/for',
    'a priest/against',
    'Should assisted dying be legal? A doctor argues for it, and a priest argues against it.',
  ],
  [
    'A vegan chef argues with a cattle rancher about eating meat',
    'a vegan chef/against',
    'a cattle rancher/for',
    'Is eating meat a good idea? A vegan chef says no, and a cattle rancher says yes.',
  ],
  [
    'Let a landlord argue against rent control with a tenant.',
    'a landlord/against',
    'a tenant/for',
    'Does rent control do more good than harm? A landlord says no, and a tenant says yes.',
  ],
  [
    'An economist argues against rent control, a tenant organiser for it.',
    'an economist/against',
    'a tenant organiser/for',
    'Does rent control do more good than harm? An economist says no, and a tenant organiser says yes.',
  ],
  [
    'Should the UK rejoin the EU? A Brexit supporter against a Remainer.',
    'a Brexit supporter/against',
    'a Remainer/for',
    'Should the UK rejoin the EU? A Brexit supporter argues against it, and a Remainer argues for it.',
  ],
  [
    'Is it ethical to eat meat?',
    'a livestock farmer/for',
    'an animal-welfare campaigner/against',
    'Is it ethical to eat meat? A livestock farmer says yes, and an animal-welfare campaigner says no.',
  ],
  [
    'I want a debate about whether AI will take our jobs, with an optimist and a union rep',
    'an optimist/against',
    'a union rep/for',
    'Will AI take our jobs? An optimist says no, and a union rep says yes.',
  ],
  [
    'Teachers vs parents on school uniforms',
    'a teacher/for',
    'a parent/against',
    'Should we keep school uniforms? A teacher argues for it, and a parent argues against it.',
  ],
  [
    'Pineapple on pizza',
    'a chef/for',
    'a food critic/against',
    'Does pineapple belong on pizza? A chef says yes, and a food critic says no.',
  ],
  [
    'climate change',
    'a climate scientist/for',
    'an energy economist/against',
    'Should we do more to tackle climate change? A climate scientist argues for it, and an energy economist argues against it.',
  ],
  [
    'cats vs dogs',
    'a cat lover/for',
    'a dog lover/against',
    'Are cats better than dogs? A cat lover says yes, and a dog lover says no.',
  ],
  [
    'A debate on whether remote work hurts productivity',
    'a small-business owner/for',
    'a trade union organiser/against',
    'Does remote work hurt productivity? A small-business owner says yes, and a trade union organiser says no.',
  ],
  [
    'Should cities ban cars?',
    'an urban planner/for',
    'a small-business owner/against',
    'Should cities ban cars? An urban planner argues for it, and a small-business owner argues against it.',
  ],
  [
    'Between a landlord and a tenant organiser, on rent control',
    'a landlord/against',
    'a tenant organiser/for',
    'Does rent control do more good than harm? A landlord says no, and a tenant organiser says yes.',
  ],
  [
    'A farmer against and an economist for debate a meat tax.',
    'a farmer/against',
    'an economist/for',
    'Should we adopt a meat tax? A farmer argues against it, and an economist argues for it.',
  ],
  [
    'Debate the death penalty: a prosecutor for, a defence attorney against.',
    'a prosecutor/for',
    'a defence attorney/against',
    'Should we keep the death penalty? A prosecutor argues for it, and a defence attorney argues against it.',
  ],
  [
    'Homework, with a teacher for and a parent against',
    'a teacher/for',
    'a parent/against',
    'Should we keep homework? A teacher argues for it, and a parent argues against it.',
  ],
  [
    'Nurses vs CFOs: mandatory staffing ratios',
    'a nurse/for',
    'a CFO/against',
    'Should we adopt mandatory staffing ratios? A nurse argues for it, and a CFO argues against it.',
  ],
  [
    'Two economists debate a sugar tax',
    'an economist/for',
    'an economist/against',
    'Should we adopt a sugar tax? Two economists take opposite sides.',
  ],
  [
    'Should we ban smartphones in schools? A headteacher says yes, a parent says no.',
    'a headteacher/for',
    'a parent/against',
    'Should we ban smartphones in schools? A headteacher argues for it, and a parent argues against it.',
  ],
  [
    'A landlord debates a tenant',
    'a landlord/against',
    'a tenant/for',
    'Should rents be capped? A landlord argues against it, and a tenant argues for it.',
  ],
  [
    'A priest debates a doctor on assisted dying',
    'a priest/against',
    'a doctor/for',
    'Should assisted dying be legal? A priest argues against it, and a doctor argues for it.',
  ],
  [
    'Elon Musk and Greta Thunberg debate electric cars',
    'Elon Musk/for',
    'Greta Thunberg/against',
    'Do electric cars do more good than harm? Elon Musk says yes, and Greta Thunberg says no.',
  ],
  [
    'The UK should rejoin the EU',
    'a Remain campaigner/for',
    'a Brexit supporter/against',
    'Should the UK rejoin the EU? A Remain campaigner argues for it, and a Brexit supporter argues against it.',
  ],
  [
    "Let's have a nurse argue for mandatory staffing ratios against a CFO",
    'a nurse/for',
    'a CFO/against',
    'Should we adopt mandatory staffing ratios? A nurse argues for it, and a CFO argues against it.',
  ],
  [
    'A debate about social media between a teenager and a parent',
    'a teenager/for',
    'a parent/against',
    'Does social media do more good than harm? A teenager says yes, and a parent says no.',
  ],
  [
    'Make the case for and against nuclear power',
    'a climate scientist/for',
    'an energy economist/against',
    'Does nuclear power do more good than harm? A climate scientist says yes, and an energy economist says no.',
  ],
  [
    "I'd like an economist to debate a union leader on the minimum wage",
    'an economist/against',
    'a union leader/for',
    'Does the minimum wage do more good than harm? An economist says no, and a union leader says yes.',
  ],
  [
    'A student argues that school should start later; a headteacher disagrees.',
    'a student/for',
    'a headteacher/against',
    'Should school start later? A student argues for it, and a headteacher argues against it.',
  ],
  [
    'Capitalism vs socialism',
    'a champion of capitalism/for',
    'a champion of socialism/against',
    'Is capitalism better than socialism? A champion of capitalism says yes, and a champion of socialism says no.',
  ],
  [
    'An AI researcher and a philosopher discuss whether AI can be conscious',
    'an AI researcher/for',
    'a philosopher/against',
    'Can AI be conscious? An AI researcher says yes, and a philosopher says no.',
  ],
];

describe('offline assistant: two opposed roles and an opening line from what was typed', () => {
  it.each(TABLE)('%s', (description, primary, alternative, opening) => {
    const setup = generate(description);
    const [primaryRole, primarySide] = primary.split('/');
    const [alternativeRole, alternativeSide] = alternative.split('/');
    expect(setup.openingMessage).toBe(opening);
    const motion = /that (.+?)\. /.exec(setup.primaryInstructions)?.[1];
    expect(setup.primaryInstructions.startsWith(`You are ${primaryRole}. `)).toBe(true);
    expect(setup.primaryInstructions).toContain(
      `you argue ${primarySide} the motion that ${motion}.`,
    );
    expect(setup.alternativeInstructions.startsWith(`You are ${alternativeRole}. `)).toBe(true);
    expect(setup.alternativeInstructions).toContain(
      `you argue ${alternativeSide} the motion that ${motion}.`,
    );
    expect(primarySide).not.toBe(alternativeSide);
    for (const text of Object.values(setup)) {
      expect(text).not.toMatch(/\bstring\b|instructions"|openingMessage|JSON|\s{2}|\.\./i);
      // The motion never swallows a role or a side: "we should adopt a priest".
      expect(text).not.toMatch(
        /adopt (?:an? |the )?(?:priest|tenant|landlord|against|eating|whether|pizza)/i,
      );
    }
  });

  it('opens with a well-formed question and one sentence on who argues what', () => {
    for (const [description] of TABLE) {
      const { openingMessage } = generate(description);
      const [question, sides] = openingMessage.split(/(?<=\?) /);
      expect(question, description).toMatch(
        /^(?:Should|Is|Are|Do|Does|Can|Will|Would|Has) [a-zA-Z][^?]*\?$/,
      );
      expect(question, description).not.toMatch(
        /\b(?:should|is|are|does|do) (?:should|is|are|does|do)\b/i,
      );
      expect(sides, description).toMatch(/^[A-Z].*\.$/);
    }
  });
});

/** The MAX assistant: the roles named, in order, then invented ones; the motion alone. */
const MAX_TABLE: [description: string, roles: string[], sides: string, opening: string][] = [
  [
    'Five voices debate whether our city should replace its downtown parking garages with affordable housing: a housing advocate, a small-business owner, a traffic engineer, a city budget officer and a neighbourhood resident',
    [
      'a housing advocate',
      'a small-business owner',
      'a traffic engineer',
      'a city budget officer',
      'a neighbourhood resident',
    ],
    'for against for against for',
    'Should our city replace its downtown parking garages with affordable housing? A housing advocate, a traffic engineer and a neighbourhood resident argue for it; a small-business owner and a city budget officer argue against it.',
  ],
  [
    'A nurse and a hospital CFO debate mandatory staffing ratios.',
    [
      'a nurse',
      'a hospital CFO',
      'a public-health doctor',
      'a health economist',
      'a patient advocate',
    ],
    'for against for against for',
    'Should we adopt mandatory staffing ratios? A nurse, a public-health doctor and a patient advocate argue for it; a hospital CFO and a health economist argue against it.',
  ],
  [
    'Should homework be banned? Teachers vs parents vs pupils.',
    ['a teacher', 'a parent', 'a pupil', 'a child psychologist', 'a headteacher'],
    'for against for against for',
    'Should homework be banned? A teacher, a pupil and a headteacher argue for it; a parent and a child psychologist argue against it.',
  ],
  [
    'Is nuclear power safe?',
    [
      'a climate scientist',
      'an energy economist',
      'an energy worker',
      'a consumer advocate',
      'a grid engineer',
    ],
    'for against for against for',
    'Is nuclear power safe? A climate scientist, an energy worker and a grid engineer say yes; an energy economist and a consumer advocate say no.',
  ],
];

describe('offline MAX assistant: the roles named, in order, and the motion alone', () => {
  it.each(MAX_TABLE)('%s', (description, roles, sides, opening) => {
    const setup = generateMax(description);
    const fields = [
      setup.alphaInstructions,
      setup.betaInstructions,
      setup.gammaInstructions,
      setup.deltaInstructions,
      setup.epsilonInstructions,
    ];
    const motion = opening.split('?')[0]!;
    fields.forEach((instructions, index) => {
      expect(instructions.startsWith(`You are ${roles[index]}. `), instructions).toBe(true);
      expect(instructions).toContain(`you argue ${sides.split(' ')[index]} the motion that `);
      expect(instructions).toMatch(/Answer the previous speaker by name/);
      // The motion never swallows the roles.
      for (const role of roles) expect(instructions.split('. ')[1]).not.toContain(role);
    });
    expect(setup.openingMessage).toBe(opening);
    expect(motion).not.toMatch(/[:,]/);
  });
});

import { describe, expect, it } from 'vitest';
import { findMotion } from './find-motion.ts';
import { affirm, deny } from './motion.ts';
import { decapitalize } from './morphology.ts';

/** Opening lines of every shape, with the question, both sides and topic a reader finds. */
const TABLE: [opening: string, question: string, affirmed: string, denied: string][] = [
  [
    'Should the government censor hate speech?',
    'Should the government censor hate speech?',
    'the government should censor hate speech',
    'the government should not censor hate speech',
  ],
  [
    'Is nuclear power safe?',
    'Is nuclear power safe?',
    'nuclear power is safe',
    'nuclear power is not safe',
  ],
  [
    'Do violent video games cause violence?',
    'Do violent video games cause violence?',
    'violent video games cause violence',
    'violent video games do not cause violence',
  ],
  [
    'London should ban cars from its centre.',
    'Should London ban cars from its centre?',
    'London should ban cars from its centre',
    'London should not ban cars from its centre',
  ],
  [
    'I think homework should be banned.',
    'Should homework be banned?',
    'homework should be banned',
    'homework should not be banned',
  ],
  [
    'A four-day work week',
    'Should we adopt a four-day work week?',
    'we should adopt a four-day work week',
    'we should not adopt a four-day work week',
  ],
  [
    'Should the UK rejoin the EU?',
    'Should the UK rejoin the EU?',
    'the UK should rejoin the EU',
    'the UK should not rejoin the EU',
  ],
  [
    'Is it ethical to eat meat?',
    'Is it ethical to eat meat?',
    'it is ethical to eat meat',
    'it is not ethical to eat meat',
  ],
  [
    'Pineapple on pizza',
    'Does pineapple belong on pizza?',
    'pineapple belongs on pizza',
    'pineapple does not belong on pizza',
  ],
  [
    'climate change',
    'Should we do more to tackle climate change?',
    'we should do more to tackle climate change',
    'we should not do more to tackle climate change',
  ],
  [
    'cats vs dogs',
    'Are cats better than dogs?',
    'cats are better than dogs',
    'cats are not better than dogs',
  ],
  [
    'A debate on whether remote work hurts productivity',
    'Does remote work hurt productivity?',
    'remote work hurts productivity',
    'remote work does not hurt productivity',
  ],
  [
    'Let us settle this today. Should cities ban cars from their centres?',
    'Should cities ban cars from their centres?',
    'cities should ban cars from their centres',
    'cities should not ban cars from their centres',
  ],
  [
    'This house believes that social media does more harm than good.',
    'Does social media do more harm than good?',
    'social media does more harm than good',
    'social media does not do more harm than good',
  ],
  [
    'Universal basic income should replace unemployment benefits.',
    'Should universal basic income replace unemployment benefits?',
    'universal basic income should replace unemployment benefits',
    'universal basic income should not replace unemployment benefits',
  ],
  [
    'Are electric cars worth the hype?',
    'Are electric cars worth the hype?',
    'electric cars are worth the hype',
    'electric cars are not worth the hype',
  ],
  [
    'Can AI replace teachers?',
    'Can AI replace teachers?',
    'AI can replace teachers',
    'AI cannot replace teachers',
  ],
  [
    'Will AI take our jobs?',
    'Will AI take our jobs?',
    'AI will take our jobs',
    'AI will not take our jobs',
  ],
  [
    'Would a four-day week boost productivity?',
    'Would a four-day week boost productivity?',
    'a four-day week would boost productivity',
    'a four-day week would not boost productivity',
  ],
  [
    'Does money buy happiness?',
    'Does money buy happiness?',
    'money buys happiness',
    'money does not buy happiness',
  ],
  [
    'Has social media made us lonelier?',
    'Has social media made us lonelier?',
    'social media has made us lonelier',
    'social media has not made us lonelier',
  ],
  [
    'Is the death penalty ever justified?',
    'Is the death penalty ever justified?',
    'the death penalty is sometimes justified',
    'the death penalty is never justified',
  ],
  [
    'Is there a case for rent control?',
    'Is there a case for rent control?',
    'there is a case for rent control',
    'there is no case for rent control',
  ],
  [
    'Should remote work replace offices?',
    'Should remote work replace offices?',
    'remote work should replace offices',
    'remote work should not replace offices',
  ],
  [
    'Should sixteen-year-olds be allowed to vote?',
    'Should sixteen-year-olds be allowed to vote?',
    'sixteen-year-olds should be allowed to vote',
    'sixteen-year-olds should not be allowed to vote',
  ],
  [
    'Social media harms teenagers.',
    'Does social media harm teenagers?',
    'social media harms teenagers',
    'social media does not harm teenagers',
  ],
  [
    'It is time to scrap tuition fees.',
    'Should we scrap tuition fees?',
    'we should scrap tuition fees',
    'we should not scrap tuition fees',
  ],
  [
    "Homework shouldn't be banned.",
    'Should homework be banned?',
    'homework should be banned',
    'homework should not be banned',
  ],
  [
    'Do you think AI will take our jobs?',
    'Will AI take our jobs?',
    'AI will take our jobs',
    'AI will not take our jobs',
  ],
  [
    'New York should ban cars.',
    'Should New York ban cars?',
    'New York should ban cars',
    'New York should not ban cars',
  ],
  [
    'The UK should rejoin the EU.',
    'Should the UK rejoin the EU?',
    'the UK should rejoin the EU',
    'the UK should not rejoin the EU',
  ],
  [
    "Let's debate nuclear power.",
    'Does nuclear power do more good than harm?',
    'nuclear power does more good than harm',
    'nuclear power does not do more good than harm',
  ],
  [
    'Assisted dying',
    'Should assisted dying be legal?',
    'assisted dying should be legal',
    'assisted dying should not be legal',
  ],
  [
    'The monarchy',
    'Should we keep the monarchy?',
    'we should keep the monarchy',
    'we should not keep the monarchy',
  ],
  [
    'Mandatory staffing ratios',
    'Should we adopt mandatory staffing ratios?',
    'we should adopt mandatory staffing ratios',
    'we should not adopt mandatory staffing ratios',
  ],
  [
    'Should we adopt mandatory staffing ratios? A nurse argues for it, and a hospital CFO argues against it.',
    'Should we adopt mandatory staffing ratios?',
    'we should adopt mandatory staffing ratios',
    'we should not adopt mandatory staffing ratios',
  ],
  [
    'The pros and cons of nuclear power',
    'Does nuclear power do more good than harm?',
    'nuclear power does more good than harm',
    'nuclear power does not do more good than harm',
  ],
  [
    'Motion: a sugar tax',
    'Should we adopt a sugar tax?',
    'we should adopt a sugar tax',
    'we should not adopt a sugar tax',
  ],
  // Two-part questions, stressed ones ("really", "actually") and every modal verb.
  [
    'Is the sky over Quorvania really emerald green, and should schools teach it as fact?',
    'Is the sky over Quorvania emerald green?',
    'the sky over Quorvania is emerald green',
    'the sky over Quorvania is not emerald green',
  ],
  [
    'Is homework useful and should it be compulsory?',
    'Is homework useful?',
    'homework is useful',
    'homework is not useful',
  ],
  [
    'Does social media harm teenagers, or does it help them connect?',
    'Does social media harm teenagers?',
    'social media harms teenagers',
    'social media does not harm teenagers',
  ],
  [
    'Do violent video games really cause violence?',
    'Do violent video games cause violence?',
    'violent video games cause violence',
    'violent video games do not cause violence',
  ],
  [
    'Will AI actually take our jobs?',
    'Will AI take our jobs?',
    'AI will take our jobs',
    'AI will not take our jobs',
  ],
  [
    'Really, should the UK rejoin the EU?',
    'Should the UK rejoin the EU?',
    'the UK should rejoin the EU',
    'the UK should not rejoin the EU',
  ],
  [
    'Is it really true that coffee is bad for you?',
    'Is coffee bad for you?',
    'coffee is bad for you',
    'coffee is not bad for you',
  ],
  [
    'Homework actually helps pupils learn.',
    'Does homework help pupils learn?',
    'homework helps pupils learn',
    'homework does not help pupils learn',
  ],
  [
    'Might remote work hurt productivity?',
    'Might remote work hurt productivity?',
    'remote work might hurt productivity',
    'remote work might not hurt productivity',
  ],
  [
    'Ought we to ban fireworks?',
    'Ought we to ban fireworks?',
    'we ought to ban fireworks',
    'we ought not to ban fireworks',
  ],
  [
    'Must schools teach coding?',
    'Must schools teach coding?',
    'schools must teach coding',
    'schools need not teach coding',
  ],
  [
    'Could AI replace teachers?',
    'Could AI replace teachers?',
    'AI could replace teachers',
    'AI could not replace teachers',
  ],
  [
    'Are all politicians corrupt?',
    'Are all politicians corrupt?',
    'all politicians are corrupt',
    'not all politicians are corrupt',
  ],
  [
    'Is the monarchy still relevant?',
    'Is the monarchy still relevant?',
    'the monarchy is still relevant',
    'the monarchy is no longer relevant',
  ],
  [
    'What are the pros and cons of remote work?',
    'Does remote work do more good than harm?',
    'remote work does more good than harm',
    'remote work does not do more good than harm',
  ],
];

describe('the motion in an opening line', () => {
  it.each(TABLE)('%s', (opening, question, affirmed, denied) => {
    const motion = findMotion(opening)!;
    expect(motion.question).toBe(question);
    expect(affirm(motion)).toBe(affirmed);
    expect(deny(motion)).toBe(denied);
  });

  it('keeps a short topic for each motion', () => {
    const topic = (opening: string) => findMotion(opening)!.topic;
    expect(topic('Should homework be banned in secondary schools?')).toBe('banning homework');
    expect(topic('Is it ethical to eat meat?')).toBe('eating meat');
    expect(topic('Should the UK rejoin the EU?')).toBe('rejoining the EU');
    expect(topic('Is nuclear power safe?')).toBe('nuclear power');
    expect(topic('Should parents be allowed to smack their children?')).toBe(
      'letting parents smack their children',
    );
  });

  it('knows which side a stated opening takes, and that a question takes none', () => {
    expect(findMotion('London should ban cars from its centre.')!.asserted).toBe('for');
    expect(findMotion("Homework shouldn't be banned.")!.asserted).toBe('against');
    expect(findMotion('Should homework be banned?')!.asserted).toBeUndefined();
    expect(
      findMotion('A debate on whether remote work hurts productivity')!.asserted,
    ).toBeUndefined();
  });

  it('finds no motion in a greeting or a question for an answer', () => {
    expect(findMotion('Hello!')).toBeUndefined();
    expect(findMotion('What share of costs do fares cover?')).toBeUndefined();
    expect(findMotion("Let's begin.")).toBeUndefined();
  });

  it('reads instructions strictly', () => {
    expect(findMotion('You are a teacher with twenty years in schools.', true)).toBeUndefined();
    expect(
      findMotion('You are a judge. Debate about remote work for nurses.', true)!.question,
    ).toBe('Does remote work for nurses do more good than harm?');
  });
});

describe('decapitalize', () => {
  it('lower-cases a first letter unless it starts "I" or an acronym', () => {
    expect(decapitalize('The cost is real')).toBe('the cost is real');
    expect(decapitalize('It works')).toBe('it works');
    expect(decapitalize("I'm sure")).toBe("I'm sure");
    expect(decapitalize('NHS waiting lists grow')).toBe('NHS waiting lists grow');
    expect(decapitalize('MPs decide')).toBe('MPs decide');
  });
});

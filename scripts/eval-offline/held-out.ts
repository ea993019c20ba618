import type { EvalSet } from './types.ts';

/**
 * The held-out set: written with the tuning set, before any rule changed, and read only for the
 * final measurement (npm run eval:offline -- --held-out).
 */
export const HELD_OUT: EvalSet = {
  name: 'held-out',
  motions: [
    { opening: 'Should the Olympics drop football?', subject: ['olympic', 'football'] },
    { opening: 'Is a hot dog a sandwich?', subject: ['hot dog', 'sandwich'] },
    { opening: 'Should the retirement age be raised to 70?', subject: ['retire', '70', 'seventy'] },
    {
      opening: 'Should refugees be allowed to work while their claims are processed?',
      subject: ['refugee', 'claim', 'work'],
    },
    { opening: 'What is the best way to reduce traffic in city centres?', subject: ['traffic'] },
    { opening: 'Which matters more for a city, parks or parking?', subject: ['park'] },
    { opening: 'Is nuclear fusion worth the investment, and how soon?', subject: ['fusion'] },
    {
      opening: 'Faut-il interdire la publicité pour la malbouffe ?',
      subject: ['publicit', 'malbouffe', 'junk', 'advert'],
    },
    { opening: '¿Debe prohibirse la tauromaquia?', subject: ['tauromaquia', 'bull'] },
    { opening: 'Sollten Hausaufgaben abgeschafft werden?', subject: ['hausaufgaben', 'homework'] },
    { opening: 'Monarchy.', subject: ['monarch'] },
    { opening: 'Cryptocurrency', subject: ['crypto'] },
    {
      opening: 'Marathon runners should be tested for heart conditions.',
      subject: ['marathon', 'runner', 'heart'],
    },
    { opening: 'Should teenagers be banned from buying energy drinks?', subject: ['energy drink'] },
    { opening: 'Did the moon landing change science education?', subject: ['moon'] },
    { opening: 'Should museums return looted artefacts?', subject: ['museum', 'artefact', 'loot'] },
    { opening: 'Should the school day start at 10am?', subject: ['school day', '10am', 'start'] },
    { opening: 'Are dogs better pets than cats?', subject: ['dog', 'cat'] },
  ],
  sided: [
    {
      opening: 'Is a hot dog a sandwich?',
      subject: ['hot dog', 'sandwich'],
      a: 'You are a chef. Argue that a hot dog is not a sandwich.',
      b: 'You are a food historian. Your view is that a hot dog is a sandwich.',
      sides: { a: 'against', b: 'for' },
    },
    {
      opening: 'Should the retirement age be raised to 70?',
      subject: ['retire', '70', 'seventy'],
      a: 'You are a pensions economist. You want it raised.',
      b: 'You are a bricklayer. You oppose raising it.',
      sides: { a: 'for', b: 'against' },
    },
    {
      opening: 'Should museums return looted artefacts?',
      subject: ['museum', 'artefact', 'loot'],
      a: 'You are a museum director. You answer no.',
      b: 'You are a historian. You answer yes.',
      sides: { a: 'against', b: 'for' },
    },
    {
      opening: 'Should teenagers be banned from buying energy drinks?',
      subject: ['energy drink'],
      a: 'You are a paediatrician. You are in favour of the ban.',
      b: 'You are a shop owner. You are opposed to the ban.',
      sides: { a: 'for', b: 'against' },
    },
    {
      opening: 'Sollten Hausaufgaben abgeschafft werden?',
      subject: ['hausaufgaben', 'homework'],
      a: 'You are a teacher. You argue against the motion.',
      b: 'You are a parent. You argue for the motion.',
      sides: { a: 'against', b: 'for' },
    },
  ],
  descriptions: [
    {
      text: 'A lighthouse keeper, a wind-farm engineer, a fisherman and a tourism officer debate offshore wind turbines.',
      agents: 5,
      named: ['lighthouse keeper', 'wind-farm engineer', 'fisherman', 'tourism officer'],
    },
    {
      text: 'A midwife argues with an obstetrician about home births.',
      agents: 2,
      named: ['midwife', 'obstetrician'],
    },
    {
      text: 'A vicar, a DJ and a publican debate Sunday trading laws.',
      agents: 5,
      named: ['vicar', 'DJ', 'publican'],
    },
    { text: 'lorem ipsum dolor', agents: 2, named: [] },
    { text: '???', agents: 5, named: [] },
  ],
};

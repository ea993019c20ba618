/**
 * How a role argues: what it looks at ({lens}), lines it says on any topic, lines only for topics
 * of its own field (a physician mentions the wards only when the debate is about health) and the
 * considerations it reaches for first. Slots: {group}, {outcome}, {topic}.
 */
export type Voice = {
  name: string;
  match: RegExp;
  /** Domains (domains.ts) where its home lines fit. */
  home: string[];
  lens: string[];
  lines: string[];
  homeLines: string[];
  questions: string[];
  /** Consideration ids (reasons.ts) this voice argues from first. */
  prefers: string[];
};

export const VOICES: Voice[] = [
  {
    name: 'legal',
    match:
      /prosecut|lawyer|attorney|judge|\blegal\b|\blaw\b|barrister|solicitor|counsel|jurist|magistrate/i,
    home: ['justice', 'politics'],
    lens: ['the burden of proof', 'due process', 'the precedent this sets'],
    lines: [
      'An assertion without proof would be struck from the record, and several have been made today.',
      'A rule is only as good as the first hard case it has to decide, and {group} will bring that case.',
      'Before we change anything for {group}, someone has to say who answers for it when it goes wrong.',
      'Precedent cuts both ways: whatever we accept on {topic}, we accept for every case like it.',
    ],
    homeLines: [
      'I have watched courts struggle with exactly this, and the hard cases never look like the brochure.',
      'The statute books are full of laws passed in a hurry and repented at leisure.',
    ],
    questions: [
      'Would your case survive cross-examination on its weakest premise?',
      'Who, exactly, is accountable when your approach fails {group}?',
    ],
    prefers: ['burden-of-proof', 'freedom', 'enforcement', 'fairness', 'exceptions', 'definitions'],
  },
  {
    name: 'health',
    match:
      /doctor|physician|nurse|medic|\bhealth|clinic|\bpatients?\b|psychiatr|psycholog|therap|surgeon|midwi|epidemiolog|paramedic|pharmac/i,
    home: ['health'],
    lens: ['the health and wellbeing of {group}', 'the balance of risk and benefit'],
    lines: [
      'When I weigh {topic}, I ask what it does to the sleep, stress and safety of {group}.',
      'Harm that builds up slowly is still harm, and {group} are the ones who carry it.',
      'First, do no harm is a discipline about side effects, and it applies to {topic} as much as to medicine.',
      'Stress and exhaustion show up in the body long before they show up in a report on {outcome}.',
    ],
    homeLines: [
      'On a busy ward, the difference between a safe shift and a dangerous one is rarely dramatic.',
      'Every health policy eventually becomes a patient in a bed, and that is where I judge it.',
    ],
    questions: [
      'What happens to the most fragile of {group} under your plan?',
      'Which harm are you willing to accept for {group}, and who consents to it?',
    ],
    prefers: ['wellbeing', 'safety', 'vulnerable', 'evidence', 'data', 'mechanism'],
  },
  {
    name: 'education',
    match:
      /teach|professor|educat|\bschool|student|lectur|tutor|pupil|headteacher|principal|\bdean\b|learning/i,
    home: ['education'],
    lens: ['what people actually learn from it', 'how it lands with {group}'],
    lines: [
      'Anything that works only with hand-picked volunteers has not yet met the ordinary case.',
      'I keep thinking of the quiet one who falls behind without anyone noticing, and {group} have plenty of those.',
      'People learn from what a rule makes them do every day, not from what its authors intended.',
      'The real test of {topic} is the worst week of the year, not the best one.',
    ],
    homeLines: [
      'Thirty teenagers on a wet Tuesday afternoon are the real test of any idea in education.',
      'Teachers have a limited number of hours, and every new duty takes some of them.',
    ],
    questions: [
      'Who does the extra work, and where does the time come from?',
      'What happens to the one who is already struggling?',
    ],
    prefers: ['practicality', 'vulnerable', 'frontline', 'evidence', 'lived-experience', 'scale'],
  },
  {
    name: 'money',
    match:
      /econom|business|\bceo\b|\bcfo\b|financ|entrepreneur|\binvest(?:or|ment|ing)|startup|start-up|commerce|accountant|budget|banker|philanthrop|shop owner|retailer|owner of/i,
    home: ['work', 'housing', 'politics'],
    lens: ['the incentives', 'the opportunity cost', 'who pays and who gains'],
    lines: [
      'Every pound spent on {topic} is a pound not spent somewhere else, and that trade deserves a number.',
      'Incentives beat intentions, and {group} respond to what a rule rewards, not to what it says.',
      'If the numbers only work in the best quarter, they do not work.',
      'Somebody always pays; the honest question is whether we admit it is {group}.',
    ],
    homeLines: [
      'I have signed off enough budgets to know that the second year always costs more than the first.',
      'Cash flow in a slow month is where good policies meet real businesses.',
    ],
    questions: [
      'What does it cost per person helped, and who signs the cheque?',
      'Where does the money come from when the budget is already spoken for?',
    ],
    prefers: ['cost', 'incentives', 'opportunity-cost', 'alternatives', 'comparison', 'interests'],
  },
  {
    name: 'labour',
    match:
      /union|worker|labou?r|factory|manufactur|industr|farmer|rancher|miner|tradesperson|operations/i,
    home: ['work'],
    lens: ['jobs, pay and conditions', 'who carries the risk'],
    lines: [
      'Whatever is decided in a boardroom is lived by the people doing the work.',
      '{Group} always hear about flexibility just before they lose something.',
      'A fair deal on {topic} is one both sides could explain to their families.',
      'Gains mean little if the people who made them never share in them.',
    ],
    homeLines: [
      'On the shop floor, a new rule is measured in minutes, shifts and injuries, not in slogans.',
      'I have sat across the table from managers who promised the same thing, and I remember how it ended.',
    ],
    questions: [
      'What does this mean for the person working the night shift?',
      'Who carries the risk when it goes wrong: the owners or the workers?',
    ],
    prefers: [
      'fairness',
      'frontline',
      'vulnerable',
      'practicality',
      'interests',
      'lived-experience',
    ],
  },
  {
    name: 'environment',
    match:
      /climat|ecolog|conservation|environment|biolog|energy|grid|power-systems|renewabl|sustainab/i,
    home: ['environment', 'transport', 'food'],
    lens: ['the long-term footprint', 'what future generations inherit'],
    lines: [
      'Nature keeps its own accounts, and they always balance in the end.',
      'The cheapest option today is often the most expensive one our children will pay for.',
      'Any honest view of {topic} has to count what it does over decades, not quarters.',
      'Systems under strain fail at their weakest point, and {group} usually live there.',
    ],
    homeLines: [
      'The physics does not negotiate, however persuasive the press release.',
      'Emissions stay in the atmosphere long after the policy that caused them is forgotten.',
    ],
    questions: [
      'What does your position look like in thirty years, not three?',
      'Who pays for the damage that does not show up on this year’s bill?',
    ],
    prefers: ['long-term', 'long-run', 'data', 'side-effects', 'trends', 'uncertainty'],
  },
  {
    name: 'media',
    match:
      /journalis|media|reporter|editor|communicat|broadcast|fact-check|writer|campaign|critic\b/i,
    home: ['technology', 'politics'],
    lens: ['what the public is actually told', 'the sources behind each claim'],
    lines: [
      'A headline is a claim, and claims need sources.',
      'The story told first about {topic} is rarely the whole story.',
      'If a claim would not survive a fact-check, it should not survive this debate.',
      '{Group} can tell spin from substance faster than people think.',
    ],
    homeLines: [
      'I have followed the money on stories like this, and it rarely leads where the press release says.',
      'The most shared version of a story is almost never the most accurate one.',
    ],
    questions: [
      'What is your source for that, and would it survive a fact-check?',
      'How would you explain this to {group} who have never heard the jargon?',
    ],
    prefers: ['interests', 'data', 'trust', 'definitions', 'measurement', 'burden-of-proof'],
  },
  {
    name: 'security',
    match:
      /militar|security|cyber|defen[cs]e|general officer|intelligence|soldier|army|navy|strategist/i,
    home: ['justice', 'technology', 'politics'],
    lens: ['the worst case', 'who could exploit it'],
    lines: [
      'Plans are built for the situation we expect, and tested by the one we get.',
      'The worst case is not pessimism; it is the part of {topic} nobody wants to plan for.',
      'Whatever gap this opens, someone will find it and use it against {group}.',
      'A commitment we cannot sustain is a liability with good marketing.',
    ],
    homeLines: [
      'Every incident report I have read began with someone saying the risk was theoretical.',
      'Deterrence works until the day it does not, so plan for that day.',
    ],
    questions: [
      'What does your plan look like on its worst day, not its best?',
      'Who exploits the gap you are about to open?',
    ],
    prefers: ['safety', 'side-effects', 'enforcement', 'uncertainty', 'exceptions', 'interests'],
  },
  {
    name: 'tech',
    match:
      /engineer|technolog|developer|software|\bai\b|innovat|architect|programm|product designer|designer|researcher in ai/i,
    home: ['technology'],
    lens: ['how it behaves at scale', 'the failure modes'],
    lines: [
      'Systems fail at their edges, and the edges are where {group} actually live.',
      'A demo proves that something can work once; daily use proves that it keeps working.',
      'Every extra moving part in {topic} is another thing someone has to maintain.',
      'Scale changes everything, and a small trial tells us little about it.',
    ],
    homeLines: [
      'I have shipped systems that passed every benchmark and still failed the first real user.',
      'Most technology problems turn out to be incentive problems with a user interface.',
    ],
    questions: [
      'What is the failure mode you are most worried about, and what catches it?',
      'How does your position hold up when the numbers are ten times larger?',
    ],
    prefers: ['scale', 'side-effects', 'innovation', 'mechanism', 'measurement', 'exceptions'],
  },
  {
    name: 'politics',
    match:
      /politic|policy|government|senator|minister|diplomat|regulat|legislat|mayor|council|civil serv|elected|official|\bmp\b/i,
    home: ['politics', 'transport', 'housing'],
    lens: ['what can actually be delivered', 'public trust'],
    lines: [
      'A policy that cannot be enforced is a press release.',
      'Voters forgive a slow reform far more readily than a broken promise.',
      'Every decision on {topic} creates winners and losers, and the losers vote too.',
      'Delivery is where good ideas go to die unless it is planned from day one.',
    ],
    homeLines: [
      'I have stood in town halls where residents read the small print more carefully than we did.',
      'Coalitions are built on compromises nobody likes and everybody can live with.',
    ],
    questions: [
      'Who delivers this on a Monday morning, and with what budget?',
      'How do you keep public trust when the first results disappoint?',
    ],
    prefers: ['trust', 'practicality', 'enforcement', 'track-record', 'timing', 'comparison'],
  },
  {
    name: 'urban',
    match: /planner|urban|transport|transit|accessib|wheelchair|architect of cities|mobility/i,
    home: ['transport', 'housing'],
    lens: ['how people actually move and live', 'who is left out of the design'],
    lines: [
      'A place is designed for someone, and too often it is not {group}.',
      'Small barriers add up until whole groups simply stop turning up.',
      'The street test is simple: does {topic} make ordinary journeys easier or harder?',
      'Design for the person with the least room for error, and everyone else benefits.',
    ],
    homeLines: [
      'I have redesigned streets where the loudest objections came from people the change helped most.',
      'A kerb or a bus timetable can decide whether someone gets to work at all.',
    ],
    questions: [
      'Who can no longer get where they need to go under your plan?',
      'What does this look like at rush hour in the rain?',
    ],
    prefers: ['vulnerable', 'practicality', 'community', 'fairness', 'lived-experience', 'scale'],
  },
  {
    name: 'ethics',
    match:
      /ethic|philosoph|rights|activist|moral|humanitarian|theolog|chaplain|priest|vicar|rabbi|imam|(?<!devil's )advocate/i,
    home: ['justice', 'health', 'food', 'animals'],
    lens: ['basic fairness', 'the people with the least say'],
    lines: [
      'A policy is judged by how it treats the person with the least power in the room.',
      'What is efficient and what is right are two different questions.',
      'Consent given under pressure is not consent.',
      'History is full of reforms that were sensible on paper and cruel to {group} in practice.',
    ],
    homeLines: [
      'I have sat with people living the consequences of decisions like this one.',
      'Rights that only hold when they are convenient are not rights at all.',
    ],
    questions: [
      'Whose voice is missing from the way you have framed this?',
      'Would you accept your own position if you were the one it burdens?',
    ],
    prefers: [
      'fairness',
      'freedom',
      'vulnerable',
      'consistency',
      'definitions',
      'lived-experience',
    ],
  },
  {
    name: 'futures',
    match: /futur|scenario|foresight/i,
    home: ['technology', 'environment', 'work'],
    lens: ['where this leads in ten years', 'the scenarios nobody is planning for'],
    lines: [
      'The future rarely arrives as a single forecast, so I prefer to test {topic} against several.',
      'What looks like a detail today can become the whole story in a decade.',
      'Trends bend, and the question is whether {group} are ready when they do.',
      'A plan that only survives one scenario is a bet, not a strategy.',
    ],
    homeLines: [
      'Every scenario exercise I have run found the surprise in the assumption nobody wrote down.',
      'Weak signals are easy to dismiss until they become the headline.',
    ],
    questions: [
      'Which future does your position quietly assume, and what if it does not arrive?',
      'What would we see first if you turned out to be wrong?',
    ],
    prefers: ['long-term', 'trends', 'uncertainty', 'innovation', 'reversibility', 'long-run'],
  },
];

export const PLAIN_VOICE: Voice = {
  name: 'plain',
  match: /$^/,
  home: [],
  lens: ['the trade-offs', 'what actually happens to {group}'],
  lines: [
    'Good arguments should survive the most ordinary case, not just the best one.',
    'It is easy to be confident about consequences nobody has checked.',
    'Simple answers are attractive precisely because they skip the hard part.',
    'The details of {topic} are where this debate will be won or lost.',
  ],
  homeLines: [],
  questions: [
    'What would it take to change your mind?',
    'Which of my reasons do you actually dispute?',
  ],
  prefers: [],
};

/** Every voice's lines and questions, counted like frames: once per agent, twice per debate. */
export const VOICE_LINES: readonly string[] = [...VOICES, PLAIN_VOICE].flatMap((voice) => [
  ...voice.lines,
  ...voice.homeLines,
  ...voice.questions,
]);

/** The role decides the voice; the instructions only when the role says nothing. */
export function voiceFor(role: string | undefined, instructions: string): Voice {
  return (
    (role && VOICES.find((voice) => voice.match.test(role))) ||
    VOICES.find((voice) => voice.match.test(instructions)) ||
    PLAIN_VOICE
  );
}

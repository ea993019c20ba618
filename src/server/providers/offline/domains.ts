import type { Motion } from './motion.ts';

/**
 * What a debate is about, read from its motion: the people it affects, what can be measured, who
 * pays and where it happens. Reasons are filled with these words, so a debate on homework talks
 * about pupils and the school day, and one on nuclear power about households and the grid.
 */
export type Domain = {
  name: string;
  match: RegExp;
  /** Plural groups of people the motion affects. */
  groups: string[];
  /** Things that can be measured, usable after "on" or "in" ("on attendance"). */
  outcomes: string[];
  /** Who ends up paying (plural). */
  payers: string[];
  /** Two roles that fit the topic, for the assistant when the description names none. */
  roles: [string, string];
  /** Roles for narrower topics within the domain ("meat" in food). */
  special?: [RegExp, [string, string]][];
  /** A motion for the domain when a description names people but no topic. */
  motion: string;
};

export const DOMAINS: Domain[] = [
  {
    name: 'education',
    match:
      /homework|school|pupil|student|teacher|classroom|exam|universit|tuition|education|curricul|uniform|lesson|college|degree|\bkids\b|children|grammar|phonics|reading/i,
    groups: ['pupils', 'teachers', 'parents', 'families on low incomes'],
    outcomes: ['attainment', 'attendance', 'wellbeing', 'teacher workload'],
    payers: ['schools', 'families', 'taxpayers'],
    roles: ['a veteran classroom teacher', 'a child psychologist'],
    motion: 'Should homework be banned?',
  },
  {
    name: 'health',
    match:
      /health|hospital|nurse|doctor|patient|medic|\bnhs\b|staffing|assisted dying|euthanasia|vaccin|smok|vaping|alcohol|obesity|mental|care home|clinic|disease|pandemic|abortion|drugs?\b/i,
    groups: ['patients', 'nurses', 'doctors', 'carers'],
    outcomes: ['patient safety', 'waiting times', 'staff burnout', 'health outcomes'],
    payers: ['hospitals', 'taxpayers', 'patients'],
    roles: ['a public-health doctor', 'a health economist'],
    special: [
      [
        /assisted dying|euthanasia/i,
        ['a palliative-care doctor', 'a disability-rights campaigner'],
      ],
    ],
    motion: 'Should hospitals adopt mandatory staffing ratios?',
  },
  {
    name: 'housing',
    match:
      /housing|\brent\b|landlord|tenant|mortgage|property|homeless|home ownership|second homes/i,
    groups: ['tenants', 'landlords', 'first-time buyers', 'young families'],
    outcomes: ['rents', 'housing supply', 'homelessness', 'repairs'],
    payers: ['landlords', 'tenants', 'taxpayers'],
    roles: ['a housing economist', "a tenants' union organiser"],
    motion: 'Should rents be capped?',
  },
  {
    name: 'transport',
    match:
      /\bcars?\b|traffic|transport|\bbus(?:es)?\b|train|rail|tram|cycl|bike|road|street|cities|city|urban|commut|parking|airport|flights?\b|congestion|town centre|city centre|driv/i,
    groups: ['commuters', 'residents', 'shop owners', 'disabled people'],
    outcomes: ['congestion', 'air quality', 'journey times', 'road safety'],
    payers: ['drivers', 'councils', 'taxpayers'],
    roles: ['an urban planner', 'a small-business owner'],
    motion: 'Should cities ban cars from their centres?',
  },
  {
    name: 'environment',
    match:
      /climate|carbon|emission|energy|nuclear|renewable|solar|wind|fossil|\boil\b|\bgas\b|coal|pollut|environment|green|plastic|recycl|fracking|net zero|warming|biodiversity/i,
    groups: ['households', 'future generations', 'energy workers', 'coastal communities'],
    outcomes: ['emissions', 'energy bills', 'air quality', 'grid reliability'],
    payers: ['households', 'taxpayers', 'energy companies'],
    roles: ['a climate scientist', 'an energy economist'],
    motion: 'Should we build more nuclear power stations?',
  },
  {
    name: 'work',
    match:
      /\bwork|\bjobs?\b|wage|employ|workplace|office|four[- ]day|productiv|salary|union|labou?r|automation|career|overtime|retire|pension|gig economy|hours/i,
    groups: ['workers', 'employers', 'small firms', 'young workers'],
    outcomes: ['productivity', 'wages', 'burnout', 'staff turnover'],
    payers: ['employers', 'workers', 'customers'],
    roles: ['a trade union organiser', 'a small-business owner'],
    special: [
      [/remote|hybrid|office|from home/i, ['a small-business owner', 'a trade union organiser']],
    ],
    motion: 'Should we adopt a four-day work week?',
  },
  {
    name: 'technology',
    match:
      /\bai\b|artificial intelligence|robot|algorithm|social media|internet|online|smartphone|phones?\b|screen|video games?|gaming|tech|privacy|crypto|bitcoin|\bapps?\b|digital|computer|software|self-driving/i,
    groups: ['users', 'young people', 'parents', 'developers'],
    outcomes: ['privacy', 'attention spans', 'mental health', 'productivity'],
    payers: ['users', 'tech companies', 'taxpayers'],
    roles: ['an AI researcher', 'a digital-rights campaigner'],
    special: [[/school|pupil|child|kids/i, ['a headteacher', 'a child psychologist']]],
    motion: 'Should social media be banned for under-sixteens?',
  },
  {
    name: 'justice',
    match:
      /crime|prison|police|death penalty|capital punishment|court|justice|\blaw\b|sentenc|censor|hate speech|free speech|speech|surveillance|\bguns?\b|firearm|jury|smack/i,
    groups: ['victims', 'defendants', 'ordinary citizens', 'minority communities'],
    outcomes: ['public safety', 'civil liberties', 'reoffending', 'wrongful convictions'],
    payers: ['taxpayers', 'the courts', 'local councils'],
    roles: ['a civil-liberties lawyer', 'a former police chief'],
    motion: 'Should the death penalty be abolished?',
  },
  {
    name: 'politics',
    match:
      /\beu\b|european union|brexit|\bvot|election|democra|parliament|government|monarch|immigra|border|\btax|referendum|constitution|house of lords|senate|independence|capitalism|socialism|welfare|basic income|benefits/i,
    groups: ['voters', 'taxpayers', 'young people', 'businesses'],
    outcomes: ['trade', 'public trust', 'living standards', 'public finances'],
    payers: ['taxpayers', 'businesses', 'households'],
    roles: ['a constituency MP', 'a political economist'],
    special: [[/\beu\b|european union|brexit/i, ['a Remain campaigner', 'a Brexit supporter']]],
    motion: 'Should the voting age be lowered to sixteen?',
  },
  {
    name: 'food',
    match:
      /\bmeat\b|vegan|vegetarian|\bfood|diet|pizza|pineapple|sugar|farm|restaurant|cook|\beat|chef|cuisine|coffee|\btea\b|chocolate|fast food|organic|breakfast/i,
    groups: ['consumers', 'farmers', 'families', 'restaurants'],
    outcomes: ['public health', 'animal welfare', 'food prices', 'farm incomes'],
    payers: ['consumers', 'farmers', 'taxpayers'],
    roles: ['a chef', 'a food critic'],
    special: [
      [/\bmeat\b|vegan|vegetarian/i, ['a livestock farmer', 'an animal-welfare campaigner']],
    ],
    motion: 'Should sugary drinks be taxed?',
  },
  {
    name: 'animals',
    match: /\bcats?\b|\bdogs?\b|\bpets?\b|animal|\bzoos?\b|hunting|wildlife/i,
    groups: ['pet owners', 'animals', 'neighbours', 'families'],
    outcomes: ['animal welfare', 'wellbeing', 'costs of care', 'public safety'],
    payers: ['owners', 'families', 'taxpayers'],
    roles: ['a vet', 'an animal-welfare campaigner'],
    motion: 'Should zoos be closed?',
  },
];

export const GENERAL_DOMAIN: Domain = {
  name: 'general',
  match: /$^/,
  groups: ['ordinary families', 'local communities', 'taxpayers', 'young people'],
  outcomes: ['living costs', 'public trust', 'quality of life', 'fairness'],
  payers: ['taxpayers', 'households', 'businesses'],
  roles: ['a policy analyst', 'a community organiser'],
  motion: 'Is the status quo worth keeping?',
};

/** The default roles for a motion: a narrower pair when one fits. */
export function rolesFor(domain: Domain, motion: Motion): [string, string] {
  const text = `${motion.topic} ${motion.question}`;
  return domain.special?.find(([pattern]) => pattern.test(text))?.[1] ?? domain.roles;
}

/** The domain whose keywords the motion mentions first (the subject before the rest). */
export function domainOf(motion: Motion): Domain {
  return domainOfText([motion.subject, motion.topic, motion.question]);
}

export function domainOfText(texts: string[]): Domain {
  for (const text of texts) {
    const found = DOMAINS.find((domain) => domain.match.test(text));
    if (found) return found;
  }
  return GENERAL_DOMAIN;
}

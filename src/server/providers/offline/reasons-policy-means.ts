import type { Consideration } from './reasons.ts';

/**
 * Considerations for a proposal ("Should cities ban cars?") about its means: cost, evidence,
 * delivery, timing. "The change" is what the motion proposes. Reasons are clauses that follow
 * "because" or a colon; counters are whole sentences that answer the other side's reason on the
 * same consideration.
 */
export const POLICY_MEANS: Consideration[] = [
  {
    id: 'cost',
    cue: /\b(?:cost|costs|pay|pays|paid|bill|budget|money|afford|expensive|cheap|price|funding)\b/i,
    for: [
      'the status quo is not free either: {group} already pay for it, and the figures on {outcome} show it',
      'the upfront bill is modest next to what inaction costs {payer} every year',
    ],
    against: [
      'the bill lands on {payer} first, and nobody has shown where the money comes from',
      'the costs are certain and immediate, while the savings on {outcome} are a forecast',
    ],
    counter: {
      for: [
        'The bill is real, but the comparison is with the status quo, which already charges {group} in ways the figures on {outcome} make plain.',
        'Money spent here comes back in the figures on {outcome}, which is more than the current arrangement can say.',
      ],
      against: [
        'A forecast of savings is not a budget, and {payer} cannot spend a forecast.',
        'Every scheme looks cheap before the second year, when the real costs for {payer} arrive.',
      ],
    },
  },
  {
    id: 'evidence',
    cue: /\b(?:evidence|studies|study|research|data|trials?|proof|proven|findings)\b/i,
    for: [
      'the studies that exist on {outcome} point in one direction, and it is mine',
      'where it has been measured properly, the figures on {outcome} moved the right way',
    ],
    against: [
      'the evidence offered is thin, short-term and drawn from places unlike ours',
      'nobody has measured what it does to {outcome} over more than a year or two',
    ],
    counter: {
      for: [
        'Thin evidence is still evidence, and it all leans the same way on {outcome}.',
        'Waiting for perfect evidence is itself a choice, and {group} pay for the wait.',
      ],
      against: [
        'A handful of favourable studies is not the same as a settled result on {outcome}.',
        'Selected successes prove that something can work somewhere, not that it will work here.',
      ],
    },
  },
  {
    id: 'status-quo',
    cue: /\b(?:status quo|current system|today|already|now|existing|as things stand)\b/i,
    for: [
      'the current arrangement is failing {group}, and they have waited long enough',
      'defending the present system means defending its results on {outcome}, which are poor',
    ],
    against: [
      'the present arrangement works better for {group} than its critics admit',
      'the problems with the status quo can be fixed without tearing it up',
    ],
    counter: {
      for: [
        'Patching the present system has been tried for years, and {group} are still waiting.',
        'If the status quo worked as well as you say, we would not be having this debate about {outcome}.',
      ],
      against: [
        'A flawed system that mostly works is worth more than a promise that has never been tested.',
        'Every problem you describe has a targeted fix that costs far less disruption.',
      ],
    },
  },
  {
    id: 'practicality',
    cue: /\b(?:practice|practical|implement\w*|deliver\w*|staff|capacity|workload|time|logistics)\b/i,
    for: [
      'the practical objections all have known answers, and {group} have asked for them',
      'the people who would run it have already shown how it can be done',
    ],
    against: [
      'it asks {group} to deliver it without extra time, staff or money',
      'on paper it is simple, but in practice someone has to run it every single day',
    ],
    counter: {
      for: [
        'Practical problems are reasons to plan well, not reasons to do nothing.',
        'Every change is hard on paper; the places that tried it solved these problems within a year.',
      ],
      against: [
        'Saying it can be done is not the same as funding the people who would do it.',
        'The practical details are the policy, and {group} will be the ones living with them.',
      ],
    },
  },
  {
    id: 'track-record',
    cue: /\b(?:tried|elsewhere|other countries|abroad|pilot|example|places)\b/i,
    for: [
      'places that have tried it kept it, which says more than any model',
      'the pilots so far have been extended rather than abandoned',
    ],
    against: [
      'the places held up as examples differ from ours in ways that matter',
      'several pilots were quietly dropped once the early enthusiasm wore off',
    ],
    counter: {
      for: [
        'No two places are identical, but the pattern across very different ones is hard to dismiss.',
        'The pilots that were dropped were underfunded, which tells us how to do it, not whether.',
      ],
      against: [
        'Success in one place tells us what worked there, with their money and their people.',
        'Pilots run by enthusiasts always look better than the version rolled out to everyone.',
      ],
    },
  },
  {
    id: 'timing',
    cue: /\b(?:now|wait|waiting|delay|later|rush|rushed|urgent|soon|time)\b/i,
    for: [
      'every year of delay is paid for by the {group} who would benefit first',
      'the longer we wait, the more expensive the same change becomes',
    ],
    against: [
      'rushing it now would lock in mistakes that a careful pace would avoid',
      'there is no emergency that justifies skipping the preparation',
    ],
    counter: {
      for: [
        'A careful pace has been the excuse for doing nothing for a long time.',
        'Delay is not neutral: it has a cost, and {group} are paying it.',
      ],
      against: [
        'Urgency is the oldest argument for skipping the homework on a policy.',
        'If it is worth doing, it is worth doing properly, and properly takes time.',
      ],
    },
  },
  {
    id: 'reversibility',
    cue: /\b(?:reverse|reversible|undo|irreversible|permanent|locked|lock in)\b/i,
    for: [
      'it can start small and be reversed if it fails, so the risk is bounded',
      'a staged start lets us learn without betting everything at once',
    ],
    against: [
      'once it is in place, it will be very hard to undo',
      'changes of this kind create their own constituencies and never get reversed',
    ],
    counter: {
      for: [
        'Nothing here is irreversible; a review clause answers that worry in one line.',
        'If fear of reversal stopped every change, nothing would ever improve.',
      ],
      against: [
        'Promises of a review clause are easy to make and rarely honoured.',
        'Reversible in theory is not reversible in politics.',
      ],
    },
  },
  {
    id: 'alternatives',
    cue: /\b(?:alternatives?|instead|other options?|better ways?|targeted)\b/i,
    for: [
      'the alternatives on offer have been tried and have not moved {outcome}',
      'nothing else on the table reaches {group} as directly',
    ],
    against: [
      'cheaper, better-targeted options would help {group} sooner',
      'the same goal can be reached with far less disruption',
    ],
    counter: {
      for: [
        'The alternatives sound cheaper because nobody has costed what they fail to do.',
        'Targeted fixes have been the plan for years, and the figures on {outcome} have barely moved.',
      ],
      against: [
        'The alternatives are only dismissed because they are less dramatic, not because they fail.',
        'A smaller, targeted step would reach {group} faster and risk far less.',
      ],
    },
  },
  {
    id: 'incentives',
    cue: /\b(?:incentives?|reward|behaviou?r|respond|motivat\w*|gaming the)\b/i,
    for: [
      'it rewards the behaviour we actually want from {group}',
      'people respond to rules, and this rule points them the right way',
    ],
    against: [
      'it creates incentives to game the rule rather than meet its purpose',
      'the people it targets will adapt in ways its designers have not imagined',
    ],
    counter: {
      for: [
        'Some gaming will happen, but a rule that mostly works beats no rule at all.',
        'The incentives today reward the wrong behaviour, so doing nothing is not neutral.',
      ],
      against: [
        'Incentives are exactly where this falls down: people will meet the letter and miss the point.',
        'Rules change behaviour, but rarely in the direction their authors expected.',
      ],
    },
  },
  {
    id: 'scale',
    cue: /\b(?:scale|nationwide|everyone|national|rolled out|roll-out|large)\b/i,
    for: [
      'what works locally can be scaled with the lessons already learned',
      'the benefits grow with scale, because {group} gain more when everyone takes part',
    ],
    against: [
      'what works for a keen few rarely survives being rolled out to everyone',
      'at national scale, small problems become very large ones',
    ],
    counter: {
      for: [
        'Scaling is hard, but it is an engineering problem, not a reason to stop.',
        'Every national programme started as a local one that someone was brave enough to expand.',
      ],
      against: [
        'The enthusiasts in a pilot are precisely the people a national roll-out does not have.',
        'Scale is where the hidden costs appear, and nobody has planned for them.',
      ],
    },
  },
  {
    id: 'measurement',
    cue: /\b(?:measure\w*|metrics?|targets?|numbers?|figures|success)\b/i,
    for: [
      'success can be measured in {outcome}, and we can check it every year',
      'with measures on {outcome} agreed in advance, we will know quickly whether it works',
    ],
    against: [
      'nobody has said how success would be measured, so failure can never be admitted',
      'the promised gains on {outcome} are too vague to check',
    ],
    counter: {
      for: [
        'We can measure it: the figures on {outcome} are tracked already, so a before-and-after is easy.',
        'Vague measures are a fair worry, which is why mine are specific: {outcome}, year on year.',
      ],
      against: [
        'A measure chosen by supporters will always show success.',
        'If success cannot be defined before we start, it will be declared whatever happens.',
      ],
    },
  },
  {
    id: 'enforcement',
    cue: /\b(?:enforce\w*|loopholes?|police|policing|comply|compliance|inspect\w*|penalt\w*)\b/i,
    for: [
      'it is simple enough to enforce without a new bureaucracy',
      'clear rules are easier to enforce than the patchwork we have now',
    ],
    against: [
      'it cannot be enforced without a costly new layer of inspection',
      'the loopholes are obvious, and the people it targets will find them first',
    ],
    counter: {
      for: [
        'Imperfect enforcement still changes behaviour, as every traffic law shows.',
        'Loopholes can be closed once we see them; they are no reason to leave the whole problem open.',
      ],
      against: [
        'A rule nobody enforces teaches people that rules are optional.',
        'Enforcement is where the cost hides, and nobody has budgeted for it.',
      ],
    },
  },
  {
    id: 'opportunity-cost',
    cue: /\b(?:opportunity cost|elsewhere|priorit\w*|instead|better spent)\b/i,
    for: [
      'the effort pays back more than anything else competing for the same attention',
      'few uses of the same time and money would do as much for {group}',
    ],
    against: [
      'the money and attention it needs would do more good elsewhere',
      'every hour spent on it is an hour not spent on what {group} ask for first',
    ],
    counter: {
      for: [
        'There is always something else to spend on; that argument would block every reform.',
        'The better use of the money you mention has been available for years and nobody took it.',
      ],
      against: [
        'Priorities are choices, and this one pushes aside what {group} need most.',
        'Doing this means not doing something else, and nobody has said what.',
      ],
    },
  },
];

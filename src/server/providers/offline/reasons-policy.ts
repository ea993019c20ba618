import type { Consideration } from './reasons.ts';

/**
 * Considerations for a proposal ("Should cities ban cars?"). "The change" is what the motion
 * proposes. Reasons are clauses that follow "because" or a colon; counters are whole sentences
 * that answer the other side's reason on the same consideration.
 */
export const POLICY_CONSIDERATIONS: Consideration[] = [
  {
    id: 'cost',
    cue: /\b(?:cost|costs|pay|pays|paid|bill|budget|money|afford|expensive|cheap|price|funding)\b/i,
    for: [
      'the status quo is not free either: {group} already pay for it in lost {outcome}',
      'the upfront bill is modest next to what inaction costs {payer} every year',
    ],
    against: [
      'the bill lands on {payer} first, and nobody has shown where the money comes from',
      'the costs are certain and immediate, while the savings on {outcome} are a forecast',
    ],
    counter: {
      for: [
        'The bill is real, but the comparison is with the status quo, and that already charges {group} through poor {outcome}.',
        'Money spent here comes back as better {outcome}, which is more than the current arrangement can say.',
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
      'where it has been measured properly, {outcome} improved rather than worsened',
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
    id: 'fairness',
    cue: /\b(?:fair|fairness|unfair|equal|inequality|equity|just|injustice)\b/i,
    for: [
      'the gains go mostly to {group} who have had the worst deal so far',
      'fairness demands that {group} stop carrying the whole burden of the current system',
    ],
    against: [
      'it shifts the burden onto {group}, who did nothing to cause the problem',
      'the people who gain most are the ones who needed help least',
    ],
    counter: {
      for: [
        'The current burden is not fair either; it simply falls on {group}, who are easier to ignore.',
        'Fairness is exactly why I hold my side: the gains go to those who have waited longest.',
      ],
      against: [
        'Calling it fair does not make it so when {group} pick up the costs.',
        'A fair policy spreads its burdens, and this one concentrates them on {group}.',
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
    id: 'side-effects',
    cue: /\b(?:side effects?|unintended|knock-on|consequences?|backfire|ripple)\b/i,
    for: [
      'the feared side effects have not appeared where it has been tried',
      'the knock-on effects for {outcome} are mostly good, and the bad ones can be managed',
    ],
    against: [
      'its side effects on {outcome} are being waved away rather than answered',
      'it solves one problem by creating another for {group}',
    ],
    counter: {
      for: [
        'Side effects that nobody has observed are a fear, not an argument.',
        'Every serious change has side effects; the question is whether they beat the harm we have now.',
      ],
      against: [
        'Side effects rarely show up in year one, which is exactly when supporters stop counting.',
        'The knock-on effects on {group} are the part nobody modelled, and they matter most.',
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
    id: 'freedom',
    cue: /\b(?:freedom|free|choice|choose|liberty|rights?|autonomy|ban|bans|banning)\b/i,
    for: [
      'real freedom includes freedom from the harms the current system allows',
      'it widens the choices open to {group} rather than narrowing them',
    ],
    against: [
      'it takes a choice away from {group} who are able to make it themselves',
      'a free society should need a very strong reason before it restricts people, and this is not one',
    ],
    counter: {
      for: [
        'Freedom for some is being paid for by {group}, who never chose the harm.',
        'Every rule limits someone; this one limits the few to protect the many.',
      ],
      against: [
        'Calling a restriction a new freedom does not change what it takes away from {group}.',
        'Once a choice is removed for everyone, it rarely comes back.',
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
    id: 'trust',
    cue: /\b(?:trust|confidence|legitimacy|public opinion|support|backlash|consent)\b/i,
    for: [
      'most of {group} already support it, and they deserve to be listened to',
      'acting would rebuild trust in institutions that look as if they never act',
    ],
    against: [
      'imposing it without consent will breed a backlash that sets the cause back',
      'public trust is spent quickly and rebuilt slowly, and this would spend it',
    ],
    counter: {
      for: [
        'Backlash fades once people see results; inaction erodes trust permanently.',
        'Trust is lost by doing nothing while {group} keep asking for change.',
      ],
      against: [
        'Support in a poll is not consent to the details, and the details are what people will live with.',
        'Popular ideas become unpopular policies when the costs arrive.',
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
    id: 'long-term',
    cue: /\b(?:long term|long-term|future|generations?|decades?|years from now)\b/i,
    for: [
      'the gains compound over time, long after the arguments of this year are forgotten',
      'those who come after us will ask why we waited when the case was already clear',
    ],
    against: [
      'the long-term effects are unknown, and the next generation will inherit them',
      'a quick win now could store up problems that surface years later',
    ],
    counter: {
      for: [
        'The long term is made of short terms, and every one of them matters to {group}.',
        'Future generations inherit our inaction too, and that is the greater risk.',
      ],
      against: [
        'Promises about the long term cost nothing to make today.',
        'The future is exactly where the unexamined risks of this plan are waiting.',
      ],
    },
  },
  {
    id: 'wellbeing',
    cue: /\b(?:wellbeing|well-being|stress|health|mental|burnout|sleep|anxiety|happiness)\b/i,
    for: [
      'it relieves the daily stress that wears {group} down',
      'the wellbeing of {group} is at stake, and it is measurably better with the change',
    ],
    against: [
      'the stress it adds for {group} will outweigh the relief it promises',
      'it swaps one source of strain for another and calls that progress',
    ],
    counter: {
      for: [
        'Change is stressful for a while; the current situation is stressful indefinitely.',
        'The strain you describe is temporary, while the strain on {group} today is permanent.',
      ],
      against: [
        'Relief for some is bought with new strain for {group}, and that is not progress.',
        'Wellbeing does not improve just because a rule says it should.',
      ],
    },
  },
  {
    id: 'community',
    cue: /\b(?:community|communities|local|neighbourhood|neighborhood|families|social)\b/i,
    for: [
      'it strengthens local communities rather than leaving each family to cope alone',
      'communities that tried it describe a better shared life, not just better numbers',
    ],
    against: [
      'it weakens the local ties that quietly hold {group} together',
      'decisions like this should be made close to the communities that live with them',
    ],
    counter: {
      for: [
        'Local ties matter, and the current system is what is fraying them.',
        'Communities are stronger when the rules protect everyone in them, not just the confident.',
      ],
      against: [
        'A rule made far away rarely fits the community it lands on.',
        'Communities can solve this themselves if they are given the means, without a blanket change.',
      ],
    },
  },
  {
    id: 'innovation',
    cue: /\b(?:innovat\w*|progress|modern|new ideas?|adapt|outdated|old-fashioned)\b/i,
    for: [
      'it opens room for new ideas that the current rules shut out',
      'clinging to the old way is not caution; it is a refusal to adapt',
    ],
    against: [
      'it freezes one answer in place and crowds out better ideas still to come',
      'real progress comes from experiments, not from one big change for everyone',
    ],
    counter: {
      for: [
        'Progress needs a first step, and this is it.',
        'New ideas thrive once the old obstacle is gone; that is exactly what this removes.',
      ],
      against: [
        'Calling something progress does not make it better than the next idea.',
        'Locking in one answer now is how better answers get crowded out.',
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
    id: 'frontline',
    cue: /\b(?:frontline|front line|on the ground|people who|those who|ask(?:ed)?)\b/i,
    for: [
      'the people closest to the problem keep asking for exactly this',
      '{group} who live with this every day have been making this case for years',
    ],
    against: [
      'the people expected to carry it out were never asked',
      '{group} who would live with it every day are the most sceptical, and they know why',
    ],
    counter: {
      for: [
        'Those on the front line are divided, and the ones I hear most are asking for change.',
        'Scepticism at the start is normal; it fades once people see the results.',
      ],
      against: [
        'Claiming to speak for {group} is easy; asking them is harder.',
        'The voices you cite are the loudest, not the most representative.',
      ],
    },
  },
  {
    id: 'burden-of-proof',
    cue: /\b(?:burden of proof|prove|proof|shown|show that|demonstrate)\b/i,
    for: [
      'the harm of the status quo is already proven, so the burden sits with those defending it',
      'we would never accept the current harm if someone proposed it today',
    ],
    against: [
      'the burden of proof sits with those who want the change, and it has not been met',
      'a change this large needs more than hope behind it',
    ],
    counter: {
      for: [
        'The status quo has never had to prove itself, and it would fail if it did.',
        'Demanding proof from one side only is a way of never deciding.',
      ],
      against: [
        'Pointing at today’s problems does not prove that this particular remedy works.',
        'The burden stays with the proposal, however strongly it is felt.',
      ],
    },
  },
  {
    id: 'safety',
    cue: /\b(?:safe|safety|danger\w*|risks?|harm|injur\w*|accidents?)\b/i,
    for: [
      'it removes a risk that {group} face every day',
      'on safety the case is clearest: fewer people are hurt',
    ],
    against: [
      'it introduces new risks for {group} that nobody has planned for',
      'safety claims made for it have not been independently checked',
    ],
    counter: {
      for: [
        'Every option carries risk, and the current one is the risk we already know hurts people.',
        'New risks can be managed; the old ones are already hurting {group}.',
      ],
      against: [
        'A safer system on paper can still be a more dangerous one in practice.',
        'Moving a risk from one group to another is not the same as removing it.',
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
  {
    id: 'culture',
    cue: /\b(?:culture|habits?|norms?|expectations?|tradition\w*|way of life)\b/i,
    for: [
      'habits follow rules, and within a few years this will simply feel normal',
      'the culture is already moving this way, and the rules are lagging behind',
    ],
    against: [
      'it cuts against habits and traditions that matter to {group}',
      'rules that fight the way people live tend to be ignored',
    ],
    counter: {
      for: [
        'Traditions change, and many we are proud of today began as unpopular rules.',
        'Habits are not fixed; they follow what the rules make easy.',
      ],
      against: [
        'Habits do not change because a rule says so; they change when people are persuaded.',
        'Dismissing tradition is easy for those it does not belong to.',
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
    id: 'vulnerable',
    cue: /\b(?:vulnerable|poorest|disadvantaged|low incomes?|struggl\w*|left behind|most at risk)\b/i,
    for: [
      'the most vulnerable {group} gain the most from it',
      'those with the least room for error are the ones the current system fails first',
    ],
    against: [
      'the most vulnerable {group} will be the first to be hurt',
      'those with the fewest resources have the least ability to adapt to it',
    ],
    counter: {
      for: [
        'The vulnerable are already hurt by the current system; this is how we stop it.',
        'Protecting the most vulnerable is my case, not an objection to it.',
      ],
      against: [
        'Good intentions toward the vulnerable are not the same as good outcomes for them.',
        'The most vulnerable are exactly the people who cannot absorb a failed experiment.',
      ],
    },
  },
];

import type { Consideration } from './reasons.ts';

/**
 * Considerations for a proposal about the people it touches: fairness, freedom, trust, safety,
 * wellbeing. Same shape as the considerations about means.
 */
export const POLICY_PEOPLE: Consideration[] = [
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

import type { Consideration } from './reasons.ts';

/**
 * Considerations for a claim about the world ("Is nuclear power safe?", "Will AI take our
 * jobs?"). The side "for" holds the claim true. Same shape as the policy considerations.
 */
export const CLAIM_CONSIDERATIONS: Consideration[] = [
  {
    id: 'data',
    cue: /\b(?:data|figures|statistics|numbers|surveys?|studies|study|research)\b/i,
    for: [
      'the best data we have on {outcome} lines up with it',
      'the figures on {outcome}, read honestly, support it',
    ],
    against: [
      'the data on {outcome} does not bear it out once you read past the headlines',
      'the figures usually quoted for it come from small or self-selected samples',
    ],
    counter: {
      for: [
        'Small samples still count when they all point the same way on {outcome}.',
        'Dismissing the figures as headlines is not the same as producing better ones.',
      ],
      against: [
        'Figures chosen to support a conclusion usually do.',
        'Data on {outcome} can be read several ways, and the careful readings do not favour you.',
      ],
    },
  },
  {
    id: 'mechanism',
    cue: /\b(?:mechanism|because|causes?|leads? to|how it works|explains?)\b/i,
    for: [
      'there is a clear mechanism behind it, not just a pattern',
      'we can trace step by step how it happens to {group}',
    ],
    against: [
      'nobody has shown the mechanism, only a pattern that could have other causes',
      'the story of how it supposedly happens skips the steps that matter',
    ],
    counter: {
      for: [
        'The mechanism is not mysterious; it is the ordinary way {group} respond to their situation.',
        'We do not need every step mapped to act on a pattern this consistent.',
      ],
      against: [
        'A plausible story is not a mechanism until someone has tested it.',
        'Plenty of things sound causal and turn out to be coincidence.',
      ],
    },
  },
  {
    id: 'examples',
    cue: /\b(?:example|examples|case|cases|instance|look at|consider)\b/i,
    for: [
      'the concrete cases keep pointing the same way, across very different places',
      'anyone who has watched {group} up close has seen it happen',
    ],
    against: [
      'the examples offered for it are the memorable ones, not the typical ones',
      'for every case that seems to prove it, there is an ordinary case that does not',
    ],
    counter: {
      for: [
        'Memorable cases become memorable because they keep happening.',
        'Typical cases are exactly where I see it, among ordinary {group}.',
      ],
      against: [
        'A vivid example is not a representative one.',
        'Anecdotes are where an inquiry starts, not where it ends.',
      ],
    },
  },
  {
    id: 'counterexamples',
    cue: /\b(?:counterexample|exception|doesn't|does not|never|not always|but in)\b/i,
    for: [
      'the supposed counterexamples turn out to be special cases on closer inspection',
      'the exceptions people cite are rare and explained by unusual conditions',
    ],
    against: [
      'there are plain counterexamples that its supporters never mention',
      'one solid counterexample is enough to show it is not the general rule',
    ],
    counter: {
      for: [
        'One counterexample shows that a rule has limits, not that it is false.',
        'Rare exceptions are what you would expect even if I am right.',
      ],
      against: [
        'Calling every inconvenient case special is how a claim becomes unfalsifiable.',
        'If the exceptions keep appearing, they are not exceptions.',
      ],
    },
  },
  {
    id: 'base-rates',
    cue: /\b(?:base rates?|per cent|percent|rare|common|most|majority|average)\b/i,
    for: [
      'once you look at base rates rather than headlines, the picture favours it',
      'what happens to the average case, not the extreme one, supports it',
    ],
    against: [
      'the base rates tell a much less dramatic story than the one told for it',
      'the average case looks nothing like the cases used to argue for it',
    ],
    counter: {
      for: [
        'The average case is exactly where the effect shows up, quietly and consistently.',
        'Undramatic is not the same as untrue; small effects on many people add up.',
      ],
      against: [
        'Averages hide the spread, and the spread is where the claim falls apart.',
        'A rare outcome does not become common because it is discussed often.',
      ],
    },
  },
  {
    id: 'lived-experience',
    cue: /\b(?:experience|lived|seen|watched|know from|I have)\b/i,
    for: [
      'the lived experience of {group} matches it again and again',
      'those who live with it every day describe it in the same terms',
    ],
    against: [
      'many of {group} describe an experience that contradicts it',
      'people who live with it every day tell a far more mixed story',
    ],
    counter: {
      for: [
        'Mixed stories still lean one way when you listen to enough of them.',
        'Experience is evidence too, and the experience of {group} is consistent.',
      ],
      against: [
        'Experience is real, but it is also selective, and the quiet cases go unheard.',
        'Some experiences fit the claim; plenty of {group} would tell you otherwise.',
      ],
    },
  },
  {
    id: 'experts',
    cue: /\b(?:experts?|specialists?|scientists?|consensus|professionals?|academics?)\b/i,
    for: [
      'most people who study it closely reach the same conclusion',
      'the expert consensus has moved toward it, not away from it',
    ],
    against: [
      'the experts are far more divided than its supporters suggest',
      'specialists who study {outcome} closely are the most cautious about it',
    ],
    counter: {
      for: [
        'Division among experts is usually about how much, not whether.',
        'Experts disagree at the margins; at the centre, the view is settled.',
      ],
      against: [
        'An appeal to consensus is not the same as showing the evidence.',
        'Experts have been confidently wrong before, usually about claims like this one.',
      ],
    },
  },
  {
    id: 'history',
    cue: /\b(?:history|historical|in the past|used to|decades|century|before)\b/i,
    for: [
      'history offers a clear precedent, and it ended the way I expect',
      'every earlier episode like this one went the same way',
    ],
    against: [
      'history is full of similar predictions that did not come true',
      'the past offers precedents that cut directly against it',
    ],
    counter: {
      for: [
        'The failed predictions you cite were different in the ways that matter.',
        'History rhymes; it does not repeat, and the rhyme here favours me.',
      ],
      against: [
        'Precedents are chosen, and the chosen ones always fit the argument.',
        'The past is a guide only when conditions are similar, and here they are not.',
      ],
    },
  },
  {
    id: 'definitions',
    cue: /\b(?:defin\w*|mean|means|meaning|word|term|call it)\b/i,
    for: [
      'on any reasonable definition of the terms, it holds',
      'the dispute over words hides a simple point on which it holds',
    ],
    against: [
      'it only holds on a definition stretched to fit',
      'it rests on a slippery use of its key term',
    ],
    counter: {
      for: [
        'Quarrelling over definitions is a way of avoiding the substance.',
        'Take the strictest definition you like; it still holds.',
      ],
      against: [
        'Change the definition and the claim changes with it, which tells us something.',
        'Words matter here, because the claim shrinks the moment they are pinned down.',
      ],
    },
  },
  {
    id: 'measuring',
    cue: /\b(?:measure\w*|measurable|quantif\w*|metric|counted|count)\b/i,
    for: [
      'the effect on {outcome} is measurable, not just a feeling',
      'we can count it in {outcome}, and the count keeps supporting it',
    ],
    against: [
      'what can be measured on {outcome} is not what the claim is really about',
      'the measures used for it count the easy things and miss the important ones',
    ],
    counter: {
      for: [
        'If it were only a feeling, the figures on {outcome} would not shift so consistently.',
        'Imperfect measures still move in one direction here.',
      ],
      against: [
        'Measuring the easy thing and calling it the whole story is the classic mistake.',
        'A number on {outcome} is only as good as the question behind it.',
      ],
    },
  },
  {
    id: 'confounders',
    cue: /\b(?:confound\w*|correlation|other factors?|other causes?|coincidence)\b/i,
    for: [
      'the link survives once the obvious other factors are accounted for',
      'the alternative explanations have been checked and do not hold up',
    ],
    against: [
      'other factors explain the pattern at least as well',
      'correlation is doing all the work, and the other causes are ignored',
    ],
    counter: {
      for: [
        'Other factors were checked, and the link stayed.',
        'Saying "correlation" is not an argument unless you name the other cause.',
      ],
      against: [
        'Accounting for the obvious factors is not the same as accounting for all of them.',
        'When the link weakens every time a factor is added, that is a warning.',
      ],
    },
  },
  {
    id: 'trends',
    cue: /\b(?:trends?|increasing|rising|falling|over time|growing|decline)\b/i,
    for: [
      'the trend has been running one way for years',
      'each new year of data on {outcome} strengthens it',
    ],
    against: [
      'the trend people cite has flattened or reversed recently',
      'a short trend has been extrapolated far beyond what it can support',
    ],
    counter: {
      for: [
        'Trends wobble; the direction over a decade is what counts.',
        'A flat year does not undo a long trend on {outcome}.',
      ],
      against: [
        'A trend is not a law, and this one is already bending.',
        'Extrapolation is easy on a chart and rarely right in life.',
      ],
    },
  },
  {
    id: 'magnitude',
    cue: /\b(?:size|magnitude|small|large|big|tiny|significant|effect)\b/i,
    for: [
      'the effect is large enough to matter in ordinary lives',
      'even the cautious estimates show an effect that matters for {group}',
    ],
    against: [
      'whatever effect exists is too small to carry the weight put on it',
      'the effect shrinks every time it is measured more carefully',
    ],
    counter: {
      for: [
        'Small effects across millions of people are large effects.',
        'Careful measurement narrows the estimate; it does not erase it.',
      ],
      against: [
        'An effect you need a microscope to see should not decide this.',
        'When the effect shrinks with better studies, the claim should shrink too.',
      ],
    },
  },
  {
    id: 'exceptions',
    cue: /\b(?:depends|some|sometimes|certain|special|only when|conditions)\b/i,
    for: [
      'it holds in the ordinary case, which is the case that matters',
      'the conditions under which it fails are unusual and easy to spot',
    ],
    against: [
      'it holds only under conditions most of {group} never meet',
      'it depends so heavily on circumstances that it cannot be stated as a rule',
    ],
    counter: {
      for: [
        'Most claims depend on conditions; what matters is that the usual ones favour mine.',
        'A rule with exceptions is still a rule.',
      ],
      against: [
        'If it needs special conditions, it is not the general claim we are debating.',
        'The conditions you set aside are the ones {group} actually live in.',
      ],
    },
  },
  {
    id: 'interests',
    cue: /\b(?:interests?|lobby\w*|industry|profit\w*|benefit from|who gains|agenda|vested)\b/i,
    for: [
      'those who deny it often have something to gain from the denial',
      'the loudest doubts come from those with a stake in doubt',
    ],
    against: [
      'those pushing it often have something to gain from it being believed',
      'the claim is promoted hardest by those who profit from it',
    ],
    counter: {
      for: [
        'Who benefits is a fair question, and it applies to the doubters first.',
        'Interests exist on both sides; the evidence is what breaks the tie.',
      ],
      against: [
        'Pointing at motives on my side does not answer my evidence.',
        'The people who profit from this claim are the ones repeating it most.',
      ],
    },
  },
  {
    id: 'onus',
    cue: /\b(?:burden|onus|prove|proof|show that|demonstrate|extraordinary)\b/i,
    for: [
      'the weight of evidence has shifted the onus onto those who deny it',
      'it is the modest reading of the evidence, not the bold one',
    ],
    against: [
      'a claim this strong needs strong evidence, and it has not been supplied',
      'the onus is on those making the claim, and they have not met it',
    ],
    counter: {
      for: [
        'The claim is not extraordinary; it is what the ordinary evidence says.',
        'Demanding ever more proof is a way of never accepting an answer.',
      ],
      against: [
        'Repeating a claim confidently does not move the burden of proof.',
        'The burden stays with the claim until the evidence arrives.',
      ],
    },
  },
  {
    id: 'intuition',
    cue: /\b(?:common sense|obvious|intuitive|feels|feel|seems)\b/i,
    for: [
      'here, common sense and the evidence agree',
      'what most people sense about it turns out to be right',
    ],
    against: [
      'it feels obvious, which is exactly why it needs checking',
      'the intuitive answer is often wrong, and this is a textbook case',
    ],
    counter: {
      for: [
        'Intuition is not always wrong, and here it has the evidence behind it.',
        'Dismissing common sense is not the same as refuting it.',
      ],
      against: [
        'That it feels obvious is a reason to check it, not to accept it.',
        'Common sense once told us plenty of things we now know are false.',
      ],
    },
  },
  {
    id: 'consistency',
    cue: /\b(?:consisten\w*|contradict\w*|double standard|same logic|apply)\b/i,
    for: [
      'we already accept the same reasoning in similar cases',
      'the same logic is accepted everywhere else, and consistency demands it here',
    ],
    against: [
      'applied consistently, the same reasoning leads to conclusions nobody accepts',
      'it relies on a double standard that would not survive a parallel case',
    ],
    counter: {
      for: [
        'The parallel cases you mention differ in exactly the way that matters.',
        'Consistency favours me: we apply this reasoning elsewhere without complaint.',
      ],
      against: [
        'If the same logic fails in parallel cases, it fails here too.',
        'An argument that only works once is not an argument but a preference.',
      ],
    },
  },
  {
    id: 'long-run',
    cue: /\b(?:long run|long-run|long term|long-term|eventually|future|years)\b/i,
    for: [
      'over the long run the pattern only gets clearer',
      'short-term noise hides it, but the long view shows it plainly',
    ],
    against: [
      'over the long run, people and systems adapt in ways that undo it',
      'what looks true in the short run rarely survives the long one',
    ],
    counter: {
      for: [
        'Adaptation takes time, and meanwhile {group} live with the effect.',
        'The long run is made of short runs, and each of them shows the same thing.',
      ],
      against: [
        'The long view you invoke is a forecast, not an observation.',
        'Systems adapt, and that adaptation is exactly what the claim ignores.',
      ],
    },
  },
  {
    id: 'most-affected',
    cue: /\b(?:vulnerable|affected|hardest hit|most at risk|young|children|poorest)\b/i,
    for: [
      'it is clearest among {group}, who are the most exposed',
      'the most exposed {group} show it first and most strongly',
    ],
    against: [
      'even among {group}, the most exposed, it is hard to find',
      'the groups said to be most affected show little sign of it',
    ],
    counter: {
      for: [
        'The most exposed show it plainly, and their experience should count most.',
        'If it is hard to find among {group}, that is because nobody is looking.',
      ],
      against: [
        'If even the most exposed barely show it, the claim is in trouble.',
        'Concern for {group} is not evidence that the claim is true.',
      ],
    },
  },
  {
    id: 'comparison',
    cue: /\b(?:compared|compare|than|relative|alternative|versus|instead)\b/i,
    for: [
      'compared with the realistic alternatives, it comes out ahead',
      'set against what else is on offer, the case for it is strong',
    ],
    against: [
      'compared with the realistic alternatives, it falls short',
      'it only looks good when compared with a straw man',
    ],
    counter: {
      for: [
        'The comparison I make is with what we actually have, not with a straw man.',
        'Compare it with the real alternatives and it still wins.',
      ],
      against: [
        'A comparison chosen by one side is rarely the fair one.',
        'Against the best alternative rather than the worst, it loses.',
      ],
    },
  },
  {
    id: 'uncertainty',
    cue: /\b(?:uncertain\w*|unknown|unclear|we don't know|we do not know|speculat\w*|predict\w*)\b/i,
    for: [
      'uncertainty cuts both ways, and the likely case still favours it',
      'the range of honest estimates sits mostly on its side',
    ],
    against: [
      'the honest answer is that we do not know, and that is not agreement',
      'the predictions behind it have a wide range, and most of it is on the other side',
    ],
    counter: {
      for: [
        'Uncertainty is not a reason to assume the opposite.',
        'We never have certainty; we have likelihoods, and they favour me.',
      ],
      against: [
        'Treating a guess as the likely case is where this goes wrong.',
        'When we do not know, confident claims should be the first to go.',
      ],
    },
  },
  {
    id: 'everyday',
    cue: /\b(?:everyday|daily|ordinary|real life|in practice|day to day)\b/i,
    for: [
      'it matches what ordinary people see in their everyday lives',
      'in day-to-day life, the effect is hard to miss',
    ],
    against: [
      'ordinary everyday life offers little sign of it',
      'in practice, most of {group} never encounter it',
    ],
    counter: {
      for: [
        'Everyday life is where I see it, in small ways that add up.',
        'What goes unnoticed day to day can still be real.',
      ],
      against: [
        'If it were as common as you say, nobody would need convincing.',
        'What ordinary people see day to day does not match the picture painted.',
      ],
    },
  },
];

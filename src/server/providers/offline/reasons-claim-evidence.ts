import type { Consideration } from './reasons.ts';

/**
 * Considerations for a claim about the world ("Is nuclear power safe?", "Will AI take our
 * jobs?") that weigh its evidence. The side "for" holds the claim true.
 */
export const CLAIM_EVIDENCE: Consideration[] = [
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
];

import type { Consideration } from './reasons.ts';

/**
 * Considerations for a claim that weigh who says it and how it is judged: experience, experts,
 * definitions, interests. The side "for" holds the claim true.
 */
export const CLAIM_JUDGEMENT: Consideration[] = [
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

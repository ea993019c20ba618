import type { Stance } from './analysis.ts';

/**
 * Questions in a debate: thanking a user who steps in, quoting a question put to the agent, the
 * answers by what a question asks about and the side answering, and the questions an agent puts
 * to the other at the end of a reply. Same slots as the frames in phrases.ts.
 */

export const THANKS = [
  'Thank you for stepping in.',
  'I am glad you raised that.',
  'Thank you; that sharpens the debate.',
  'A welcome intervention.',
  'That is a fair challenge.',
  'Thanks for pressing on that.',
];

/** Introducing a question put to the agent, quoted; the answer follows. */
export const QUESTION_INTROS = [
  'You asked: "{Claim}"',
  'To your question, "{Claim}"',
  'You put this to me: "{Claim}"',
  'Your question was: "{Claim}"',
  '{Speaker} asks: "{Claim}"',
  'On your question, "{Claim}"',
  'You want to know: "{Claim}"',
  'As for "{Claim}"',
  'Then your question: "{Claim}"',
  'You pressed me on this: "{Claim}"',
  'Here is what you asked: "{Claim}"',
  'Your challenge was: "{Claim}"',
];

/** Answers to a question, by what it asks about and the side of the one answering. */
export const ANSWERS: Record<string, Record<Stance, string[]>> = {
  cost: {
    for: [
      '{Payer} would carry the first costs, but the status quo already charges {group}, as the figures on {outcome} show, so the real choice is between two bills.',
      'The money comes from what we stop wasting: the current system already costs {payer} dearly, as the figures on {outcome} show.',
      'It would be paid for up front by {payer}, and repaid through what it does for {outcome}; doing nothing has a bill too, and it never ends.',
    ],
    against: [
      '{Payer} would pay, and that is my point: the bill arrives now, while the promised gains on {outcome} are years away.',
      'In the end {payer} would pay, and nobody has told them how much.',
      'The honest answer is {payer}, and they were never asked whether they can afford it.',
    ],
  },
  evidence: {
    for: [
      'The evidence I rely on is the record on {outcome} wherever this has been measured properly.',
      'The best evidence is what happened to the figures on {outcome} where it has been tried: they moved the right way.',
    ],
    against: [
      'The evidence I rely on is the absence of any lasting gain on {outcome} where it has been tried.',
      'Look for a careful study showing lasting gains on {outcome}; you will not find one.',
    ],
  },
  mind: {
    for: [
      'I would change my mind if a fair trial showed the figures on {outcome} moving the wrong way; nobody has produced one.',
      'Show me that {group} end up worse off, and I will reconsider; so far the record shows the opposite.',
    ],
    against: [
      'I would change my mind if a large, independent trial showed lasting gains on {outcome}; none has.',
      'Show me that {group} end up better off after a few years, not a few months, and I will listen.',
    ],
  },
  aboutPlural: {
    for: [
      'Think about {about}: they are exactly who I have in mind when I say that {mine}.',
      'For {about}, my side is the better deal, and that is part of why {mine}.',
    ],
    against: [
      'Think about {about}: they are the ones who would lose out if we accepted that {theirs}.',
      'For {about}, my side is the safer one, and that is part of why {mine}.',
    ],
  },
  aboutSingular: {
    for: [
      'On {about}, my answer supports my side: it is one more reason that {mine}.',
      'Take {about} seriously and you end up where I am, with the view that {mine}.',
    ],
    against: [
      'On {about}, my answer supports my side: it is one more reason that {mine}.',
      'Take {about} seriously and you see why I reject the idea that {theirs}.',
    ],
  },
  affected: {
    for: [
      'To those who worry about losing out, I say that the current system is already failing them, and my side is how that stops.',
      'The people who lose out today are the ones my side protects.',
    ],
    against: [
      'To those who would lose out, I say that I am on their side, which is why I reject the idea that {theirs}.',
      'The people who lose out are exactly why I hold my position: they pay first and benefit last.',
    ],
  },
  practice: {
    for: [
      'In practice it starts small: a staged roll-out, clear rules and an honest review after a year.',
      'It works through the people already doing the job, with clear rules and a review built in.',
    ],
    against: [
      'That is the problem: nobody has explained how it works in practice, and {group} would be left to improvise.',
      'It would work, as these things do, by piling extra tasks onto {group} without extra time.',
    ],
  },
  timing: {
    for: [
      'Sooner than you think: the first effects on {outcome} would show within a year.',
      'The timing favours acting now, before the problem grows and the fix costs more.',
    ],
    against: [
      'Not soon, and that is part of my case: the costs arrive long before any gains on {outcome}.',
      'The timing is exactly what worries me: the promised gains are always a few years away.',
    ],
  },
  risk: {
    for: [
      'If it goes wrong, we adjust it; a review clause exists for that, and the status quo has none.',
      'Then we learn and correct course, which is more than the current system ever does.',
    ],
    against: [
      'If it goes wrong, {group} pay for it, which is exactly why I will not take that gamble.',
      'Then we will have spent the money and the goodwill, and {group} will be worse off than today.',
    ],
  },
  wrong: {
    for: [
      'I would tell them that we tried it, measured it and corrected course, which is more than the status quo ever offers.',
      'I would tell them the truth: we acted on the best evidence about {outcome} and changed course when it moved.',
    ],
    against: [
      'I would tell them I was careful with what matters to them, and I would rather explain caution than a failed gamble.',
      'I would tell them that I asked for proof before experimenting on {group}, and I would not apologise for that.',
    ],
  },
  concede: {
    for: [
      'Your strongest point is the worry about {outcome}; it is a real worry, and it still does not show that {theirs}.',
      'In your own words, the best case for your side is caution about {group}; I share the caution and still reject the idea that {theirs}.',
    ],
    against: [
      'Your strongest point is the hope of progress on {outcome}; I share the hope and still reject the idea that {theirs}.',
      'The best case for your side is that {group} deserve better; they do, and that is why I reject the idea that {theirs}.',
    ],
  },
  explain: {
    for: [
      'In plain words: {mine}, because {reason}.',
      'I would put it like this: {reason}, so {mine}.',
    ],
    against: [
      'In plain words: {mine}, because {reason}.',
      'I would put it like this: {reason}, so {mine}.',
    ],
  },
  exceptions: {
    for: [
      'The cases that do not fit get a review and a route to an exemption, which is more than the current system offers them.',
      'Hard cases are handled case by case, with {group} able to ask for an exception.',
    ],
    against: [
      'My plan for the hard cases is not to create them: the current system spares {group} a rule that does not fit.',
      'The cases that do not fit are exactly why I oppose a single rule for everyone.',
    ],
  },
  limit: {
    for: [
      'Yes: if {group} ended up worse off on {outcome}, that would be too high a price, and nothing so far suggests they will.',
      'I draw the line where the evidence on {outcome} turns against it, and it has not.',
    ],
    against: [
      'Yes, and we are close to it: any cost that falls on {group} before a single gain on {outcome} appears is too high.',
      'I draw the line at experimenting on {group} without proof, which is exactly what your side proposes.',
    ],
  },
  gains: {
    for: [
      'The first to gain are {group}, and in time everyone who depends on {outcome}.',
      '{Group} gain most, and they are the people the current system has let down.',
    ],
    against: [
      'The first to gain from my position are {group}, who are spared an experiment they never asked for.',
      '{Group} gain most from my side, because they keep what works instead of paying for a gamble.',
    ],
  },
  dispute: {
    for: [
      'The part I dispute is the leap from {outcome} to the conclusion that {theirs}.',
      'I dispute your reading of {outcome}: it does not support the claim that {theirs}.',
    ],
    against: [
      'The part I dispute is the leap from {outcome} to the conclusion that {theirs}.',
      'I dispute your reading of {outcome}: it does not support the claim that {theirs}.',
    ],
  },
  why: {
    for: ['Because {reason}.', 'The reason is simple: {reason}.'],
    against: ['Because {reason}.', 'The reason is simple: {reason}.'],
  },
  direct: {
    for: [
      'My direct answer: {mine}, because {reason}.',
      'Simply put, my side answers it: {mine}, since {reason}.',
      'Here is my answer: {reason}, and that is why {mine}.',
    ],
    against: [
      'My direct answer: {mine}, because {reason}.',
      'Simply put, my side answers it: {mine}, since {reason}.',
      'Here is my answer: {reason}, and that is why {mine}.',
    ],
  },
};

/** Questions put to the other agent at the end of a reply. */
export const CLOSING_QUESTIONS = [
  'What would it take to convince you that {mine}?',
  'Which part of my case on {outcome} do you actually dispute?',
  'Where, concretely, would you draw the line?',
  'Who pays for your position, and have you asked them?',
  'Can you name one real case where your approach held up under pressure?',
  'Why should {group} accept that {theirs}?',
  'What do you say to {group} who would lose out under your position?',
  'How would you answer someone who has lived with the consequences?',
  'What evidence on {outcome} would change your mind?',
  'If you are right, why have the numbers on {outcome} not improved where your view prevailed?',
  'Is there any cost to {group} that you would treat as too high?',
  'What is the strongest point on my side, in your own words?',
  'How do you explain the experience of {group} if you are right?',
  'What would you tell {group} a year from now if you turned out to be wrong?',
  'Which of my reasons would you drop first, and why?',
  'Do you accept that {group} carry the risk here, and if not, who does?',
  'So where is your evidence on {outcome}?',
  'Who exactly gains from your position?',
  'What happens to {group} if your forecast is wrong?',
  'How long should {group} wait for the results you promise?',
  'What would persuade you that {group} are better served by my side?',
  'Why has nobody on your side answered the point about {outcome}?',
  'What is your plan for the cases that do not fit?',
  'If it is so clear, why do {group} disagree with you?',
];

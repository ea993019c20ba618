import type { Stance } from './analysis.ts';

/**
 * Sentence frames. Slots: {mine} and {theirs} (the motion affirmed or denied, a clause), {reason}
 * (a clause), {claim} (the other's sentence as a clause, quoted), {speaker}, {question}, {yesno},
 * {role}, {lens}, {about}, {group}, {outcome}, {payer}, {topic}. A capitalised slot capitalises
 * its value. Each frame may appear at most twice in a debate, so the banks are wide.
 */

export const ROLE_LINES = [
  'As {role}, I look first at {lens}.',
  'Speaking as {role}, I judge this by {lens}.',
  'I come to this as {role}, which means I start with {lens}.',
  'My view is shaped by being {role}, and so by {lens}.',
];

export const MOTION_LINES = [
  'The question before us is this: {question}',
  'We have been asked a simple question: {question}',
  'So, to the motion: {question}',
  'Let me start with the question itself: {question}',
];

export const POSITIONS = [
  'My answer is {yesno}: {mine}.',
  'Here is where I stand: {mine}.',
  'I will argue that {mine}, and I will hold to it.',
  'Let me be clear from the start: {mine}.',
  'My position is simple: {mine}.',
  'I say {yesno}, because I am convinced that {mine}.',
];

/** Restating the side with a reason: every reply says where it stands. */
export const STANDS = [
  '{Mine}, because {reason}.',
  '{Mine}, since {reason}.',
  '{Mine}: {reason}.',
  'So {mine}, as {reason}.',
  'Hence my view: {mine}, for {reason}.',
  'I still hold that {mine}, and the reason is simple: {reason}.',
  'That is why I maintain that {mine}: {reason}.',
  'Nothing said so far changes my view that {mine}, since {reason}.',
  'So I remain convinced that {mine}; after all, {reason}.',
  'My case stands: {mine}, not least because {reason}.',
  'This is why I say {yesno} and hold that {mine}: {reason}.',
  'Put simply, {mine}, and {reason}.',
  'I keep coming back to one point: {reason}, so {mine}.',
  'The conclusion has not moved: {mine}, since {reason}.',
  'For me the balance is clear: {reason}, which is why {mine}.',
  'Weigh it fairly and you reach my answer, that {mine}, because {reason}.',
  'Again, {mine}, for a reason you have yet to meet: {reason}.',
  'Which brings me back to my side: {reason}, so {mine}.',
  'Here is the core of it: {mine}, given that {reason}.',
  'My answer remains {yesno}: {mine}, because {reason}.',
  'In the end {mine}, and the reason is that {reason}.',
  'Let me restate my side plainly: {mine}, since {reason}.',
  'Meanwhile {reason}, and that settles it for me: {mine}.',
  'Look at it squarely: {reason}, so {mine}.',
  'The case is stronger than you allow: {mine}, because {reason}.',
  'Still, {mine}, not least since {reason}.',
  'And so {mine}: {reason}.',
  'I hold my ground that {mine}, because {reason}.',
  'None of this moves me from the view that {mine}, given that {reason}.',
  'My side of this is firm: {mine}, as {reason}.',
  'Once you accept that {reason}, it follows that {mine}.',
  'That leaves my position where it was: {mine}, because {reason}.',
  'Here is why {mine}: {reason}.',
  'I stand by it: {mine}, since {reason}.',
];

/** The side restated when every reason has been argued: the debate is long, the view the same. */
export const RESTATEMENTS = [
  'My position has not changed: {mine}.',
  'After all of this, I still say that {mine}.',
  'The longer this goes on, the clearer it is that {mine}.',
  'So my answer is still {yesno}: {mine}.',
  'I have heard nothing that shakes my view that {mine}.',
  'Every exchange so far has confirmed that {mine}.',
  'Let me be plain once more: {mine}.',
  'My conclusion stands, that {mine}.',
  'You have not moved me: {mine}.',
  'For all the back and forth, {mine}.',
  'Weighed honestly, the debate comes down on my side: {mine}.',
  'I end where I began, convinced that {mine}.',
];

/** A further reason, without restating the side. */
export const MORE_REASONS = [
  'Beyond that, {reason}.',
  'There is also this: {reason}.',
  'Add to that a point nobody has answered: {reason}.',
  'Consider, too, that {reason}.',
  'And {reason}.',
  'A second reason matters just as much: {reason}.',
  'Then there is the fact that {reason}.',
  'One more thing: {reason}.',
  'It is also true that {reason}.',
  'Remember as well that {reason}.',
  'On top of that, {reason}.',
  'Not least, {reason}.',
  'What is more, {reason}.',
  'Also, {reason}.',
  'Besides, {reason}.',
  'Further, {reason}.',
];

/** Introducing the other agent's claim, quoted. */
export const CLAIM_INTROS = [
  'You say that "{claim}".',
  '{Speaker} argues that "{claim}".',
  'Your point is that "{claim}".',
  'You told us that "{claim}".',
  'The heart of your reply is that "{claim}".',
  'I heard you say that "{claim}".',
  'You put it this way: "{Claim}."',
  'You claim that "{claim}".',
  'According to you, "{claim}".',
  'You insist that "{claim}".',
  'Let me take your strongest line: "{Claim}."',
  'You rest a lot on this: "{Claim}."',
  'Your case turns on the idea that "{claim}".',
  'You suggest that "{claim}".',
  '{Speaker} tells us that "{claim}".',
  'Your main point was that "{claim}".',
  'I want to answer your claim that "{claim}".',
  'You maintain that "{claim}".',
  'On your account, "{claim}".',
  'Your argument is that "{claim}".',
  'Take the claim that "{claim}".',
  'You asserted that "{claim}".',
  'First, your point that "{claim}".',
  'You made one point worth answering: "{Claim}."',
];

/** A short concession before a counter, so rebuttals do not all open the same way. */
export const CONCESSIONS = [
  'Part of that is true.',
  'I grant the premise.',
  'That is a fair worry.',
  'There is something in that.',
  'I take the point seriously.',
  'Fair enough, as far as it goes.',
  'That deserves a real answer.',
  'I understand why that sounds persuasive.',
];

/** Counters when the other's point matches no consideration. */
export const GENERIC_COUNTERS = [
  'Even if that is so, it does not follow that {theirs}.',
  'That may be true, but it gives no reason to think that {theirs}.',
  'It looks decisive, yet it does not show that {theirs}.',
  'That is a description of the problem, not an argument that {theirs}.',
  'Nothing in that sentence touches {outcome}, which is where this is decided.',
  'It is a real point, but it falls well short of showing that {theirs}.',
  'That leaves the question of {outcome} untouched.',
  'Even then, the case that {theirs} is still missing its key step.',
];

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
      '{Payer} would carry the first costs, but the status quo already charges {group} through poor {outcome}, so the real choice is between two bills.',
      'The money comes from what we stop wasting: the current system already costs {payer} dearly in {outcome}.',
      'It would be paid for up front by {payer}, and paid back in {outcome}; doing nothing has a bill too, and it never ends.',
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
      'The best evidence is what happened to {outcome} where it has been tried, and it improved.',
    ],
    against: [
      'The evidence I rely on is the absence of any lasting gain on {outcome} where it has been tried.',
      'Look for a careful study showing lasting gains on {outcome}; you will not find one.',
    ],
  },
  mind: {
    for: [
      'I would change my mind if a fair trial showed {outcome} getting worse; nobody has produced one.',
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
      'I would tell them I was careful with their {outcome}, and I would rather explain caution than a failed gamble.',
      'I would tell them that I asked for proof before experimenting on {group}, and I would not apologise for that.',
    ],
  },
  concede: {
    for: [
      'Your strongest point is the worry about {outcome}; it is a real worry, and it still does not show that {theirs}.',
      'In your own words, the best case for your side is caution about {group}; I share the caution and still reject the idea that {theirs}.',
    ],
    against: [
      'Your strongest point is the hope of better {outcome}; I share the hope and still reject the idea that {theirs}.',
      'The best case for your side is that {group} deserve better; they do, and that is why I reject the idea that {theirs}.',
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

export const DOCUMENT_LINES = [
  'According to {document}, "{quote}"',
  '{Document} puts it plainly: "{quote}"',
  'My sources agree; {document} notes: "{quote}"',
  'Look at {document}: "{quote}"',
];

export const DOCUMENT_FALLBACKS = [
  'My sources, {document} among them, point the same way.',
  '{Document} supports this reading.',
  'Nothing in {document} contradicts what I have said.',
  'I would refer you again to {document}.',
  'The material in {document} backs this up.',
  '{Document} is worth reading on exactly this point.',
];

/** Every frame, so the writer can count how often each was used in a debate. */
export const FRAMES: readonly string[] = [
  ...ROLE_LINES,
  ...MOTION_LINES,
  ...POSITIONS,
  ...STANDS,
  ...RESTATEMENTS,
  ...MORE_REASONS,
  ...CLAIM_INTROS,
  ...CONCESSIONS,
  ...GENERIC_COUNTERS,
  ...THANKS,
  ...QUESTION_INTROS,
  ...CLOSING_QUESTIONS,
];

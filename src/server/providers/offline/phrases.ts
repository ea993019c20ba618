import { CLOSING_QUESTIONS, QUESTION_INTROS, THANKS } from './questions.ts';

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

/**
 * Sentence frames (phrases.ts reads them): "@bank what it is for", then one frame a line, or for
 * answers ("@answer-<what a question asks about>") one line a side. Slots: {mine} and {theirs}
 * (the motion affirmed or denied, or a short reference to it), {reason} (a clause), {claim} (the
 * other's sentence as a clause, quoted), {speaker}, {host}, {question}, {yesno}, {role}, {lens},
 * {about}, {group}, {outcome}, {payer}, {topic}, {document}, {quote}. A capitalised slot
 * capitalises its value. Each frame may appear at most twice in a debate, a question once.
 */
export const PHRASES_DATA = String.raw`
@role-lines The role, read whole, and what it looks at first.
- As {role}, I look first at {lens}.
- Speaking as {role}, I judge this by {lens}.
- I come to this as {role}, which means I start with {lens}.
- My view is shaped by being {role}, and so by {lens}.

@motion-lines The motion, asked once at the start.
- The question before us is this: {question}
- We have been asked a simple question: {question}
- So, to the motion: {question}
- Let me start with the question itself: {question}

@positions The side, stated at the start.
- My answer is {yesno}: {mine}.
- Here is where I stand: {mine}.
- I will argue that {mine}, and I will hold to it.
- Let me be clear from the start: {mine}.
- My position is simple: {mine}.
- I say {yesno}, because I am convinced that {mine}.

@stands The side with a reason: every reply says where it stands.
- {Mine}, because {reason}.
- {Mine}, since {reason}.
- {Mine}: {reason}.
- So {mine}, as {reason}.
- Hence my view: {mine}, for {reason}.
- I still hold that {mine}, and the reason is simple: {reason}.
- That is why I maintain that {mine}: {reason}.
- Nothing said so far changes my view that {mine}, since {reason}.
- So I remain convinced that {mine}; after all, {reason}.
- My case stands: {mine}, not least because {reason}.
- This is why I say {yesno} and hold that {mine}: {reason}.
- Put simply, {mine}, and {reason}.
- I keep coming back to one point: {reason}, so {mine}.
- The conclusion has not moved: {mine}, since {reason}.
- For me the balance is clear: {reason}, which is why {mine}.
- Weigh it fairly and you reach my answer, that {mine}, because {reason}.
- Again, {mine}, for a reason you have yet to meet: {reason}.
- Which brings me back to my side: {reason}, so {mine}.
- Here is the core of it: {mine}, given that {reason}.
- My answer remains {yesno}: {mine}, because {reason}.
- In the end {mine}, and the reason is that {reason}.
- Let me restate my side plainly: {mine}, since {reason}.
- Meanwhile {reason}, and that settles it for me: {mine}.
- Look at it squarely: {reason}, so {mine}.
- The case is stronger than you allow: {mine}, because {reason}.
- Still, {mine}, not least since {reason}.
- And so {mine}: {reason}.
- I hold my ground that {mine}, because {reason}.
- None of this moves me from the view that {mine}, given that {reason}.
- My side of this is firm: {mine}, as {reason}.
- Once you accept that {reason}, it follows that {mine}.
- That leaves my position where it was: {mine}, because {reason}.
- Here is why {mine}: {reason}.
- I stand by it: {mine}, since {reason}.

@restatements The side restated when every reason has been argued.
- My position has not changed: {mine}.
- After all of this, I still say that {mine}.
- The longer this goes on, the clearer it is that {mine}.
- So my answer is still {yesno}: {mine}.
- I have heard nothing that shakes my view that {mine}.
- Every exchange so far has confirmed that {mine}.
- Let me be plain once more: {mine}.
- My conclusion stands, that {mine}.
- You have not moved me: {mine}.
- For all the back and forth, {mine}.
- Weighed honestly, the debate comes down on my side: {mine}.
- I end where I began, convinced that {mine}.

@more-reasons A further reason, without restating the side.
- Beyond that, {reason}.
- There is also this: {reason}.
- Add to that a point nobody has answered: {reason}.
- Consider, too, that {reason}.
- And {reason}.
- A second reason matters just as much: {reason}.
- Then there is the fact that {reason}.
- One more thing: {reason}.
- It is also true that {reason}.
- Remember as well that {reason}.
- On top of that, {reason}.
- Not least, {reason}.
- What is more, {reason}.
- Also, {reason}.
- Besides, {reason}.
- Further, {reason}.

@claim-intros The other agent's claim, quoted.
- You say that "{claim}".
- {Speaker} argues that "{claim}".
- Your point is that "{claim}".
- You told us that "{claim}".
- The heart of your reply is that "{claim}".
- I heard you say that "{claim}".
- You put it this way: "{Claim}."
- You claim that "{claim}".
- According to you, "{claim}".
- You insist that "{claim}".
- Let me take your strongest line: "{Claim}."
- You rest a lot on this: "{Claim}."
- Your case turns on the idea that "{claim}".
- You suggest that "{claim}".
- {Speaker} tells us that "{claim}".
- Your main point was that "{claim}".
- I want to answer your claim that "{claim}".
- You maintain that "{claim}".
- On your account, "{claim}".
- Your argument is that "{claim}".
- Take the claim that "{claim}".
- You asserted that "{claim}".
- First, your point that "{claim}".
- You made one point worth answering: "{Claim}."

@concessions A short concession before a counter.
- Part of that is true.
- I grant the premise.
- That is a fair worry.
- There is something in that.
- I take the point seriously.
- Fair enough, as far as it goes.
- That deserves a real answer.
- I understand why that sounds persuasive.

@generic-counters Counters when the other's point matches no consideration.
- Even if that is so, it does not follow that {theirs}.
- That may be true, but it gives no reason to think that {theirs}.
- It looks decisive, yet it does not show that {theirs}.
- That is a description of the problem, not an argument that {theirs}.
- Nothing in that sentence touches {outcome}, which is where this is decided.
- It is a real point, but it falls well short of showing that {theirs}.
- That leaves the question of {outcome} untouched.
- Even then, the case that {theirs} is still missing its key step.

@document-lines A passage of a knowledge document on the motion, quoted.
- According to {document}, "{quote}"
- Look at {document}: "{quote}"
- The record in {document} is worth hearing: "{quote}"
- On this, {document} says: "{quote}"
- As {document} puts it, "{quote}"

@document-fallbacks A knowledge document on the motion, named again once its passages were quoted.
- I would refer you again to {document}.
- Look again at {document} on this point.
- Anyone in doubt should read {document} on this.
- The record in {document} still stands on this.

@host-remarks The host's remark (not a request), acknowledged.
- Thank you, {Host}; that sharpens the debate.
- {Host}, thank you for stepping in.
- Point taken, {Host}.
- {Host}, I take that on board.
- Thank you, {Host}, that is a fair challenge.
- {Host}, I am glad you raised that.

@host-figures The figure the host asked for, from a knowledge document.
- {Host}, here is a figure from {document}: "{quote}"
- {Host}, the number I would give you comes from {document}: "{quote}"
- {Host}, you asked for a figure, and {document} has one: "{quote}"
- {Host}, one figure, from {document}: "{quote}"

@host-no-figures Saying plainly that there is no figure to give.
- {Host}, I cannot give you a number I can stand behind: I have no study on {topic} in front of me, and I will not invent one.
- {Host}, plainly, I have no figure on {topic} to offer, and I would rather say so than make one up.
- {Host}, I cannot cite a study here, and I will not pretend to.
- {Host}, I have no source with a number on {topic}, so I cannot do what you ask.
- {Host}, honestly, I do not have a figure for you.
- {Host}, I cannot name a study on this, and guessing would not help you.

@host-instead What the agent can give instead of a figure.
- What I can give you is the reasoning: {reason}.
- What I can offer instead is this: {reason}.
- The best I can do is the argument itself: {reason}.
- Here is what I can say with confidence: {reason}.
- My case rests on something else: {reason}.
- What I do know is that {reason}.

@host-examples The example the host asked for.
- {Host}, here is an example: {scene}. That is the case I have in mind when I argue my side.
- {Host}, take one concrete case: {scene}. Ask which side of this debate serves them.
- {Host}, a concrete example: {scene}. That is who this debate is really about.
- {Host}, think of {scene}. My side starts from people like that.
- {Host}, picture {scene}. I argue with that person in mind.

@host-concessions The concession the host asked for: a reason of the other side, granted.
- {Host}, I will concede this much: {concession}.
- {Host}, here is my concession: {concession}.
- {Host}, fair enough; I grant the other side that {concession}.
- {Host}, I accept one point against me: {concession}.
- {Host}, in fairness, {concession}.

@host-still Why the concession does not change the agent's side.
- It still does not change my view, because {reason}.
- Even so, {mine}, because {reason}.
- That said, {reason}, so I stay where I am.
- Yet {reason}, and that weighs more with me.
- I hold my side all the same: {reason}.

@host-summaries The summary the host asked for.
- {Host}, in one sentence: {mine}, because {reason}.
- {Host}, my case in brief: {reason}, so {mine}.
- {Host}, to sum up my side: {mine}, since {reason}.
- {Host}, the short version: {reason}, which is why {mine}.
- {Host}, put simply: {reason}, and so {mine}.

@host-focus The point the host asked to focus on.
- {Host}, on {about}: {reason}.
- {Host}, since you ask about {about}: {reason}.
- {Host}, gladly; on {about}, {reason}.
- {Host}, turning to {about}: {reason}.

@host-spent Answering the host when the others have already given every answer the agent has.
- {Host}, I have nothing new to add to the answers you have heard, except that {mine}.
- {Host}, the others have covered that; my own answer is that {mine}.
- {Host}, I will not repeat what has been said to you; where I stand is that {mine}.
- {Host}, I can add little to that, beyond saying that {mine}.

@host-cannot Saying plainly that the agent cannot do what the host asks.
- {Host}, I cannot do that within this debate, so let me say plainly where I stand: {mine}.
- {Host}, that is beyond what I can do here; what I can tell you is that {mine}.
- {Host}, I am not able to do what you ask, but my answer to the motion is clear: {mine}.
- {Host}, I cannot do that from here; my position remains that {mine}.

@question-intros A question put to the agent, quoted; the answer follows.
- You asked: "{Claim}"
- To your question, "{Claim}"
- You put this to me: "{Claim}"
- Your question was: "{Claim}"
- {Speaker} asks: "{Claim}"
- On your question, "{Claim}"
- You want to know: "{Claim}"
- As for "{Claim}"
- Then your question: "{Claim}"
- You pressed me on this: "{Claim}"
- Here is what you asked: "{Claim}"
- Your challenge was: "{Claim}"

@closing-questions Questions put to the other agent at the end of a reply.
- What would it take to convince you that {mine}?
- Which part of my case on {outcome} do you actually dispute?
- Where, concretely, would you draw the line?
- Who pays for your position, and have you asked them?
- Can you name one real case where your approach held up under pressure?
- Why should {group} accept that {theirs}?
- What do you say to {group} who would lose out under your position?
- How would you answer someone who has lived with the consequences?
- What evidence on {outcome} would change your mind?
- If you are right, why have the numbers on {outcome} not improved where your view prevailed?
- Is there any cost to {group} that you would treat as too high?
- What is the strongest point on my side, in your own words?
- How do you explain the experience of {group} if you are right?
- What would you tell {group} a year from now if you turned out to be wrong?
- Which of my reasons would you drop first, and why?
- Do you accept that {group} carry the risk here, and if not, who does?
- So where is your evidence on {outcome}?
- Who exactly gains from your position?
- What happens to {group} if your forecast is wrong?
- How long should {group} wait for the results you promise?
- What would persuade you that {group} are better served by my side?
- Why has nobody on your side answered the point about {outcome}?
- What is your plan for the cases that do not fit?
- If it is so clear, why do {group} disagree with you?

@answer-cost
for: {Payer} would carry the first costs, but the status quo already charges {group}, as the figures on {outcome} show, so the real choice is between two bills.
for: The money comes from what we stop wasting: the current system already costs {payer} dearly, as the figures on {outcome} show.
for: It would be paid for up front by {payer}, and repaid through what it does for {outcome}; doing nothing has a bill too, and it never ends.
against: {Payer} would pay, and that is my point: the bill arrives now, while the promised gains on {outcome} are years away.
against: In the end {payer} would pay, and nobody has told them how much.
against: The honest answer is {payer}, and they were never asked whether they can afford it.

@answer-evidence
for: The evidence I rely on is the record on {outcome} wherever this has been measured properly.
for: The best evidence is what happened to the figures on {outcome} where it has been tried: they moved the right way.
against: The evidence I rely on is the absence of any lasting gain on {outcome} where it has been tried.
against: Look for a careful study showing lasting gains on {outcome}; you will not find one.

@answer-mind
for: I would change my mind if a fair trial showed the figures on {outcome} moving the wrong way; nobody has produced one.
for: Show me that {group} end up worse off, and I will reconsider; so far the record shows the opposite.
against: I would change my mind if a large, independent trial showed lasting gains on {outcome}; none has.
against: Show me that {group} end up better off after a few years, not a few months, and I will listen.

@answer-aboutPlural
for: Think about {about}: they are exactly who I have in mind when I say that {mine}.
for: For {about}, my side is the better deal, and that is part of why {mine}.
against: Think about {about}: they are the ones who would lose out if we accepted that {theirs}.
against: For {about}, my side is the safer one, and that is part of why {mine}.

@answer-aboutSingular
for: On {about}, my answer supports my side: it is one more reason that {mine}.
for: Take {about} seriously and you end up where I am, with the view that {mine}.
against: On {about}, my answer supports my side: it is one more reason that {mine}.
against: Take {about} seriously and you see why I reject the idea that {theirs}.

@answer-affected
for: To those who worry about losing out, I say that the current system is already failing them, and my side is how that stops.
for: The people who lose out today are the ones my side protects.
against: To those who would lose out, I say that I am on their side, which is why I reject the idea that {theirs}.
against: The people who lose out are exactly why I hold my position: they pay first and benefit last.

@answer-practice
for: In practice it starts small: a staged roll-out, clear rules and an honest review after a year.
for: It works through the people already doing the job, with clear rules and a review built in.
against: That is the problem: nobody has explained how it works in practice, and {group} would be left to improvise.
against: It would work, as these things do, by piling extra tasks onto {group} without extra time.

@answer-timing
for: Sooner than you think: the first effects on {outcome} would show within a year.
for: The timing favours acting now, before the problem grows and the fix costs more.
against: Not soon, and that is part of my case: the costs arrive long before any gains on {outcome}.
against: The timing is exactly what worries me: the promised gains are always a few years away.

@answer-risk
for: If it goes wrong, we adjust it; a review clause exists for that, and the status quo has none.
for: Then we learn and correct course, which is more than the current system ever does.
against: If it goes wrong, {group} pay for it, which is exactly why I will not take that gamble.
against: Then we will have spent the money and the goodwill, and {group} will be worse off than today.

@answer-wrong
for: I would tell them that we tried it, measured it and corrected course, which is more than the status quo ever offers.
for: I would tell them the truth: we acted on the best evidence about {outcome} and changed course when it moved.
against: I would tell them I was careful with what matters to them, and I would rather explain caution than a failed gamble.
against: I would tell them that I asked for proof before experimenting on {group}, and I would not apologise for that.

@answer-concede
for: Your strongest point is the worry about {outcome}; it is a real worry, and it still does not show that {theirs}.
for: In your own words, the best case for your side is caution about {group}; I share the caution and still reject the idea that {theirs}.
against: Your strongest point is the hope of progress on {outcome}; I share the hope and still reject the idea that {theirs}.
against: The best case for your side is that {group} deserve better; they do, and that is why I reject the idea that {theirs}.

@answer-explain
for: In plain words: {mine}, because {reason}.
for: I would put it like this: {reason}, so {mine}.
against: In plain words: {mine}, because {reason}.
against: I would put it like this: {reason}, so {mine}.

@answer-exceptions
for: The cases that do not fit get a review and a route to an exemption, which is more than the current system offers them.
for: Hard cases are handled case by case, with {group} able to ask for an exception.
against: My plan for the hard cases is not to create them: the current system spares {group} a rule that does not fit.
against: The cases that do not fit are exactly why I oppose a single rule for everyone.

@answer-limit
for: Yes: if {group} ended up worse off on {outcome}, that would be too high a price, and nothing so far suggests they will.
for: I draw the line where the evidence on {outcome} turns against it, and it has not.
against: Yes, and we are close to it: any cost that falls on {group} before a single gain on {outcome} appears is too high.
against: I draw the line at experimenting on {group} without proof, which is exactly what your side proposes.

@answer-gains
for: The first to gain are {group}, and in time everyone who depends on {outcome}.
for: {Group} gain most, and they are the people the current system has let down.
against: The first to gain from my position are {group}, who are spared an experiment they never asked for.
against: {Group} gain most from my side, because they keep what works instead of paying for a gamble.

@answer-dispute
for: The part I dispute is the leap from {outcome} to the conclusion that {theirs}.
for: I dispute your reading of {outcome}: it does not support the claim that {theirs}.
against: The part I dispute is the leap from {outcome} to the conclusion that {theirs}.
against: I dispute your reading of {outcome}: it does not support the claim that {theirs}.

@answer-why
for: Because {reason}.
for: The reason is simple: {reason}.
against: Because {reason}.
against: The reason is simple: {reason}.

@answer-direct
for: My direct answer: {mine}, because {reason}.
for: Simply put, my side answers it: {mine}, since {reason}.
for: Here is my answer: {reason}, and that is why {mine}.
against: My direct answer: {mine}, because {reason}.
against: Simply put, my side answers it: {mine}, since {reason}.
against: Here is my answer: {reason}, and that is why {mine}.

@moderator-summaries The moderator's summary of a speaker's latest point.
- {Speaker} argues that "{claim}".
- {Speaker} puts the case that "{claim}".
- From {speaker}, we heard that "{claim}".
- {Speaker} maintains that "{claim}".
- {Speaker} counters that "{claim}".
- On the other side, {speaker} holds that "{claim}".

@moderator-openers The moderator taking stock.
- Let me take stock.
- A quick summary before we go on.
- Here is where the debate stands.
- Let me pull the threads together.
- Time for a brief recap.

@moderator-questions The moderator's question that moves the debate on.
- What evidence on {outcome} would settle this for each of you?
- Where exactly do you disagree: on the facts about {outcome} or on what matters most?
- What would each of you concede to {group} on the other side?
- Which single fact, if it turned out false, would change your position?
- How would each of you measure success a year from now?
- What is the strongest point the other side has made so far?
- Who pays if each of you turns out to be wrong?
- What would a compromise look like that both of you could defend?

@moderator-welcomes The moderator opening the debate.
- Welcome. The question tonight is this: {question}
- We begin with the motion: {question}
`;

/**
 * Sentence frames (phrases.ts reads them): "@bank what it is for", then one frame a line, or for
 * answers ("@answer-<what a question asks about>") one line a side. Slots: {mine} and {theirs}
 * (the motion affirmed or denied, or a short reference to it), {reason} (a clause), {claim} (the
 * other's sentence as a clause), {speaker}, {host}, {question}, {yesno}, {role}, {lens},
 * {field} (what the persona's field looks at), {about}, {group}, {outcome}, {payer}, {topic},
 * {thing}, {aspect} and {scene} (the debate's own subject), {document}, {quote}. A capitalised
 * slot capitalises its value. Each frame may appear at most twice in a debate, a question once.
 */
export const PHRASES_DATA = String.raw`
@role-lines The role, read whole, and what it looks at first.
- As {role}, I look first at {field}.
- Speaking as {role}, I judge this by {field}.
- I come to this as {role}, which means I start with {field}.
- My view is shaped by being {role}, and so by {field}.
@motion-lines The motion, asked once at the start.
- The question before us is this: {question}
- We have been asked a simple question: {question}
- So, to the motion: {question}
- Let me start with the question itself: {question}
@foreign-lines An opening in another language: one plain line, once in a debate.
- This debate was opened in {language}; the built-in model debates in English, so I take the question as: {question}
@second-parts The second part of a two-part question, named once.
- The question also asks {second}; I will come to that as we go, and my first answer is {aspect}.
- As for the second part, {second}, that turns on {aspect}.
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
- I still hold that {mine}, and the reason is simple: {reason}.
- That is why I maintain that {mine}: {reason}.
- Nothing said so far changes my view that {mine}, since {reason}.
- My case stands: {mine}, not least because {reason}.
- This is why I say {yesno} and hold that {mine}: {reason}.
- I keep coming back to one point: {reason}, so {mine}.
- The conclusion has not moved: {mine}, since {reason}.
- For me the balance is clear: {reason}, which is why {mine}.
- Weigh it fairly and you reach my answer, that {mine}, because {reason}.
- Which brings me back to my side: {reason}, so {mine}.
- Here is the core of it: {mine}, given that {reason}.
- In the end {mine}, and the reason is that {reason}.
- Meanwhile {reason}, and that settles it for me: {mine}.
- Look at it squarely: {reason}, so {mine}.
- The case is stronger than you allow: {mine}, because {reason}.
- I hold my ground that {mine}, because {reason}.
- Once you accept that {reason}, it follows that {mine}.
- That leaves my position where it was: {mine}, because {reason}.
- Here is why {mine}: {reason}.
- I stand by it: {mine}, since {reason}.
@restatements The side restated when every reason has been argued.
- My position on {topic} has not changed: {mine}.
- After all of this, I still say of {topic} that {mine}.
- So my answer on {topic} is still {yesno}: {mine}.
- I have heard nothing about {topic} that shakes my view that {mine}.
- My conclusion on {topic} stands, that {mine}.
- On {topic} I end where I began, convinced that {mine}.
@more-reasons A further reason, without restating the side.
- Beyond that, {reason}.
- There is also this: {reason}.
- Add to that a point nobody has answered: {reason}.
- Consider, too, that {reason}.
- A second reason matters just as much: {reason}.
- Then there is the fact that {reason}.
- One more thing: {reason}.
- It is also true that {reason}.
- On top of that, {reason}.
- What is more, {reason}.
@subject-lines A point on the subject itself, from the kind of thing it is.
- The part of this I would look at first is {aspect}.
- Nobody has yet said much about {aspect}, and that is where {topic} will be decided.
- Think about {aspect}; that is where the argument over {topic} becomes concrete.
- Much of this turns on {aspect}.
- If you want to know whether {mine}, look at {aspect}.
- Look closely at {aspect}, and the case on {topic} gets clearer.
- The detail that matters here is {aspect}.
- Before anything else, I would ask about {aspect}.
@field-lines A point from the persona's own field, on the subject.
- From where I sit, {topic} comes down to {field}: {reason}.
- My own work teaches me to look at {field}, and on {topic} it shows that {reason}.
- Judge {topic} by {field} and you find that {reason}.
- What I see of {field} in my own work tells me that, with {topic}, {reason}.
- Anyone who deals with {field} every day knows that {reason}.
- Looked at through {field}, {topic} is simple: {reason}.
- Start from {field} and the question of {topic} looks different: {reason}.
@examples A concrete case on the subject, in a reply.
- Take {scene}; for them, {mine}.
- Picture {scene}, and ask what {topic} means for them.
- Consider {scene}: that is where {topic} stops being abstract.
@claim-intros The other agent's claim, quoted.
- You say that "{claim}".
- {Speaker} argues that "{claim}".
- Your point is that "{claim}".
- You told us that "{claim}".
- The heart of your reply is that "{claim}".
- You put it this way: "{Claim}."
- According to you, "{claim}".
- You insist that "{claim}".
- Let me take your strongest line: "{Claim}."
- Your case turns on the idea that "{claim}".
- {Speaker} tells us that "{claim}".
- I want to answer your claim that "{claim}".
- On your account, "{claim}".
- Take the claim that "{claim}".
- First, your point that "{claim}".
- You made one point worth answering: "{Claim}."
@grants A point of the other side granted in its own words.
- You are right that "{claim}".
- I grant that "{claim}".
- I accept that "{claim}".
- {Speaker} is right that "{claim}".
- I agree that "{claim}".
- On this I concede the point: "{Claim}."
- You have a point: "{Claim}."
- I will grant you this much: "{Claim}."
- I accept your point that "{claim}".
- Here you are right: "{Claim}."
- I concede that "{claim}".
- {Speaker} is right, and I accept it: "{Claim}."
- I grant {speaker} the point that "{claim}".
- I agree with this much of your case: "{Claim}."
@narrowings What is left of the disagreement after a point is granted.
- Where we still differ is {aspect}, because {reason}.
- That narrows our disagreement to {aspect}: {reason}.
- What remains between us is {aspect}, and there {reason}.
- Our remaining difference is over {aspect}: {reason}.
- The question left open is {aspect}, since {reason}.
- I still part company with you on {aspect}, because {reason}.
@moves A position that has moved: said once, by an agent told to converge.
- You have persuaded me that "{claim}", and I have moved towards your side on {topic}.
- I have changed my mind on part of this: "{Claim}." We now agree on more than we differ.
@generic-counters Counters when the other's point matches no consideration.
- Even if that is so of {topic}, it does not follow that {theirs}.
- That may be true, but it gives no reason to think that {theirs}, least of all on {aspect}.
- It looks decisive, yet on {topic} it does not show that {theirs}.
- That describes a problem with {topic}, not an argument that {theirs}.
- Nothing in that touches {aspect}, which is where {topic} is decided.
- It is a real point about {topic}, but it falls well short of showing that {theirs}.
- That leaves {aspect} untouched, and that is what {topic} turns on.
@closings A closing statement, once the debate has run its course.
- In closing: {mine}. The reason I would leave you with is that {reason}.
- In closing, I come back to where I started: {mine}, above all because {reason}.
- In closing, let me put my case in one line: {reason}, and so {mine}.
@closing-notes What a closing adds after its case: the ground both sides share, or the last word.
- We have both taken {aspect} seriously, and that is worth keeping from this debate.
- Whatever is decided on {topic}, {aspect} deserves more attention than it gets.
- I thank {speaker} for a hard debate on {topic}; my view has not changed, but it is sharper for it.
- The rest I leave to those who have listened to the case on {topic}.
@closed An agent asked again after its closing statement.
- I have made my closing statement on {topic}, so I will leave it there: {mine}.
@document-lines A passage of a knowledge document on the motion, quoted.
- According to {document}, "{quote}"
- Look at {document}: "{quote}"
- The record in {document} is worth hearing: "{quote}"
- On this, {document} says: "{quote}"
- As {document} puts it, "{quote}"
@document-fallbacks A knowledge document on the motion, named again once its passages were quoted.
- I would refer you again to {document} on {topic}.
- Look again at {document} on {topic}.
- Anyone in doubt about {topic} should read {document}.
@host-remarks The host's remark (not a request), acknowledged.
- Thank you, {Host}; that sharpens the debate on {topic}.
- {Host}, thank you for stepping in on {topic}.
- Point taken, {Host}: {aspect} matters here.
- {Host}, I take that on board for {topic}.
@host-figures The figure the host asked for, from a knowledge document.
- {Host}, here is a figure from {document}: "{quote}"
- {Host}, the number I would give you comes from {document}: "{quote}"
- {Host}, you asked for a figure, and {document} has one: "{quote}"
@host-no-figures Saying plainly that there is no figure to give.
- {Host}, I cannot give you a number I can stand behind: I have no study on {topic} in front of me, and I will not invent one.
- {Host}, plainly, I have no figure on {topic} to offer, and I would rather say so than make one up.
- {Host}, I have no source with a number on {topic}, so I cannot do what you ask.
- {Host}, I cannot name a study on {topic}, and guessing would not help you.
@host-instead What the agent can give instead of a figure.
- What I can give you is the reasoning: {reason}.
- What I can offer instead is this: {reason}.
- Here is what I can say with confidence: {reason}.
- What I do know is that {reason}.
@host-examples The example the host asked for: a case on the subject, and what it shows.
- {Host}, here is one: {scene}. For someone like that, {topic} is not abstract, and it is why {mine}.
- {Host}, take one concrete case: {scene}. That is who I have in mind on {topic}, and why {mine}.
- {Host}, think of {scene}. Ask what {topic} would mean for them, and you see why {mine}.
@host-concessions The concession the host asked for: a reason of the other side, granted.
- {Host}, I will concede this much: {concession}.
- {Host}, here is my concession: {concession}.
- {Host}, I accept one point against me: {concession}.
@host-still Why the concession does not change the agent's side.
- It still does not change my view, because {reason}.
- Even so, {mine}, because {reason}.
- Yet {reason}, and that weighs more with me.
@host-summaries The summary of its own case the host asked for.
- {Host}, in one sentence: {mine}, because {reason}.
- {Host}, my case in brief: {reason}, so {mine}.
- {Host}, the short version: {reason}, which is why {mine}.
@host-agreements Where the two sides agree, from what each has said, as the host asked.
- {Host}, here is where we agree on {topic}. My case rests on "{ownpoint}", and {speaker} rests on "{otherpoint}"; we both accept that {aspect} matters, and we differ on what follows from it.
- {Host}, on {topic} the common ground is real. {Speaker} has said that "{otherpoint}", and I have said that "{ownpoint}"; neither of us denies that {aspect} is central to {topic}.
@host-focus The point the host asked to focus on.
- {Host}, on {about}: {reason}.
- {Host}, since you ask about {about}: {reason}.
- {Host}, turning to {about}: {reason}.
@host-spent Answering the host when the others have already given every answer the agent has.
- {Host}, I have nothing new to add to the answers you have heard, except that {mine}.
- {Host}, the others have covered that; my own answer is that {mine}.
- {Host}, I will not repeat what has been said to you about {topic}; where I stand is that {mine}.
- {Host}, I can add little to that on {topic}, beyond saying that {mine}.
@host-cannot Saying plainly that the agent cannot do what the host asks.
- {Host}, I cannot do that within this debate, so let me say plainly where I stand: {mine}.
- {Host}, that is beyond what I can do here; what I can tell you is that {mine}.
@question-intros A question put to the agent, quoted; the answer follows.
- You asked: "{Claim}"
- To your question, "{Claim}"
- You put this to me: "{Claim}"
- {Speaker} asks: "{Claim}"
- You want to know: "{Claim}"
- Then your question: "{Claim}"
- Your challenge was: "{Claim}"
@closing-questions Questions put to the other agent at the end of a reply.
- What would it take to convince you, on {topic}, that {mine}?
- Which part of my case on {topic} do you actually dispute?
- Where, concretely, would you draw the line on {topic}?
- Who pays for your position on {topic}, and have you asked them?
- Can you name one real case where your view of {topic} held up under pressure?
- Why should {group} accept that {theirs}?
- What do you say about {aspect}?
- What evidence on {outcome} would change your mind about {topic}?
- What is the strongest point on my side of {topic}, in your own words?
- What would you tell {group} a year from now if you turned out to be wrong about {topic}?
- So where is your evidence on {aspect}?
- Who exactly gains from your position on {topic}?
- What happens to {group} if your forecast on {topic} is wrong?
- How do you answer the point about {aspect}?
@answer-cost
for: {Payer} would carry the first costs of {topic}, but the present arrangement already charges {group}, so the real choice is between two bills.
for: The money comes from what we stop wasting: the present arrangement already costs {payer} dearly, as the figures on {outcome} show.
for: It would be paid for up front by {payer}, and repaid through what it does for {outcome}; doing nothing has a bill too, and it never ends.
against: {Payer} would pay for {topic}, and that is my point: the bill arrives now, while the promised gains on {outcome} are years away.
against: In the end {payer} would pay, and nobody has told them how much.
against: The honest answer is {payer}, and they were never asked whether they can afford {topic}.
@answer-evidence
for: The evidence I rely on is the record on {outcome} wherever {topic} has been measured properly.
for: The best evidence is what happened to the figures on {outcome} where {topic} has been tried: they moved the right way.
against: The evidence I rely on is the absence of any lasting gain on {outcome} where {topic} has been tried.
against: Look for a careful study of {topic} showing lasting gains on {outcome}; you will not find one.
@answer-mind
for: I would change my mind if a fair trial of {topic} showed the figures on {outcome} moving the wrong way; nobody has produced one.
for: Show me that {group} end up worse off, and I will reconsider; so far the record shows the opposite, and if I were wrong I would say so and change course.
against: I would change my mind if a large, independent trial of {topic} showed lasting gains on {outcome}; none has.
against: Show me that {group} end up better off after a few years, not a few months, and I will listen; until then I would rather explain caution than a failed gamble.
@answer-about
for: Take {about} seriously and you end up where I am, with the view that {mine}.
for: On {about}, my side is the better deal, and that is part of why {mine}.
against: Take {about} seriously and you see why I reject the idea that {theirs}.
against: On {about}, my side is the safer one, and that is part of why {mine}.
@answer-affected
for: The people who lose out today are the ones {topic} protects, and {group} gain most from my side.
for: To those who worry about losing out, I say that the present arrangement is already failing them, and my side is how that stops.
against: The people who lose out are exactly why I hold my position: {group} pay first and benefit last.
against: The first to gain from my position are {group}, who are spared an experiment they never asked for.
@answer-practice
for: In practice {topic} starts small: a staged roll-out, clear rules and an honest review after a year.
for: It works through the people already doing the job, with clear rules and a review built in.
against: That is the problem: nobody has explained how {topic} works in practice, and {group} would be left to improvise.
against: It would work, as these things do, by piling extra tasks onto {group} without extra time.
@answer-timing
for: Sooner than you think: the first effects of {topic} on {outcome} would show within a year.
for: The timing favours acting now, before the problem grows and the fix costs more.
against: Not soon, and that is part of my case: the costs of {topic} arrive long before any gains on {outcome}.
against: The timing is exactly what worries me: the promised gains are always a few years away.
@answer-risk
for: If {topic} goes wrong, we adjust it; a review clause exists for that, and the present arrangement has none.
for: Then we learn and correct course, which is more than the present arrangement ever does.
against: If {topic} goes wrong, {group} pay for it, which is exactly why I will not take that gamble.
against: Then we will have spent the money and the goodwill, and {group} will be worse off than today.
@answer-concede
for: Your strongest point is the worry about {outcome}; it is a real worry, and it still does not show that {theirs}.
for: I dispute the leap from {outcome} to the conclusion that {theirs}; your best point, caution about {group}, I share.
against: Your strongest point is the hope of progress on {outcome}; I share the hope and still reject the idea that {theirs}.
against: I dispute your reading of {outcome}: the best case for your side is that {group} deserve better, and they do, which is why I reject the idea that {theirs}.
@answer-limit
for: Yes: if {group} ended up worse off on {outcome}, that would be too high a price, and the hard cases would get a review and a route to an exemption.
for: I draw the line where the evidence on {outcome} turns against {topic}, and it has not.
against: Yes, and we are close to it: any cost that falls on {group} before a single gain on {outcome} appears is too high.
against: I draw the line at experimenting on {group} without proof, and the cases that do not fit are exactly why I oppose one rule for everyone.
@answer-direct
for: My direct answer: {mine}, because {reason}.
for: Simply put, my side answers it: {mine}, since {reason}.
for: Here is my answer: {reason}, and that is why {mine}.
for: The reason is simple: {reason}.
against: My direct answer: {mine}, because {reason}.
against: Simply put, my side answers it: {mine}, since {reason}.
against: Here is my answer: {reason}, and that is why {mine}.
against: The reason is simple: {reason}.
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

/** The considerations of claims about the world (policy-reasons.ts describes the format). */
export const CLAIM_REASONS = String.raw`
@data data|figures|statistics|numbers|surveys?|studies|study|research
for: the best data we have on {topic} lines up with it
for: the figures on {outcome}, read honestly, support the claim
against: the data on {topic} does not bear the claim out once you read past the headlines
against: the figures usually quoted about {topic} come from small or self-selected samples
counter for: Small samples about {topic} still count when they all point the same way.
counter against: Figures about {topic} chosen to support a conclusion usually do.
@mechanism mechanism|because|causes?|leads? to|how it works|explains?
for: there is a clear mechanism at work in {topic}, not just a pattern
for: we can trace step by step how it works with {topic}
against: nobody has shown the mechanism for {topic}, only a pattern that could have other causes
against: the story of how it supposedly happens with {topic} skips the steps that matter
counter for: The mechanism with {topic} is not mysterious; it is the ordinary way things respond.
counter against: A plausible story about {topic} is not a mechanism until someone has tested it.
@examples example|examples|case|cases|instance|look at|consider
for: the concrete cases of {topic} keep pointing the same way, across very different places
for: anyone who has watched {topic} up close has seen it
against: the examples offered about {topic} are the memorable ones, not the typical ones
against: for every case about {topic} that seems to prove it, there is an ordinary case that does not
counter for: Memorable cases of {topic} become memorable because they keep happening.
counter against: A vivid example about {topic} is not a representative one.
@counterexamples counterexample|exception|doesn't|does not|never|not always|but in
for: the supposed counterexamples about {topic} turn out to be special cases on closer inspection
for: the exceptions cited about {topic} are rare and explained by unusual conditions
against: there are plain counterexamples about {topic} that its supporters never mention
against: one solid counterexample shows that, on {topic}, the claim is not the general rule
counter for: One counterexample shows that the claim about {topic} has limits, not that it is false.
counter against: If the exceptions about {topic} keep appearing, they are not exceptions.
@base-rates base rates?|per cent|percent|rare|common|most|majority|average
for: once you look at base rates rather than headlines, the picture on {topic} favours the claim
for: what happens in the average case of {topic}, not the extreme one, supports it
against: the base rates on {topic} tell a much less dramatic story
against: the average case of {topic} looks nothing like the cases used to argue for the claim
counter for: Ordinary cases of {topic} are exactly where the effect shows up, quietly and consistently.
counter against: Averages hide the spread, and on {topic} the spread is where the claim falls apart.
@measuring measure\w*|measurable|quantif\w*|metric|counted|count
for: the effect of {topic} on {outcome} is measurable, not just a feeling
for: we can count {topic} in {outcome}, and the count keeps supporting the claim
against: what can be measured about {topic} is not what the claim is really about
against: the measures used for {topic} count the easy things and miss the important ones
counter for: If it were only a feeling, the figures on {topic} would not shift so consistently.
counter against: Measuring the easy thing about {topic} and calling it the whole story is the classic mistake.
@confounders confound\w*|correlation|other factors?|other causes?|coincidence
for: the link with {topic} survives once the obvious other factors are accounted for
for: the alternative explanations for {topic} have been checked and do not hold up
against: other factors explain the pattern around {topic} at least as well
against: correlation does all the work in the argument over {topic}, and the other causes are ignored
counter for: Other factors were checked, and the link with {topic} stayed.
counter against: Accounting for the obvious factors around {topic} is not the same as accounting for all of them.
@trends trends?|increasing|rising|falling|over time|growing|decline
for: the trend on {topic} has been running one way for years
for: each new year of data on {topic} strengthens the claim
against: the trend people cite on {topic} has flattened or reversed recently
against: a short trend on {topic} has been stretched far beyond what it can support
counter for: Trends wobble; the direction on {topic} over a decade is what counts.
counter against: A trend on {topic} is not a law, and this one is already bending.
@magnitude size|magnitude|small|large|big|tiny|significant|effect
for: the effect of {topic} is large enough to matter in ordinary lives
for: even the cautious estimates about {topic} show an effect that matters for {group}
against: whatever effect {topic} has is too small to carry the weight put on it
against: the effect claimed for {topic} shrinks every time it is measured more carefully
counter for: Small effects of {topic} across millions of people are large effects.
counter against: An effect of {topic} you need a microscope to see should not decide this.
@comparison compared|compare|than|relative|alternative|versus|instead
for: compared with the realistic alternatives, {topic} comes out ahead on this
for: set against what else is on offer, the case about {topic} is strong
against: compared with the realistic alternatives, the claim falls short
against: {topic} only looks good when compared with a straw man
counter for: The comparison I make about {topic} is with what we actually have, not with an invented rival.
counter against: Against the best alternative rather than the worst, that view loses.
@uncertainty uncertain\w*|unknown|unclear|we don't know|we do not know|speculat\w*|predict\w*
for: uncertainty about {topic} cuts both ways, and the likely case still favours the claim
for: the range of honest estimates about {topic} sits mostly on my side
against: the honest answer about {topic} is that we do not know, and that is not agreement
against: the predictions about {topic} have a wide range, and most of it is on the other side
counter for: Uncertainty about {topic} is not a reason to assume the opposite.
counter against: When we do not know about {topic}, confident claims should be the first to go.
@lived-experience experience|lived|seen|watched|know from|I have
for: the lived experience of {group} with {topic} matches the claim again and again
for: those who live with {topic} every day describe it in the same terms
against: many {group} describe an experience of {topic} that contradicts the claim
against: people who live with {topic} every day tell a far more mixed story
counter for: Mixed stories about {topic} still lean one way when you listen to enough of them.
counter against: Experience of {topic} is real, but it is also selective, and the quiet cases go unheard.
@experts experts?|specialists?|scientists?|consensus|professionals?|academics?
for: most people who study {topic} closely reach the same conclusion
for: the expert view on {topic} has moved towards the claim, not away from it
against: the experts on {topic} are far more divided than the claim's supporters suggest
against: the specialists who study {topic} most closely are the most cautious about the claim
counter for: Division among experts on {topic} is about how much, not whether.
counter against: An appeal to consensus on {topic} is not the same as showing the evidence.
@history history|historical|in the past|used to|decades|century|before
for: history offers a clear precedent for {topic}, and it ended the way I expect
for: every earlier episode like {topic} went the same way
against: history is full of predictions like the one about {topic} that did not come true
against: the past offers precedents that cut directly against the claim
counter for: The failed predictions you cite differ from {topic} in the ways that matter.
counter against: Precedents are chosen, and the ones chosen for {topic} always fit the argument.
@definitions defin\w*|mean|means|meaning|word|term|call it
for: on any reasonable definition of the terms, the claim holds
for: the dispute over words about {topic} hides a simple point on which the claim holds
against: the claim on {topic} only holds on a definition stretched to fit
against: the argument over {topic} rests on a slippery use of its key term
counter for: Quarrelling over definitions is a way of avoiding the substance of {topic}.
counter against: Change the definition and the claim changes with it, which tells us something.
@exceptions depends|some|sometimes|certain|special|only when|conditions
for: on {topic} the claim holds in the ordinary case, which is the case that matters
for: the conditions under which it fails for {topic} are unusual and easy to spot
against: the claim holds only under conditions most {group} never meet
against: {topic} depends so heavily on circumstances that the claim cannot be stated as a rule
counter for: Most claims depend on conditions; the usual ones for {topic} favour mine.
counter against: If that view needs special conditions, it is not the general claim we are debating.
@interests interests?|lobby\w*|industry|profit\w*|benefit from|who gains|agenda|vested
for: those who deny the claim often have something to gain from the denial
for: the loudest doubts about {topic} come from those with a stake in doubt
against: those pushing the claim often have something to gain from it being believed
against: the loudest voices on {topic} are the ones who profit from being believed
counter for: Who benefits is a fair question about {topic}, and it applies to the doubters first.
counter against: Pointing at motives on my side does not answer my evidence on {topic}.
@onus burden|onus|prove|proof|show that|demonstrate|extraordinary
for: the weight of evidence on {topic} has shifted the onus onto those who deny the claim
for: on {topic}, mine is the modest reading of the evidence, not the bold one
against: a claim as strong as this one about {topic} needs strong evidence, and it has not been supplied
against: the onus is on those making the claim, and they have not met it
counter for: The claim about {topic} is not extraordinary; it is what the ordinary evidence says.
counter against: Saying it confidently does not move the burden of proof on {topic}.
@intuition common sense|obvious|intuitive|feels|feel|seems
for: on {topic}, common sense and the evidence agree
for: what most people sense about {topic} turns out to be right
against: the claim feels obvious, which is exactly why it needs checking
against: the intuitive answer on {topic} is often wrong, and this is a textbook case
counter for: Intuition is not always wrong, and on {topic} it has the evidence behind it.
counter against: That an answer on {topic} feels obvious is a reason to check it, not to accept it.
@consistency consisten\w*|contradict\w*|double standard|same logic|apply
for: we already accept the same reasoning as the claim in similar cases
for: consistency demands that the logic accepted everywhere else applies to {topic} too
against: applied consistently, the reasoning about {topic} leads to conclusions nobody accepts
against: the claim relies on a double standard that would not survive a parallel case
counter for: The parallel cases you mention differ from {topic} in exactly the way that matters.
counter against: If the same logic fails in cases parallel to {topic}, it fails here too.
@long-run long run|long-run|long term|long-term|eventually|future|years
for: over the long run the pattern with {topic} only gets clearer
for: short-term noise hides it, but the long view of {topic} shows it plainly
against: over the long run, people adapt to {topic} in ways that undo the claim
against: what looks true about {topic} in the short run rarely survives the long one
counter for: The long run is made of short runs, and each of them shows the same thing about {topic}.
counter against: The long view you invoke about {topic} is a forecast, not an observation.
@most-affected vulnerable|affected|hardest hit|most at risk|young|children|poorest
for: the effect of {topic} is clearest among {group}, who are the most exposed
for: the most exposed {group} show the effect of {topic} first and most strongly
against: even among {group}, the most exposed, the effect of {topic} is hard to find
against: the groups said to be most affected by {topic} show little sign of it
counter for: If nobody sees the effect of {topic} among {group}, that is because nobody is looking.
counter against: Concern for {group} is not evidence about {topic}.
@everyday everyday|daily|ordinary|real life|in practice|day to day
for: the claim matches what ordinary people see of {topic} in their everyday lives
for: in day-to-day life, the effect of {topic} is hard to miss
against: ordinary everyday life offers little sign of {topic} doing what is claimed
against: in practice, most {group} never meet the effect claimed for {topic}
counter for: Everyday life is where I see the effect of {topic}, in small ways that add up.
counter against: If {topic} were as striking as you say, nobody would need convincing.
`;

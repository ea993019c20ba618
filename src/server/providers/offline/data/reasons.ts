/**
 * The considerations a debate can turn on (reasons.ts reads them): "@id cue words", then reasons
 * for and against, then the counter each side gives to the other side's reason. Policies are
 * proposals to act ("Should cities ban e-scooters?"); claims are about the world ("Is Pluto a
 * planet?"), where "for" holds the claim true. Every reason names the debate's own {topic}
 * (never a bare group of people: "banning e-scooters", "letting nurses strike"); the other slots
 * come from its domain or kind of subject ({group}, {outcome}, {payer}). Slots as in phrases.ts.
 */
export const POLICY_REASONS = String.raw`
@cost cost|costs|pay|pays|paid|bill|budget|money|afford|expensive|cheap|price|funding
for: doing without {topic} already has a bill, and {payer} are paying it
for: the upfront cost of {topic} is modest next to what the present arrangement costs {payer} each year
against: the bill for {topic} lands on {payer} first, and nobody has said where the money comes from
against: the costs of {topic} are certain and immediate, while the savings on {outcome} are a forecast
counter for: The bill is real, but the comparison is with the present arrangement, which already charges {group} in ways the figures on {outcome} make plain.
counter against: A forecast of savings from {topic} is not a budget, and {payer} cannot spend a forecast.
@evidence evidence|studies|study|research|data|trials?|proof|proven|findings
for: the studies that exist on {topic} point one way on {outcome}, and it is mine
for: where {topic} has been measured properly, the figures on {outcome} moved the right way
against: the evidence offered for {topic} is thin, short-term and drawn from places unlike ours
against: nobody has measured what {topic} does to {outcome} over more than a year or two
counter for: Thin evidence is still evidence, and on {topic} it all leans the same way.
counter against: A handful of favourable studies is not a settled result on {outcome}, however keen the supporters of {topic} are.
@status-quo status quo|current system|today|already|now|existing|as things stand
for: the present arrangement is failing {group}, and {topic} is the first serious answer they have been offered
for: defending things as they are means defending their results on {outcome}, which are poor
against: the present arrangement works better for {group} than the case for {topic} admits
against: the problems {topic} is meant to fix can be mended without tearing anything up
counter for: Patching things as they are has been tried for years, and {group} are still waiting.
counter against: A flawed arrangement that mostly works is worth more than a promise like {topic} that has never been tested here.
@practicality practice|practical|implement\w*|deliver\w*|staff|capacity|workload|time|logistics
for: the practical objections to {topic} all have known answers, and {group} have asked for them
for: the people who would carry out {topic} have already shown how it can be done
against: {topic} asks {group} to deliver it without extra time, staff or money
against: on paper {topic} is simple, but someone has to run it every single day
counter for: Practical problems with {topic} are reasons to plan well, not reasons to do nothing.
counter against: Saying {topic} can be done is not the same as paying for the staff and the hours it needs.
@track-record tried|elsewhere|other countries|abroad|pilot|example|places
for: places that have tried {topic} kept it, which says more than any model
for: the pilots of {topic} so far have been extended rather than abandoned
against: the places held up as examples of {topic} differ from ours in ways that matter
against: several trials of {topic} were quietly dropped once the early enthusiasm wore off
counter for: No two places are identical, but the pattern across very different ones that tried {topic} is hard to dismiss.
counter against: Success with {topic} in one place tells us what worked there, with their money and their people.
@timing now|wait|waiting|delay|later|rush|rushed|urgent|soon|time
for: every year {topic} is delayed is paid for by the {group} who would benefit first
for: the longer we wait, the more {topic} will cost when it finally comes
against: rushing {topic} now would lock in mistakes that a careful pace would avoid
against: there is no emergency that justifies skipping the preparation {topic} needs
counter for: A careful pace on {topic} has been the excuse for doing nothing for a long time.
counter against: Urgency is the oldest argument for skipping the homework on a change like {topic}.
@reversibility reverse|reversible|undo|irreversible|permanent|locked|lock in
for: {topic} can start small and be reversed if it fails, so the risk is bounded
for: a staged start to {topic} lets us learn without betting everything at once
against: once {topic} is in place, it will be very hard to undo
against: changes like {topic} create their own interests and are almost never reversed
counter for: Nothing about {topic} is irreversible; a review clause answers that worry in one line.
counter against: Reversible in theory is not reversible in politics, and {topic} would prove it.
@alternatives alternatives?|instead|other options?|better ways?|targeted
for: the alternatives to {topic} have been tried and have not moved {outcome}
for: nothing else on the table reaches {group} as directly as {topic}
against: cheaper, better-targeted options than {topic} would help {group} sooner
against: the goal behind {topic} can be reached with far less disruption
counter for: The alternatives sound cheaper than {topic} because nobody has costed what they fail to do.
counter against: The alternatives to {topic} are dismissed because they are less dramatic, not because they fail.
@incentives incentives?|reward|behaviou?r|respond|motivat\w*|gaming the
for: {topic} rewards the behaviour we actually want from {group}
for: people respond to rules, and {topic} points them the right way
against: {topic} invites people to game the rule rather than meet its purpose
against: the people {topic} targets will adapt in ways its designers have not imagined
counter for: Some gaming will happen, but {topic} mostly works, and that beats no rule at all.
counter against: Incentives are where {topic} falls down: people will meet the letter and miss the point.
@scale scale|nationwide|everyone|national|rolled out|roll-out|large
for: what works locally can be scaled, and the lessons for {topic} are already learned
for: the benefits of {topic} grow with scale, because {group} gain more when everyone takes part
against: what works for a keen few rarely survives {topic} being rolled out to everyone
against: at national scale, the small problems with {topic} become very large ones
counter for: Scaling {topic} is hard, but it is an engineering problem, not a reason to stop.
counter against: The enthusiasts in a pilot are precisely the people a national roll-out of {topic} does not have.
@measurement measure\w*|metrics?|targets?|numbers?|figures|success
for: the success of {topic} can be measured in {outcome}, and checked every year
for: with measures on {outcome} agreed in advance, we will know quickly whether {topic} works
against: nobody has said how the success of {topic} would be measured, so failure can never be admitted
against: the promised gains from {topic} on {outcome} are too vague to check
counter for: We can measure {topic}: the figures on {outcome} are tracked already, so a before-and-after is easy.
counter against: A measure chosen by the supporters of {topic} will always show success.
@enforcement enforce\w*|loopholes?|police|policing|comply|compliance|inspect\w*|penalt\w*
for: {topic} is simple enough to enforce without a new bureaucracy
for: clear rules on {topic} are easier to enforce than the patchwork we have now
against: {topic} cannot be enforced without a costly new layer of inspection
against: the loopholes in {topic} are obvious, and the people it targets will find them first
counter for: Imperfect enforcement of {topic} still changes behaviour, as every traffic law shows.
counter against: A rule nobody enforces, and {topic} would be one, teaches people that rules are optional.
@opportunity-cost opportunity cost|elsewhere|priorit\w*|instead|better spent
for: the effort {topic} needs pays back more than anything else competing for the same attention
for: few uses of the same time and money would do as much for {group} as {topic}
against: the money and attention {topic} needs would do more good elsewhere
against: every hour spent on {topic} is an hour not spent on what {group} ask for first
counter for: There is always something else to spend on; that argument would block {topic} and every other reform.
counter against: Priorities are choices, and {topic} pushes aside what {group} need most.
@fairness fair|fairness|unfair|equal|inequality|equity|just|injustice
for: the gains from {topic} go mostly to {group} who have had the worst deal so far
for: fairness demands that {group} stop carrying the whole burden, and {topic} shares it
against: {topic} shifts the burden onto {group}, who did nothing to cause the problem
against: the people who gain most from {topic} are the ones who needed help least
counter for: The present burden is not fair either; it simply falls on {group}, who are easier to ignore than {topic}.
counter against: Calling {topic} fair does not make it so when {group} pick up the costs.
@side-effects side effects?|unintended|knock-on|consequences?|backfire|ripple
for: the feared side effects of {topic} have not appeared where it has been tried
for: the knock-on effects of {topic} on {outcome} are mostly good, and the bad ones can be managed
against: the side effects of {topic} on {outcome} are being waved away rather than answered
against: {topic} solves one problem by creating another for {group}
counter for: Side effects of {topic} that nobody has observed are a fear, not an argument.
counter against: Side effects rarely show up in year one, which is exactly when the supporters of {topic} stop counting.
@freedom freedom|free|choice|choose|liberty|rights?|autonomy|ban|bans|banning
for: real freedom includes freedom from the harms that {topic} would end
for: {topic} widens the choices open to {group} rather than narrowing them
against: {topic} takes a choice away from {group} who are able to make it themselves
against: a free society needs a very strong reason before it restricts people, and {topic} is not one
counter for: Freedom for some is being paid for by {group}, who never chose the harm that {topic} would end.
counter against: Calling {topic} a new freedom does not change what it takes away from {group}.
@trust trust|confidence|legitimacy|public opinion|support|backlash|consent
for: most {group} already support {topic}, and they deserve to be listened to
for: {topic} would rebuild trust in institutions that look as if they never act
against: imposing {topic} without consent will breed a backlash that sets the cause back
against: public trust is spent quickly and rebuilt slowly, and {topic} would spend it
counter for: Backlash fades once people see what {topic} does; inaction erodes trust for good.
counter against: Support for {topic} in a poll is not consent to the details, and the details are what people will live with.
@long-term long term|long-term|future|generations?|decades?|years from now
for: the gains from {topic} compound over time, long after this year's arguments are forgotten
for: those who come after us will ask why we waited on {topic} when the case was already clear
against: the long-term effects of {topic} are unknown, and the next generation will inherit them
against: a quick win from {topic} now could store up problems that surface years later
counter for: The long term is made of short terms, and in each of them {group} wait for {topic}.
counter against: Promises about the long-term gains of {topic} cost nothing to make today.
@wellbeing wellbeing|well-being|stress|health|mental|burnout|sleep|anxiety|happiness
for: {topic} relieves the daily strain that wears {group} down
for: the wellbeing of {group} is at stake, and it is measurably better with {topic}
against: the stress {topic} adds for {group} will outweigh the relief it promises
against: {topic} swaps one source of strain for another and calls that progress
counter for: Change is stressful for a while; life without {topic} is stressful indefinitely.
counter against: Relief for some from {topic} is bought with new strain for {group}, and that is not progress.
@community community|communities|local|neighbourhood|neighborhood|families|social
for: {topic} strengthens local life rather than leaving each family to cope alone
for: places that tried {topic} describe a better shared life, not just better numbers
against: {topic} weakens the local ties that quietly hold {group} together
against: a decision like {topic} should be made close to the people who live with it
counter for: Local ties matter, and it is the present arrangement, not {topic}, that is fraying them.
counter against: A rule made far away, and {topic} is one, rarely fits the place it lands on.
@innovation innovat\w*|progress|modern|new ideas?|adapt|outdated|old-fashioned
for: {topic} opens room for new ideas that the present rules shut out
for: clinging to the old way instead of {topic} is not caution; it is a refusal to adapt
against: {topic} freezes one answer in place and crowds out better ideas still to come
against: real progress comes from experiments, not from {topic} imposed on everyone
counter for: Progress needs a first step, and {topic} is it.
counter against: Calling {topic} progress does not make it better than the next idea.
@frontline frontline|front line|on the ground|people who|those who|ask(?:ed)?
for: the people closest to the problem keep asking for {topic}
for: {group} who live with this every day have been making the case for {topic} for years
against: the people expected to carry out {topic} were never asked
against: {group} who would live with {topic} every day are the most sceptical, and they know why
counter for: Those on the front line are divided, and the ones I hear most are asking for {topic}.
counter against: Claiming to speak for {group} about {topic} is easy; asking them is harder.
@burden-of-proof burden of proof|prove|proof|shown|show that|demonstrate
for: the harm of going without {topic} is already proven, so the burden sits with those who defend the present
for: we would never accept the present harm if someone proposed it today, and {topic} is the remedy on offer
against: the burden of proof sits with those who want {topic}, and it has not been met
against: a change as large as {topic} needs more than hope behind it
counter for: The present arrangement has never had to prove itself against {topic}, and it would fail if it did.
counter against: Pointing at today's problems does not prove that {topic} in particular is the remedy.
@safety safe|safety|danger\w*|risks?|harm|injur\w*|accidents?
for: {topic} removes a risk that {group} face every day
for: on safety the case for {topic} is clearest: fewer people get hurt
against: {topic} introduces new risks for {group} that nobody has planned for
against: the safety claims made for {topic} have not been independently checked
counter for: Every option carries risk, and the one without {topic} is the risk we already know hurts people.
counter against: Moving a risk from one group to another, as {topic} would, is not the same as removing it.
@culture culture|habits?|norms?|expectations?|tradition\w*|way of life
for: habits follow rules, and within a few years {topic} will simply feel normal
for: the culture is already moving towards {topic}, and the rules are lagging behind
against: {topic} cuts against habits and traditions that matter to {group}
against: rules that fight the way people live tend to be ignored, and {topic} would be
counter for: Traditions change, and many we are proud of began as rules as unpopular as {topic}.
counter against: Habits do not change because a rule like {topic} says so; they change when people are persuaded.
@vulnerable vulnerable|poorest|disadvantaged|low incomes?|struggl\w*|left behind|most at risk
for: the most vulnerable {group} gain the most from {topic}
for: those with the least room for error are the ones the present arrangement fails first, and {topic} protects them
against: the most vulnerable {group} will be the first to be hurt by {topic}
against: those with the fewest resources have the least ability to adapt to {topic}
counter for: The vulnerable are already hurt by the present arrangement; {topic} is how we stop it.
counter against: Good intentions towards the vulnerable are not the same as good outcomes from {topic}.
`;

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

/** Claims that something is of a kind ("Is Pluto a planet?"): {thing} and its {category}. */
export const CATEGORY_REASONS = String.raw`
@definition defin\w*|mean|means|meaning|word|term|counts?
for: on any definition of {category} that people actually use, {thing} qualifies
for: the definition that would shut {thing} out was written to shut it out, not to describe anything
against: a definition of {category} loose enough to include {thing} would include far too much else
against: {thing} meets the everyday sense of {category} only if you stretch the words until they mean nothing
counter for: A definition built to exclude {thing} is not neutral; it was drawn around the answer.
counter against: If {thing} counts as {category}, the word stops marking any line at all.
@criteria criteri\w*|test|tests|requirements?|conditions?|qualif\w*
for: {thing} passes the tests that matter for {category}, and fails only the one invented later
for: every feature people point to in {category} is there in {thing}
against: {thing} fails at least one test that every clear case of {category} passes
against: the features {thing} shares with {category} are the shallow ones, not the defining ones
counter for: The test {thing} fails is the newest and the least agreed, which says more about the test than about {thing}.
counter against: Sharing some features is not meeting the criteria; plenty of things look like {category} and are not.
@borderline borderline|edge|grey|gray|blurry|boundary|line
for: borderline cases are where a category proves its use, and {thing} sits on the right side of the line
for: if {thing} is left out, the line around {category} has to bend in awkward ways
against: {thing} is a borderline case, and borderline cases should not redraw the line for everything else
against: drawing the line to include {thing} would create a hundred new borderline cases
counter for: Every category has borderline cases; they are settled by the clear features, and {thing} has them.
counter against: One hard case like {thing} is not a reason to move the line for everyone else.
@usage usage|everyday|ordinary|people call|common|speak|language
for: in ordinary speech, people already call {thing} {category} without a second thought
for: generations have learned {thing} as {category}, and usage is where meaning lives
against: ordinary speech is loose, and people call all kinds of things {category} without meaning it strictly
against: the way most people use the words {category} does not stretch to {thing} once they think about it
counter for: Usage is not loose here; it is consistent, and it includes {thing}.
counter against: Loose talk about {thing} tells us how people speak, not what {category} is.
@authority experts?|authorit\w*|bodies|official|scientists?|specialists?|union|vote
for: the people who study {thing} most closely treat it as {category} in their own work
for: official rulings come and go, but the working practice of specialists still counts {thing} in
against: the bodies responsible for the term {category} have looked at {thing} and drawn the line against it
against: specialists who work with {category} every day do not count {thing} among them
counter for: An official ruling is a vote, not a discovery, and votes on {thing} can be wrong.
counter against: If the specialists have drawn the line against {thing}, the burden is on those who want to redraw it.
@usefulness useful|purpose|point|helps?|clarity|confus\w*|matters?
for: calling {thing} {category} makes the category more useful, not less
for: leaving {thing} out creates more confusion than it removes
against: keeping {thing} out is what keeps {category} a useful idea
against: calling {thing} {category} would blur a distinction people rely on
counter for: A category that cannot hold {thing} is less useful than it claims.
counter against: A distinction only stays useful if it excludes hard cases like {thing}.
@precedent history|historical|precedent|before|used to|tradition|past
for: history counted {thing} as {category} long before anyone argued otherwise
for: the precedent of similar cases puts {thing} on the side of {category}
against: {thing} was counted as {category} once, and the record was corrected for good reasons
against: the precedents that look like {thing} were all settled against it
counter for: A correction can be wrong too, and the old record on {thing} had its reasons.
counter against: Tradition kept {thing} in for a while; it does not follow that it belongs there.
@parallels consisten\w*|contradict\w*|double standard|same logic|apply|parallel
for: consistency demands it, since the cases most like {thing} are counted as {category}
for: excluding {thing} while keeping its closest neighbours in is a double standard
against: applied consistently, the reasoning that lets {thing} in would let in things nobody calls {category}
against: the argument for {thing} only works if you ignore its closest parallel cases
counter for: The parallel cases you mention differ from {thing} in exactly the way that matters.
counter against: If the logic that admits {thing} admits everything nearby, it proves too much.
`;

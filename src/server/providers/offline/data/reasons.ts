/**
 * The considerations a debate can turn on (reasons.ts reads them): "@id cue words", then reasons
 * for and against, then the counters each side gives to the other side's reason. Policies are
 * proposals to act ("Should cities ban cars?"); claims are about the world ("Is nuclear power
 * safe?"), where "for" holds the claim true. Slots as in phrases.ts.
 */
export const POLICY_REASONS = String.raw`
@cost cost|costs|pay|pays|paid|bill|budget|money|afford|expensive|cheap|price|funding
for: the status quo is not free either: {group} already pay for it, and the figures on {outcome} show it
for: the upfront bill is modest next to what inaction costs {payer} every year
against: the bill lands on {payer} first, and nobody has shown where the money comes from
against: the costs are certain and immediate, while the savings on {outcome} are a forecast
counter for: The bill is real, but the comparison is with the status quo, which already charges {group} in ways the figures on {outcome} make plain.
counter for: Money spent here comes back in the figures on {outcome}, which is more than the current arrangement can say.
counter against: A forecast of savings is not a budget, and {payer} cannot spend a forecast.
counter against: Every scheme looks cheap before the second year, when the real costs for {payer} arrive.

@evidence evidence|studies|study|research|data|trials?|proof|proven|findings
for: the studies that exist on {outcome} point in one direction, and it is mine
for: where it has been measured properly, the figures on {outcome} moved the right way
against: the evidence offered is thin, short-term and drawn from places unlike ours
against: nobody has measured what it does to {outcome} over more than a year or two
counter for: Thin evidence is still evidence, and it all leans the same way on {outcome}.
counter for: Waiting for perfect evidence is itself a choice, and {group} pay for the wait.
counter against: A handful of favourable studies is not the same as a settled result on {outcome}.
counter against: Selected successes prove that something can work somewhere, not that it will work here.

@status-quo status quo|current system|today|already|now|existing|as things stand
for: the current arrangement is failing {group}, and they have waited long enough
for: defending the present system means defending its results on {outcome}, which are poor
against: the present arrangement works better for {group} than its critics admit
against: the problems with the status quo can be fixed without tearing it up
counter for: Patching the present system has been tried for years, and {group} are still waiting.
counter for: If the status quo worked as well as you say, we would not be having this debate about {outcome}.
counter against: A flawed system that mostly works is worth more than a promise that has never been tested.
counter against: Every problem you describe has a targeted fix that costs far less disruption.

@practicality practice|practical|implement\w*|deliver\w*|staff|capacity|workload|time|logistics
for: the practical objections all have known answers, and {group} have asked for them
for: the people who would run it have already shown how it can be done
against: it asks {group} to deliver it without extra time, staff or money
against: on paper it is simple, but in practice someone has to run it every single day
counter for: Practical problems are reasons to plan well, not reasons to do nothing.
counter for: Every change is hard on paper; the places that tried it solved these problems within a year.
counter against: Saying it can be done is not the same as funding the people who would do it.
counter against: The practical details are the policy, and {group} will be the ones living with them.

@track-record tried|elsewhere|other countries|abroad|pilot|example|places
for: places that have tried it kept it, which says more than any model
for: the pilots so far have been extended rather than abandoned
against: the places held up as examples differ from ours in ways that matter
against: several pilots were quietly dropped once the early enthusiasm wore off
counter for: No two places are identical, but the pattern across very different ones is hard to dismiss.
counter for: The pilots that were dropped were underfunded, which tells us how to do it, not whether.
counter against: Success in one place tells us what worked there, with their money and their people.
counter against: Pilots run by enthusiasts always look better than the version rolled out to everyone.

@timing now|wait|waiting|delay|later|rush|rushed|urgent|soon|time
for: every year of delay is paid for by the {group} who would benefit first
for: the longer we wait, the more expensive the same change becomes
against: rushing it now would lock in mistakes that a careful pace would avoid
against: there is no emergency that justifies skipping the preparation
counter for: A careful pace has been the excuse for doing nothing for a long time.
counter for: Delay is not neutral: it has a cost, and {group} are paying it.
counter against: Urgency is the oldest argument for skipping the homework on a policy.
counter against: If it is worth doing, it is worth doing properly, and properly takes time.

@reversibility reverse|reversible|undo|irreversible|permanent|locked|lock in
for: it can start small and be reversed if it fails, so the risk is bounded
for: a staged start lets us learn without betting everything at once
against: once it is in place, it will be very hard to undo
against: changes of this kind create their own constituencies and never get reversed
counter for: Nothing here is irreversible; a review clause answers that worry in one line.
counter for: If fear of reversal stopped every change, nothing would ever improve.
counter against: Promises of a review clause are easy to make and rarely honoured.
counter against: Reversible in theory is not reversible in politics.

@alternatives alternatives?|instead|other options?|better ways?|targeted
for: the alternatives on offer have been tried and have not moved {outcome}
for: nothing else on the table reaches {group} as directly
against: cheaper, better-targeted options would help {group} sooner
against: the same goal can be reached with far less disruption
counter for: The alternatives sound cheaper because nobody has costed what they fail to do.
counter for: Targeted fixes have been the plan for years, and the figures on {outcome} have barely moved.
counter against: The alternatives are only dismissed because they are less dramatic, not because they fail.
counter against: A smaller, targeted step would reach {group} faster and risk far less.

@incentives incentives?|reward|behaviou?r|respond|motivat\w*|gaming the
for: it rewards the behaviour we actually want from {group}
for: people respond to rules, and this rule points them the right way
against: it creates incentives to game the rule rather than meet its purpose
against: the people it targets will adapt in ways its designers have not imagined
counter for: Some gaming will happen, but a rule that mostly works beats no rule at all.
counter for: The incentives today reward the wrong behaviour, so doing nothing is not neutral.
counter against: Incentives are exactly where this falls down: people will meet the letter and miss the point.
counter against: Rules change behaviour, but rarely in the direction their authors expected.

@scale scale|nationwide|everyone|national|rolled out|roll-out|large
for: what works locally can be scaled with the lessons already learned
for: the benefits grow with scale, because {group} gain more when everyone takes part
against: what works for a keen few rarely survives being rolled out to everyone
against: at national scale, small problems become very large ones
counter for: Scaling is hard, but it is an engineering problem, not a reason to stop.
counter for: Every national programme started as a local one that someone was brave enough to expand.
counter against: The enthusiasts in a pilot are precisely the people a national roll-out does not have.
counter against: Scale is where the hidden costs appear, and nobody has planned for them.

@measurement measure\w*|metrics?|targets?|numbers?|figures|success
for: success can be measured in {outcome}, and we can check it every year
for: with measures on {outcome} agreed in advance, we will know quickly whether it works
against: nobody has said how success would be measured, so failure can never be admitted
against: the promised gains on {outcome} are too vague to check
counter for: We can measure it: the figures on {outcome} are tracked already, so a before-and-after is easy.
counter for: Vague measures are a fair worry, which is why mine are specific: {outcome}, year on year.
counter against: A measure chosen by supporters will always show success.
counter against: If success cannot be defined before we start, it will be declared whatever happens.

@enforcement enforce\w*|loopholes?|police|policing|comply|compliance|inspect\w*|penalt\w*
for: it is simple enough to enforce without a new bureaucracy
for: clear rules are easier to enforce than the patchwork we have now
against: it cannot be enforced without a costly new layer of inspection
against: the loopholes are obvious, and the people it targets will find them first
counter for: Imperfect enforcement still changes behaviour, as every traffic law shows.
counter for: Loopholes can be closed once we see them; they are no reason to leave the whole problem open.
counter against: A rule nobody enforces teaches people that rules are optional.
counter against: Enforcement is where the cost hides, and nobody has budgeted for it.

@opportunity-cost opportunity cost|elsewhere|priorit\w*|instead|better spent
for: the effort pays back more than anything else competing for the same attention
for: few uses of the same time and money would do as much for {group}
against: the money and attention it needs would do more good elsewhere
against: every hour spent on it is an hour not spent on what {group} ask for first
counter for: There is always something else to spend on; that argument would block every reform.
counter for: The better use of the money you mention has been available for years and nobody took it.
counter against: Priorities are choices, and this one pushes aside what {group} need most.
counter against: Doing this means not doing something else, and nobody has said what.

@fairness fair|fairness|unfair|equal|inequality|equity|just|injustice
for: the gains go mostly to {group} who have had the worst deal so far
for: fairness demands that {group} stop carrying the whole burden of the current system
against: it shifts the burden onto {group}, who did nothing to cause the problem
against: the people who gain most are the ones who needed help least
counter for: The current burden is not fair either; it simply falls on {group}, who are easier to ignore.
counter for: Fairness is exactly why I hold my side: the gains go to those who have waited longest.
counter against: Calling it fair does not make it so when {group} pick up the costs.
counter against: A fair policy spreads its burdens, and this one concentrates them on {group}.

@side-effects side effects?|unintended|knock-on|consequences?|backfire|ripple
for: the feared side effects have not appeared where it has been tried
for: the knock-on effects for {outcome} are mostly good, and the bad ones can be managed
against: its side effects on {outcome} are being waved away rather than answered
against: it solves one problem by creating another for {group}
counter for: Side effects that nobody has observed are a fear, not an argument.
counter for: Every serious change has side effects; the question is whether they beat the harm we have now.
counter against: Side effects rarely show up in year one, which is exactly when supporters stop counting.
counter against: The knock-on effects on {group} are the part nobody modelled, and they matter most.

@freedom freedom|free|choice|choose|liberty|rights?|autonomy|ban|bans|banning
for: real freedom includes freedom from the harms the current system allows
for: it widens the choices open to {group} rather than narrowing them
against: it takes a choice away from {group} who are able to make it themselves
against: a free society should need a very strong reason before it restricts people, and this is not one
counter for: Freedom for some is being paid for by {group}, who never chose the harm.
counter for: Every rule limits someone; this one limits the few to protect the many.
counter against: Calling a restriction a new freedom does not change what it takes away from {group}.
counter against: Once a choice is removed for everyone, it rarely comes back.

@trust trust|confidence|legitimacy|public opinion|support|backlash|consent
for: most {group} already support it, and they deserve to be listened to
for: acting would rebuild trust in institutions that look as if they never act
against: imposing it without consent will breed a backlash that sets the cause back
against: public trust is spent quickly and rebuilt slowly, and this would spend it
counter for: Backlash fades once people see results; inaction erodes trust permanently.
counter for: Trust is lost by doing nothing while {group} keep asking for change.
counter against: Support in a poll is not consent to the details, and the details are what people will live with.
counter against: Popular ideas become unpopular policies when the costs arrive.

@long-term long term|long-term|future|generations?|decades?|years from now
for: the gains compound over time, long after the arguments of this year are forgotten
for: those who come after us will ask why we waited when the case was already clear
against: the long-term effects are unknown, and the next generation will inherit them
against: a quick win now could store up problems that surface years later
counter for: The long term is made of short terms, and every one of them matters to {group}.
counter for: Future generations inherit our inaction too, and that is the greater risk.
counter against: Promises about the long term cost nothing to make today.
counter against: The future is exactly where the unexamined risks of this plan are waiting.

@wellbeing wellbeing|well-being|stress|health|mental|burnout|sleep|anxiety|happiness
for: it relieves the daily stress that wears {group} down
for: the wellbeing of {group} is at stake, and it is measurably better with the change
against: the stress it adds for {group} will outweigh the relief it promises
against: it swaps one source of strain for another and calls that progress
counter for: Change is stressful for a while; the current situation is stressful indefinitely.
counter for: The strain you describe is temporary, while the strain on {group} today is permanent.
counter against: Relief for some is bought with new strain for {group}, and that is not progress.
counter against: Wellbeing does not improve just because a rule says it should.

@community community|communities|local|neighbourhood|neighborhood|families|social
for: it strengthens local communities rather than leaving each family to cope alone
for: communities that tried it describe a better shared life, not just better numbers
against: it weakens the local ties that quietly hold {group} together
against: decisions like this should be made close to the communities that live with them
counter for: Local ties matter, and the current system is what is fraying them.
counter for: Communities are stronger when the rules protect everyone in them, not just the confident.
counter against: A rule made far away rarely fits the community it lands on.
counter against: Communities can solve this themselves if they are given the means, without a blanket change.

@innovation innovat\w*|progress|modern|new ideas?|adapt|outdated|old-fashioned
for: it opens room for new ideas that the current rules shut out
for: clinging to the old way is not caution; it is a refusal to adapt
against: it freezes one answer in place and crowds out better ideas still to come
against: real progress comes from experiments, not from one big change for everyone
counter for: Progress needs a first step, and this is it.
counter for: New ideas thrive once the old obstacle is gone; that is exactly what this removes.
counter against: Calling something progress does not make it better than the next idea.
counter against: Locking in one answer now is how better answers get crowded out.

@frontline frontline|front line|on the ground|people who|those who|ask(?:ed)?
for: the people closest to the problem keep asking for exactly this
for: {group} who live with this every day have been making this case for years
against: the people expected to carry it out were never asked
against: {group} who would live with it every day are the most sceptical, and they know why
counter for: Those on the front line are divided, and the ones I hear most are asking for change.
counter for: Scepticism at the start is normal; it fades once people see the results.
counter against: Claiming to speak for {group} is easy; asking them is harder.
counter against: The voices you cite are the loudest, not the most representative.

@burden-of-proof burden of proof|prove|proof|shown|show that|demonstrate
for: the harm of the status quo is already proven, so the burden sits with those defending it
for: we would never accept the current harm if someone proposed it today
against: the burden of proof sits with those who want the change, and it has not been met
against: a change this large needs more than hope behind it
counter for: The status quo has never had to prove itself, and it would fail if it did.
counter for: Demanding proof from one side only is a way of never deciding.
counter against: Pointing at today’s problems does not prove that this particular remedy works.
counter against: The burden stays with the proposal, however strongly it is felt.

@safety safe|safety|danger\w*|risks?|harm|injur\w*|accidents?
for: it removes a risk that {group} face every day
for: on safety the case is clearest: fewer people are hurt
against: it introduces new risks for {group} that nobody has planned for
against: safety claims made for it have not been independently checked
counter for: Every option carries risk, and the current one is the risk we already know hurts people.
counter for: New risks can be managed; the old ones are already hurting {group}.
counter against: A safer system on paper can still be a more dangerous one in practice.
counter against: Moving a risk from one group to another is not the same as removing it.

@culture culture|habits?|norms?|expectations?|tradition\w*|way of life
for: habits follow rules, and within a few years this will simply feel normal
for: the culture is already moving this way, and the rules are lagging behind
against: it cuts against habits and traditions that matter to {group}
against: rules that fight the way people live tend to be ignored
counter for: Traditions change, and many we are proud of today began as unpopular rules.
counter for: Habits are not fixed; they follow what the rules make easy.
counter against: Habits do not change because a rule says so; they change when people are persuaded.
counter against: Dismissing tradition is easy for those it does not belong to.

@vulnerable vulnerable|poorest|disadvantaged|low incomes?|struggl\w*|left behind|most at risk
for: the most vulnerable {group} gain the most from it
for: those with the least room for error are the ones the current system fails first
against: the most vulnerable {group} will be the first to be hurt
against: those with the fewest resources have the least ability to adapt to it
counter for: The vulnerable are already hurt by the current system; this is how we stop it.
counter for: Protecting the most vulnerable is my case, not an objection to it.
counter against: Good intentions toward the vulnerable are not the same as good outcomes for them.
counter against: The most vulnerable are exactly the people who cannot absorb a failed experiment.
`;

export const CLAIM_REASONS = String.raw`
@data data|figures|statistics|numbers|surveys?|studies|study|research
for: the best data we have on {outcome} lines up with it
for: the figures on {outcome}, read honestly, support it
against: the data on {outcome} does not bear it out once you read past the headlines
against: the figures usually quoted for it come from small or self-selected samples
counter for: Small samples still count when they all point the same way on {outcome}.
counter for: Dismissing the figures as headlines is not the same as producing better ones.
counter against: Figures chosen to support a conclusion usually do.
counter against: Data on {outcome} can be read several ways, and the careful readings do not favour you.

@mechanism mechanism|because|causes?|leads? to|how it works|explains?
for: there is a clear mechanism behind it, not just a pattern
for: we can trace step by step how it happens to {group}
against: nobody has shown the mechanism, only a pattern that could have other causes
against: the story of how it supposedly happens skips the steps that matter
counter for: The mechanism is not mysterious; it is the ordinary way {group} respond to their situation.
counter for: We do not need every step mapped to act on a pattern this consistent.
counter against: A plausible story is not a mechanism until someone has tested it.
counter against: Plenty of things sound causal and turn out to be coincidence.

@examples example|examples|case|cases|instance|look at|consider
for: the concrete cases keep pointing the same way, across very different places
for: anyone who has watched {group} up close has seen it happen
against: the examples offered for it are the memorable ones, not the typical ones
against: for every case that seems to prove it, there is an ordinary case that does not
counter for: Memorable cases become memorable because they keep happening.
counter for: Typical cases are exactly where I see it, among ordinary {group}.
counter against: A vivid example is not a representative one.
counter against: Anecdotes are where an inquiry starts, not where it ends.

@counterexamples counterexample|exception|doesn't|does not|never|not always|but in
for: the supposed counterexamples turn out to be special cases on closer inspection
for: the exceptions people cite are rare and explained by unusual conditions
against: there are plain counterexamples that its supporters never mention
against: one solid counterexample is enough to show it is not the general rule
counter for: One counterexample shows that a rule has limits, not that it is false.
counter for: Rare exceptions are what you would expect even if I am right.
counter against: Calling every inconvenient case special is how a claim becomes unfalsifiable.
counter against: If the exceptions keep appearing, they are not exceptions.

@base-rates base rates?|per cent|percent|rare|common|most|majority|average
for: once you look at base rates rather than headlines, the picture favours it
for: what happens to the average case, not the extreme one, supports it
against: the base rates tell a much less dramatic story than the one told for it
against: the average case looks nothing like the cases used to argue for it
counter for: The average case is exactly where the effect shows up, quietly and consistently.
counter for: Undramatic is not the same as untrue; small effects on many people add up.
counter against: Averages hide the spread, and the spread is where the claim falls apart.
counter against: A rare outcome does not become common because it is discussed often.

@measuring measure\w*|measurable|quantif\w*|metric|counted|count
for: the effect on {outcome} is measurable, not just a feeling
for: we can count it in {outcome}, and the count keeps supporting it
against: what can be measured on {outcome} is not what the claim is really about
against: the measures used for it count the easy things and miss the important ones
counter for: If it were only a feeling, the figures on {outcome} would not shift so consistently.
counter for: Imperfect measures still move in one direction here.
counter against: Measuring the easy thing and calling it the whole story is the classic mistake.
counter against: A number on {outcome} is only as good as the question behind it.

@confounders confound\w*|correlation|other factors?|other causes?|coincidence
for: the link survives once the obvious other factors are accounted for
for: the alternative explanations have been checked and do not hold up
against: other factors explain the pattern at least as well
against: correlation is doing all the work, and the other causes are ignored
counter for: Other factors were checked, and the link stayed.
counter for: Saying "correlation" is not an argument unless you name the other cause.
counter against: Accounting for the obvious factors is not the same as accounting for all of them.
counter against: When the link weakens every time a factor is added, that is a warning.

@trends trends?|increasing|rising|falling|over time|growing|decline
for: the trend has been running one way for years
for: each new year of data on {outcome} strengthens it
against: the trend people cite has flattened or reversed recently
against: a short trend has been extrapolated far beyond what it can support
counter for: Trends wobble; the direction over a decade is what counts.
counter for: A flat year does not undo a long trend on {outcome}.
counter against: A trend is not a law, and this one is already bending.
counter against: Extrapolation is easy on a chart and rarely right in life.

@magnitude size|magnitude|small|large|big|tiny|significant|effect
for: the effect is large enough to matter in ordinary lives
for: even the cautious estimates show an effect that matters for {group}
against: whatever effect exists is too small to carry the weight put on it
against: the effect shrinks every time it is measured more carefully
counter for: Small effects across millions of people are large effects.
counter for: Careful measurement narrows the estimate; it does not erase it.
counter against: An effect you need a microscope to see should not decide this.
counter against: When the effect shrinks with better studies, the claim should shrink too.

@comparison compared|compare|than|relative|alternative|versus|instead
for: compared with the realistic alternatives, it comes out ahead
for: set against what else is on offer, the case for it is strong
against: compared with the realistic alternatives, it falls short
against: it only looks good when compared with a straw man
counter for: The comparison I make is with what we actually have, not with a straw man.
counter for: Compare it with the real alternatives and it still wins.
counter against: A comparison chosen by one side is rarely the fair one.
counter against: Against the best alternative rather than the worst, it loses.

@uncertainty uncertain\w*|unknown|unclear|we don't know|we do not know|speculat\w*|predict\w*
for: uncertainty cuts both ways, and the likely case still favours it
for: the range of honest estimates sits mostly on its side
against: the honest answer is that we do not know, and that is not agreement
against: the predictions behind it have a wide range, and most of it is on the other side
counter for: Uncertainty is not a reason to assume the opposite.
counter for: We never have certainty; we have likelihoods, and they favour me.
counter against: Treating a guess as the likely case is where this goes wrong.
counter against: When we do not know, confident claims should be the first to go.

@lived-experience experience|lived|seen|watched|know from|I have
for: the lived experience of {group} matches it again and again
for: those who live with it every day describe it in the same terms
against: many of {group} describe an experience that contradicts it
against: people who live with it every day tell a far more mixed story
counter for: Mixed stories still lean one way when you listen to enough of them.
counter for: Experience is evidence too, and the experience of {group} is consistent.
counter against: Experience is real, but it is also selective, and the quiet cases go unheard.
counter against: Some experiences fit the claim; plenty of {group} would tell you otherwise.

@experts experts?|specialists?|scientists?|consensus|professionals?|academics?
for: most people who study it closely reach the same conclusion
for: the expert consensus has moved toward it, not away from it
against: the experts are far more divided than its supporters suggest
against: specialists who study {outcome} closely are the most cautious about it
counter for: Division among experts is usually about how much, not whether.
counter for: Experts disagree at the margins; at the centre, the view is settled.
counter against: An appeal to consensus is not the same as showing the evidence.
counter against: Experts have been confidently wrong before, usually about claims like this one.

@history history|historical|in the past|used to|decades|century|before
for: history offers a clear precedent, and it ended the way I expect
for: every earlier episode like this one went the same way
against: history is full of similar predictions that did not come true
against: the past offers precedents that cut directly against it
counter for: The failed predictions you cite were different in the ways that matter.
counter for: History rhymes; it does not repeat, and the rhyme here favours me.
counter against: Precedents are chosen, and the chosen ones always fit the argument.
counter against: The past is a guide only when conditions are similar, and here they are not.

@definitions defin\w*|mean|means|meaning|word|term|call it
for: on any reasonable definition of the terms, it holds
for: the dispute over words hides a simple point on which it holds
against: it only holds on a definition stretched to fit
against: it rests on a slippery use of its key term
counter for: Quarrelling over definitions is a way of avoiding the substance.
counter for: Take the strictest definition you like; it still holds.
counter against: Change the definition and the claim changes with it, which tells us something.
counter against: Words matter here, because the claim shrinks the moment they are pinned down.

@exceptions depends|some|sometimes|certain|special|only when|conditions
for: it holds in the ordinary case, which is the case that matters
for: the conditions under which it fails are unusual and easy to spot
against: it holds only under conditions most {group} never meet
against: it depends so heavily on circumstances that it cannot be stated as a rule
counter for: Most claims depend on conditions; what matters is that the usual ones favour mine.
counter for: A rule with exceptions is still a rule.
counter against: If it needs special conditions, it is not the general claim we are debating.
counter against: The conditions you set aside are the ones {group} actually live in.

@interests interests?|lobby\w*|industry|profit\w*|benefit from|who gains|agenda|vested
for: those who deny it often have something to gain from the denial
for: the loudest doubts come from those with a stake in doubt
against: those pushing it often have something to gain from it being believed
against: the claim is promoted hardest by those who profit from it
counter for: Who benefits is a fair question, and it applies to the doubters first.
counter for: Interests exist on both sides; the evidence is what breaks the tie.
counter against: Pointing at motives on my side does not answer my evidence.
counter against: The people who profit from this claim are the ones repeating it most.

@onus burden|onus|prove|proof|show that|demonstrate|extraordinary
for: the weight of evidence has shifted the onus onto those who deny it
for: it is the modest reading of the evidence, not the bold one
against: a claim this strong needs strong evidence, and it has not been supplied
against: the onus is on those making the claim, and they have not met it
counter for: The claim is not extraordinary; it is what the ordinary evidence says.
counter for: Demanding ever more proof is a way of never accepting an answer.
counter against: Repeating a claim confidently does not move the burden of proof.
counter against: The burden stays with the claim until the evidence arrives.

@intuition common sense|obvious|intuitive|feels|feel|seems
for: here, common sense and the evidence agree
for: what most people sense about it turns out to be right
against: it feels obvious, which is exactly why it needs checking
against: the intuitive answer is often wrong, and this is a textbook case
counter for: Intuition is not always wrong, and here it has the evidence behind it.
counter for: Dismissing common sense is not the same as refuting it.
counter against: That it feels obvious is a reason to check it, not to accept it.
counter against: Common sense once told us plenty of things we now know are false.

@consistency consisten\w*|contradict\w*|double standard|same logic|apply
for: we already accept the same reasoning in similar cases
for: the same logic is accepted everywhere else, and consistency demands it here
against: applied consistently, the same reasoning leads to conclusions nobody accepts
against: it relies on a double standard that would not survive a parallel case
counter for: The parallel cases you mention differ in exactly the way that matters.
counter for: Consistency favours me: we apply this reasoning elsewhere without complaint.
counter against: If the same logic fails in parallel cases, it fails here too.
counter against: An argument that only works once is not an argument but a preference.

@long-run long run|long-run|long term|long-term|eventually|future|years
for: over the long run the pattern only gets clearer
for: short-term noise hides it, but the long view shows it plainly
against: over the long run, people and systems adapt in ways that undo it
against: what looks true in the short run rarely survives the long one
counter for: Adaptation takes time, and meanwhile {group} live with the effect.
counter for: The long run is made of short runs, and each of them shows the same thing.
counter against: The long view you invoke is a forecast, not an observation.
counter against: Systems adapt, and that adaptation is exactly what the claim ignores.

@most-affected vulnerable|affected|hardest hit|most at risk|young|children|poorest
for: it is clearest among {group}, who are the most exposed
for: the most exposed {group} show it first and most strongly
against: even among {group}, the most exposed, it is hard to find
against: the groups said to be most affected show little sign of it
counter for: The most exposed show it plainly, and their experience should count most.
counter for: If it is hard to find among {group}, that is because nobody is looking.
counter against: If even the most exposed barely show it, the claim is in trouble.
counter against: Concern for {group} is not evidence that the claim is true.

@everyday everyday|daily|ordinary|real life|in practice|day to day
for: it matches what ordinary people see in their everyday lives
for: in day-to-day life, the effect is hard to miss
against: ordinary everyday life offers little sign of it
against: in practice, most {group} never encounter it
counter for: Everyday life is where I see it, in small ways that add up.
counter for: What goes unnoticed day to day can still be real.
counter against: If it were as common as you say, nobody would need convincing.
counter against: What ordinary people see day to day does not match the picture painted.
`;

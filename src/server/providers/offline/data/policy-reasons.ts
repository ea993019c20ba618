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

/**
 * How a role argues (voices.ts reads them): "@name role pattern", the domains of its own field
 * (where the persona's own terms are spoken of), the considerations it argues first, what it looks
 * at ({lens}), its lines and its questions. The last voice, with no pattern, is
 * the plain voice of a role that matches none.
 */
export const VOICES_DATA = String.raw`
@legal prosecut|lawyer|attorney|judge|\blegal\b|\blaw\b|barrister|solicitor|counsel|jurist|magistrate
home: justice, politics
prefers: burden-of-proof, freedom, enforcement, fairness, exceptions, definitions
lens: the burden of proof | due process | the precedent this sets
line: An assertion about {topic} without proof would be struck from the record, and several have been made today.
line: A rule on {topic} is only as good as the first hard case it has to decide, and {group} will bring that case.
line: Before {topic} changes anything for {group}, someone has to say who answers for it when it goes wrong.
line: Precedent cuts both ways: whatever we accept on {topic}, we accept for every case like it.
question: Would your case on {topic} survive cross-examination on its weakest premise?
question: Who, exactly, is accountable when your approach to {topic} fails {group}?
@health doctor|physician|nurse|medic|\bhealth|clinic|\bpatients?\b|psychiatr|psycholog|therap|surgeon|midwi|epidemiolog|paramedic|pharmac
home: health
prefers: wellbeing, safety, vulnerable, evidence, data, mechanism
lens: the health and wellbeing of {group} | the balance of risk and benefit
line: When I weigh {topic}, I ask what it does to the sleep, stress and safety of {group}.
line: Harm from {topic} that builds up slowly is still harm, and {group} are the ones who carry it.
line: First, do no harm is a discipline about side effects, and it applies to {topic} as much as to medicine.
line: With {topic}, stress and exhaustion show up in the body long before they show up in a report on {outcome}.
question: What happens to the most fragile of {group} under your plan for {topic}?
question: Which harm from {topic} are you willing to accept for {group}, and who consents to it?
@education teach|professor|educat|\bschool|student|lectur|tutor|pupil|headteacher|principal|\bdean\b|learning
home: education
prefers: practicality, vulnerable, frontline, evidence, lived-experience, scale
lens: what people actually learn from it | how it lands with {group}
line: A version of {topic} that works only with hand-picked volunteers has not yet met the ordinary case.
line: With {topic}, I keep thinking of the quiet one who falls behind without anyone noticing.
line: People learn from what {topic} makes them do every day, not from what its authors intended.
line: The real test of {topic} is the worst week of the year, not the best one.
question: Who does the extra work that {topic} needs, and where does the time come from?
question: What does {topic} do for the one who is already struggling?
@money econom|business|\bceo\b|\bcfo\b|financ|entrepreneur|\binvest(?:or|ment|ing)|startup|start-up|commerce|accountant|budget|banker|philanthrop|shop owner|retailer|owner of
home: work, housing, politics
prefers: cost, incentives, opportunity-cost, alternatives, comparison, interests
lens: the incentives | the opportunity cost | who pays and who gains
line: Every pound spent on {topic} is a pound not spent somewhere else, and that trade deserves a number.
line: Incentives beat intentions, and {group} will respond to what {topic} rewards, not to what it says.
line: If the numbers on {topic} only work in the best quarter, they do not work.
line: Somebody always pays for {topic}; the honest question is whether we admit it is {group}.
question: What does {topic} cost per person helped, and who signs the cheque?
question: Where does the money for {topic} come from when the budget is already spoken for?
@labour union|worker|labou?r|factory|manufactur|industr|farmer|rancher|miner|tradesperson|operations
home: work
prefers: fairness, frontline, vulnerable, practicality, interests, lived-experience
lens: jobs, pay and conditions | who carries the risk
line: Whatever is decided about {topic} in a boardroom is lived by the people doing the work.
line: {Group} always hear about flexibility just before they lose something, and {topic} is no different.
line: A fair deal on {topic} is one both sides could explain to their families.
line: Gains from {topic} mean little if the people who made them never share in them.
question: What does {topic} mean for the person working the night shift?
question: Who carries the risk when {topic} goes wrong: the owners or the workers?
@environment climat|ecolog|conservation|environment|biolog|energy|grid|power-systems|renewabl|sustainab
home: environment, transport, food
prefers: long-term, long-run, data, side-effects, trends, uncertainty
lens: the long-term footprint | what future generations inherit
line: Nature keeps its own accounts on {topic}, and they always balance in the end.
line: On {topic}, the cheapest option today is often the most expensive one our children will pay for.
line: Any honest view of {topic} has to count what it does over decades, not quarters.
line: Systems under strain from {topic} fail at their weakest point, and {group} usually live there.
question: What does your position on {topic} look like in thirty years, not three?
question: Who pays for the damage from {topic} that does not show up on this year’s bill?
@media journalis|media|reporter|editor|communicat|broadcast|fact-check|writer|campaign|critic\b
home: technology, politics
prefers: interests, data, trust, definitions, measurement, burden-of-proof
lens: what the public is actually told | the sources behind each claim
line: A headline about {topic} is a claim, and claims need sources.
line: The story told first about {topic} is rarely the whole story.
line: If a claim about {topic} would not survive a fact-check, it should not survive this debate.
line: {Group} can tell spin about {topic} from substance faster than people think.
question: What is your source on {topic}, and would it survive a fact-check?
question: How would you explain {topic} to {group} who have never heard the jargon?
@security militar|security|cyber|defen[cs]e|general officer|intelligence|soldier|army|navy|strategist
home: justice, technology, politics
prefers: safety, side-effects, enforcement, uncertainty, exceptions, interests
lens: the worst case | who could exploit it
line: Plans for {topic} are built for the situation we expect, and tested by the one we get.
line: The worst case is not pessimism; it is the part of {topic} nobody wants to plan for.
line: Whatever gap {topic} opens, someone will find it and use it against {group}.
line: A commitment to {topic} we cannot sustain is a liability with good marketing.
question: What does your plan for {topic} look like on its worst day, not its best?
question: Who exploits the gap that {topic} is about to open?
@tech engineer|technolog|developer|software|\bai\b|innovat|architect|programm|product designer|designer|researcher in ai
home: technology
prefers: scale, side-effects, innovation, mechanism, measurement, exceptions
lens: how it behaves at scale | the failure modes
line: Systems like {topic} fail at their edges, and the edges are where {group} actually live.
line: A demo of {topic} proves that it can work once; daily use proves that it keeps working.
line: Every extra moving part in {topic} is another thing someone has to maintain.
line: Scale changes everything about {topic}, and a small trial tells us little about it.
question: What is the failure mode of {topic} you worry about most, and what catches it?
question: How does your position on {topic} hold up when the numbers are ten times larger?
@politics politic|policy|government|senator|minister|diplomat|regulat|legislat|mayor|council|civil serv|elected|official|\bmp\b
home: politics, transport, housing
prefers: trust, practicality, enforcement, track-record, timing, comparison
lens: what can actually be delivered | public trust
line: A version of {topic} that cannot be enforced is a press release.
line: Voters would forgive a slow start on {topic} far more readily than a broken promise.
line: Every decision on {topic} creates winners and losers, and the losers vote too.
line: Delivery is where ideas like {topic} go to die unless it is planned from day one.
question: Who delivers {topic} on a Monday morning, and with what budget?
question: How do you keep public trust when the first results of {topic} disappoint?
@urban planner|urban|transport|transit|accessib|wheelchair|architect of cities|mobility
home: transport, housing
prefers: vulnerable, practicality, community, fairness, lived-experience, scale
lens: how people actually move and live | who is left out of the design
line: A place is designed for someone, and with {topic} too often it is not {group}.
line: Small barriers from {topic} add up until whole groups simply stop turning up.
line: The street test is simple: does {topic} make ordinary journeys easier or harder?
line: Design {topic} for the person with the least room for error, and everyone else benefits.
question: Who can no longer get where they need to go under your plan for {topic}?
question: What does {topic} look like at rush hour in the rain?
@ethics ethic|philosoph|rights|activist|moral|humanitarian|theolog|chaplain|priest|vicar|rabbi|imam|(?<!devil's )advocate
home: justice, health, food, animals
prefers: fairness, freedom, vulnerable, consistency, definitions, lived-experience
lens: basic fairness | the people with the least say
line: {Topic} should be judged by how it treats the person with the least power in the room.
line: On {topic}, what is efficient and what is right are two different questions.
line: Consent to {topic} given under pressure is not consent.
line: History is full of reforms like {topic} that were sensible on paper and cruel to {group} in practice.
question: Whose voice is missing from the way you have framed {topic}?
question: Would you accept your position on {topic} if you were the one it burdens?
@futures futur|scenario|foresight
home: technology, environment, work
prefers: long-term, trends, uncertainty, innovation, reversibility, long-run
lens: where this leads in ten years | the scenarios nobody is planning for
line: The future rarely arrives as a single forecast, so I prefer to test {topic} against several.
line: What looks like a detail of {topic} today can become the whole story in a decade.
line: Trends around {topic} bend, and the question is whether {group} are ready when they do.
line: A plan for {topic} that only survives one scenario is a bet, not a strategy.
question: Which future does your position on {topic} quietly assume, and what if it does not arrive?
question: What would we see first if you turned out to be wrong about {topic}?
@plain
lens: the trade-offs | what actually happens to {group}
line: An argument about {topic} should survive the most ordinary case, not just the best one.
line: It is easy to be confident about consequences of {topic} that nobody has checked.
line: Simple answers on {topic} are attractive precisely because they skip the hard part.
line: The details of {topic} are where this debate will be won or lost.
question: Where does your case on {topic} rely on luck rather than evidence?
question: What have you left out about {topic} that an ordinary person would ask first?
`;

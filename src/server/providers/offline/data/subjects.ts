/**
 * What kind of thing a debate is about (subject-matter.ts reads them): "@kind head-noun pattern",
 * then who it touches (groups), what can be counted (outcomes), who pays, the aspects a reply can
 * speak of and concrete scenes for an example. Slots: {thing} (what the motion is about, "e-
 * scooters"), {people} (a group the motion names, else the kind's first group), {category} (what
 * a claim says it is, "a planet"), {number} (a figure in the motion, "16"). The kinds are tried in
 * order; the last, with no pattern, fits anything. A verb after {thing} in braces ("{are}", "{do}")
 * agrees with it.
 */
export const SUBJECTS_DATA = String.raw`
@threshold \b(?:age|limit|wage|rate|threshold|cap|allowance|hours|speed|price|fee|fare|pension|tax)\b
groups: people just under {number}, people just over {number}, those who set the line
outcomes: who falls on each side of {number}, compliance, what the change costs
payers: the people either side of {number}, whoever enforces the line
aspect: where exactly the line at {number} falls and why there | the people just either side of {number}, whose lives the line decides
aspect: what moving the line to {number} changes in practice on the first day | how the line at {number} would be checked and enforced
aspect: what happened the last time a line like this was moved
scene: someone a few months short of the line at {number}, treated differently from a friend just past it
scene: the official who has to enforce the line at {number} at the counter on a busy Monday
@category ^(?:a|an)\s
groups: people who study {thing}, people who teach it, anyone who argues about what {category} is
outcomes: how {category} is defined, the criteria, the cases at the edge
payers: anyone who relies on the definition
aspect: what counts as {category}, and who decides | the test {thing} would have to pass to be {category}
aspect: the borderline cases that the word {category} has to cover | what changes, in practice, if {thing} is called {category}
aspect: how the meaning of {category} has shifted over time
scene: a teacher explaining to a class of ten-year-olds whether {thing} is {category} | a reference book that has to print one answer about {thing}
scene: a student who learned one answer about {thing} and is now told another
@people
groups: {thing}, the people who depend on {thing}, those who speak for {thing}
outcomes: what {thing} can and cannot do, how {thing} are treated, their safety
payers: {thing} themselves, the people who rely on {thing}
aspect: what {thing} themselves say about {topic} | what {topic} would mean for {thing} in an ordinary week
aspect: the {thing} who would be hit hardest, and whether anyone asked them | the rights {thing} have now and the duties that come with them
aspect: how {thing} are treated compared with others in the same position
scene: one of the {thing} with twenty years in the job and a family to support | a young person among the {thing}, just starting out and watching how this goes
@living \b(?:whales?|wol(?:f|ves)|dogs?|cats?|bees?|birds?|fish|horses?|bulls?|cows?|pigs?|foxe?s?|badgers?|deer|sharks?|elephants?|lions?|animals?|wildlife|pets?|trees?|forests?|species)\b
groups: people who live alongside {thing}, people whose living depends on {thing}, conservationists
outcomes: the numbers of {thing}, animal welfare, the health of the habitat
payers: the people who live alongside {thing}, those who manage the land
aspect: how many {thing} there are, and whether the number is rising or falling | how {thing} {are} treated, and who checks
aspect: the habitat {thing} need and who else uses it | what living alongside {thing} costs the people nearest to them
aspect: what {thing} {mean} to the people whose culture grew up around them
scene: a family who share their land with {thing} and count the cost each spring | a ranger counting {thing} along the same stretch every spring
scene: a village whose food and traditions have depended on {thing} for generations
@device \b(?:scooters?|e-scooters?|cars?|bikes?|bicycles?|phones?|smartphones?|apps?|robots?|drones?|computers?|ai|algorithms?|games?|video games?|cameras?|planes?|trains?|buses|vehicles?|e-books?|books?|tablets?|screens?|internet|press|media|technology|machines?)\b
groups: people who use {thing}, people who live with {thing} around them, the people who make {thing}
outcomes: how {thing} {are} used day to day, injuries and failures, what {thing} {cost} to own
payers: the people who use {thing}, the companies that make them
aspect: how {thing} {are} actually used day to day, not in the brochure | what goes wrong with {thing}, and who pays when it does
aspect: who gets the most out of {thing} and who is left out | what {thing} replaced, and whether that was better
aspect: what {thing} {do} to the people nearby who never chose it
scene: someone who uses {thing} every day and would feel any change at once | someone who never uses {thing} but lives with it every day
scene: a parent deciding how much {thing} their children should have
@place \b(?:zoos?|librar(?:y|ies)|museums?|schools?|universit(?:y|ies)|hospitals?|parks?|squares?|prisons?|churches|stadiums?|garages?|highlands|centres?|centers?|streets?|roads?|towns?|villages?)\b
groups: the people who use {thing}, the staff who run {thing}, the neighbours of {thing}
outcomes: who walks through the doors, running costs, what {thing} {offer} that nothing else does
payers: the councils that fund {thing}, the people who use them
aspect: who actually walks through the doors of {thing}, and who never does | what {thing} {cost} to run, and who pays that bill
aspect: what {thing} {offer} that nothing nearby replaces | the staff who keep {thing} going and what their week looks like
aspect: what {thing} would look like in ten years on the present course
scene: a pensioner for whom {thing} {are} the one warm, free place to spend an afternoon | a volunteer who has kept {thing} open at weekends for twenty years
@product \b(?:drinks?|food|sugar|alcohol|meat|drugs?|cigarettes?|vapes?|plastic|fuel|oil|coal|gas|energy|power|water|art|music|coffee|tea|pizza|sandwich(?:es)?|hot dogs?)\b
groups: people who buy {thing}, the people who make and sell {thing}, families on tight budgets
outcomes: how much {thing} people consume, the price, health
payers: the people who buy {thing}, the firms that sell it
aspect: how much {thing} people actually consume, and who consumes the most | what {thing} {cost} at the till, and who feels the price first
aspect: what {thing} {do} to the health of the people who use them most | the jobs and firms that depend on {thing}
aspect: what people would turn to instead of {thing}
scene: a family on a tight budget deciding how much {thing} goes in the trolley this week | a small producer whose whole business is {thing}
@general
groups: the people {thing} {touch} most, those who pay for {thing}, those who work with {thing}
outcomes: what {thing} changes in ordinary lives, the cost, who is left out
payers: the people who pay for {thing}, those who run it
aspect: what {thing} {change} in an ordinary week for the people closest to it | who gains from {thing} and who quietly pays for it
aspect: what {thing} looked like before, and what it looks like now | how {thing} {work} in practice, away from the slogans
aspect: the people {thing} {leave} out, and whether anyone asked them
scene: someone who lives with {thing} every day and was never asked about it | a person deciding what to believe about {thing} from the evidence alone
`;

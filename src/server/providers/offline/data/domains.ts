/**
 * What debates are about (domains.ts reads them): "@name keywords", then the groups of people a
 * motion affects, what can be measured, who pays, roles that fit the topic, the first two for a
 * duel (narrower pairs after "special: keywords =>"), a motion for people named without a topic
 * and concrete scenes for an example. Professions are named only where the debate names them,
 * so a debate about nurses does not turn to doctors. The last domain, with no keywords, is the
 * general one: its groups, outcomes and scenes come from the kind of subject (data/subjects.ts).
 */
export const DOMAINS_DATA = String.raw`
@education homework|school|pupil|student|teacher|classroom|exam|universit|tuition|education|curricul|uniform|lesson|college|degree|\bkids\b|children|grammar|phonics|reading
groups: pupils, parents, families on low incomes
professions: teachers
outcomes: attainment, attendance, wellbeing, teacher workload
payers: schools, families, local education budgets
roles: a veteran classroom teacher, a child psychologist, a headteacher, a parent of two, an education researcher
motion: Should homework be banned?
scene: a pupil with three hours of homework and no quiet room at home | a parent working two jobs who cannot help with maths at nine at night
scene: a teacher marking thirty books on a Sunday evening
@health health|hospital|nurse|doctor|patient|medic|\bnhs\b|staffing|assisted dying|euthanasia|vaccin|smok|vaping|alcohol|obesity|mental|care home|clinic|disease|pandemic|abortion|drugs?\b
groups: patients, carers
professions: nurses, doctors
outcomes: patient safety, waiting times, staff burnout, health outcomes
payers: hospitals, health services, patients
roles: a public-health doctor, a health economist, a ward nurse, a patient advocate, a hospital manager
special: assisted dying|euthanasia => a palliative-care doctor, a disability-rights campaigner
motion: Should hospitals adopt mandatory staffing ratios?
scene: a patient waiting on a trolley in a corridor for a bed | a ward on a night shift with one member of staff for twelve patients
scene: a carer who has waited four hours in casualty with her father
@housing housing|\brent\b|landlord|tenant|mortgage|property|homeless|home ownership|second homes
groups: tenants, landlords, first-time buyers, young families
outcomes: rents, housing supply, homelessness, repairs
payers: landlords, tenants, councils
roles: a housing economist, a tenants' union organiser, a landlord, a first-time buyer, a city planner
motion: Should rents be capped?
scene: a young couple paying half their income in rent for a damp flat | a pensioner whose one rented flat pays for her care
scene: a family moving for the third time in five years because the rent went up
@transport \bcars?\b|traffic|transport|\bbus(?:es)?\b|train|rail|tram|cycl|bike|road|street|cities|city|urban|commut|parking|airport|flights?\b|congestion|town centre|city centre|driv
groups: commuters, residents, shop owners, disabled people
outcomes: congestion, air quality, journey times, road safety
payers: drivers, councils, bus operators
roles: an urban planner, a small-business owner, a commuter, a road-safety campaigner, a council budget officer
motion: Should cities ban cars from their centres?
scene: a shop owner whose deliveries come through the town centre at seven in the morning | a wheelchair user who needs a bus stop within a short walk
scene: a nurse who drives in for the early shift when no bus runs
@environment climate|carbon|emission|energy|nuclear|renewable|solar|wind|fossil|\boil\b|\bgas\b|coal|pollut|environment|green (?:energy|power|policies|party|belt|jobs)|plastic|recycl|fracking|net zero|warming|biodiversity
groups: households, future generations, energy workers, coastal communities
outcomes: emissions, energy bills, air quality, grid reliability
payers: households, bill payers, energy companies
roles: a climate scientist, an energy economist, an energy worker, a consumer advocate, a grid engineer
motion: Should we build more nuclear power stations?
scene: a pensioner choosing between heating and eating in January | a coastal town that floods every winter
scene: an energy worker whose whole town depends on one plant
@work \bwork|\bjobs?\b|wage|employ|workplace|office|four[- ]day|productiv|salary|union|labou?r|automation|career|overtime|retire|pension|gig economy|hours
groups: workers, employers, small firms, young workers
outcomes: productivity, wages, burnout, staff turnover
payers: employers, workers, customers
roles: a trade union organiser, a small-business owner, an HR director, a young worker, a labour economist
special: remote|hybrid|office|from home => a small-business owner, a trade union organiser
motion: Should we adopt a four-day work week?
scene: a parent on a forty-hour week who collects the children at six | a small firm with eight staff, one late payment away from trouble
scene: a warehouse worker whose hours change every week
@technology \bai\b|artificial intelligence|robot|algorithm|social media|internet|online|smartphone|phones?\b|screen|video games?|gaming|tech|privacy|crypto|bitcoin|\bapps?\b|digital|computer|software|self-driving
groups: users, teenagers, parents, developers
outcomes: privacy, attention spans, mental health, productivity
payers: users, tech companies, advertisers
roles: an AI researcher, a digital-rights campaigner, a software engineer, a parent of a teenager, a tech investor
special: school|pupil|child|kids => a headteacher, a child psychologist
motion: Should social media be banned for under-sixteens?
scene: a fourteen-year-old scrolling at midnight before a school day | a shopkeeper whose trade rises and falls with an app's ranking
scene: a grandparent who can no longer book a doctor without an app
@justice crime|prison|police|death penalty|capital punishment|court|justice|\blaw\b|sentenc|censor|hate speech|free speech|speech|surveillance|\bguns?\b|firearm|jury|smack
groups: victims, defendants, ordinary citizens, minority communities
outcomes: public safety, civil liberties, reoffending, wrongful convictions
payers: prisons, the courts, local councils
roles: a civil-liberties lawyer, a former police chief, a victims' advocate, a retired judge, a criminologist
motion: Should the death penalty be abolished?
scene: a man who spent twenty years in prison for a crime he did not commit | a family waiting three years for a trial after a burglary
scene: a victim who never learns whether anyone was charged
@politics \beu\b|european union|brexit|\bvot|election|democra|parliament|government|monarch|immigra|border|\btax|referendum|constitution|house of lords|senate|independence|capitalism|socialism|welfare|basic income|benefits
groups: voters, first-time voters, businesses, local councillors
outcomes: trade, public trust, living standards, public finances
payers: businesses, households, public budgets
roles: a constituency MP, a political economist, a first-time voter, a senior civil servant, a campaign organiser
special: \beu\b|european union|brexit => a Remain campaigner, a Brexit supporter
motion: Should the voting age be lowered to sixteen?
scene: a voter who has not seen a candidate at the door in ten years | a small exporter filling in forms for every shipment
scene: a young voter who feels that no party speaks for her
@food \bmeat\b|vegan|vegetarian|\bfood|diet|pizza|pineapple|sugar|farm|restaurant|cook|\beat|chef|cuisine|coffee|\btea\b|chocolate|fast food|organic|breakfast
groups: consumers, farmers, families, restaurants
outcomes: public health, animal welfare, food prices, farm incomes
payers: consumers, farmers, shops
roles: a chef, a food critic, a farmer, a nutritionist, a restaurant owner
special: \bmeat\b|vegan|vegetarian => a livestock farmer, an animal-welfare campaigner
motion: Should sugary drinks be taxed?
scene: a family on a tight budget doing the weekly shop | a farmer whose margins depend on the price of feed
scene: a school cook feeding three hundred children on a fixed budget
@animals \bcats?\b|\bdogs?\b|\bpets?\b|animal|\bzoos?\b|hunting|wildlife
groups: pet owners, animals, neighbours, families
outcomes: animal welfare, wellbeing, costs of care, public safety
payers: owners, families, rescue shelters
roles: a vet, an animal-welfare campaigner, a pet owner, a zookeeper, a wildlife biologist
motion: Should zoos be closed?
scene: a family deciding whether they can afford the vet | a rescue shelter with more dogs than kennels | a neighbour woken every night by a dog left alone
@general
roles: a policy analyst, a community organiser, an economist, a local resident, an ethicist
motion: Is the status quo worth keeping?
`;

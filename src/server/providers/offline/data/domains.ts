/**
 * What debates are about (domains.ts reads them): "@name keywords", then the groups of people a
 * motion affects, what can be measured, who pays, roles that fit the topic (narrower ones after
 * "special: keywords =>") and a motion for people named without a topic. The last domain, with
 * no keywords, is the general one.
 */
export const DOMAINS_DATA = String.raw`
@education homework|school|pupil|student|teacher|classroom|exam|universit|tuition|education|curricul|uniform|lesson|college|degree|\bkids\b|children|grammar|phonics|reading
groups: pupils, teachers, parents, families on low incomes
outcomes: attainment, attendance, wellbeing, teacher workload
payers: schools, families, taxpayers
roles: a veteran classroom teacher, a child psychologist
motion: Should homework be banned?

@health health|hospital|nurse|doctor|patient|medic|\bnhs\b|staffing|assisted dying|euthanasia|vaccin|smok|vaping|alcohol|obesity|mental|care home|clinic|disease|pandemic|abortion|drugs?\b
groups: patients, nurses, doctors, carers
outcomes: patient safety, waiting times, staff burnout, health outcomes
payers: hospitals, taxpayers, patients
roles: a public-health doctor, a health economist
special: assisted dying|euthanasia => a palliative-care doctor, a disability-rights campaigner
motion: Should hospitals adopt mandatory staffing ratios?

@housing housing|\brent\b|landlord|tenant|mortgage|property|homeless|home ownership|second homes
groups: tenants, landlords, first-time buyers, young families
outcomes: rents, housing supply, homelessness, repairs
payers: landlords, tenants, taxpayers
roles: a housing economist, a tenants' union organiser
motion: Should rents be capped?

@transport \bcars?\b|traffic|transport|\bbus(?:es)?\b|train|rail|tram|cycl|bike|road|street|cities|city|urban|commut|parking|airport|flights?\b|congestion|town centre|city centre|driv
groups: commuters, residents, shop owners, disabled people
outcomes: congestion, air quality, journey times, road safety
payers: drivers, councils, taxpayers
roles: an urban planner, a small-business owner
motion: Should cities ban cars from their centres?

@environment climate|carbon|emission|energy|nuclear|renewable|solar|wind|fossil|\boil\b|\bgas\b|coal|pollut|environment|green|plastic|recycl|fracking|net zero|warming|biodiversity
groups: households, future generations, energy workers, coastal communities
outcomes: emissions, energy bills, air quality, grid reliability
payers: households, taxpayers, energy companies
roles: a climate scientist, an energy economist
motion: Should we build more nuclear power stations?

@work \bwork|\bjobs?\b|wage|employ|workplace|office|four[- ]day|productiv|salary|union|labou?r|automation|career|overtime|retire|pension|gig economy|hours
groups: workers, employers, small firms, young workers
outcomes: productivity, wages, burnout, staff turnover
payers: employers, workers, customers
roles: a trade union organiser, a small-business owner
special: remote|hybrid|office|from home => a small-business owner, a trade union organiser
motion: Should we adopt a four-day work week?

@technology \bai\b|artificial intelligence|robot|algorithm|social media|internet|online|smartphone|phones?\b|screen|video games?|gaming|tech|privacy|crypto|bitcoin|\bapps?\b|digital|computer|software|self-driving
groups: users, young people, parents, developers
outcomes: privacy, attention spans, mental health, productivity
payers: users, tech companies, taxpayers
roles: an AI researcher, a digital-rights campaigner
special: school|pupil|child|kids => a headteacher, a child psychologist
motion: Should social media be banned for under-sixteens?

@justice crime|prison|police|death penalty|capital punishment|court|justice|\blaw\b|sentenc|censor|hate speech|free speech|speech|surveillance|\bguns?\b|firearm|jury|smack
groups: victims, defendants, ordinary citizens, minority communities
outcomes: public safety, civil liberties, reoffending, wrongful convictions
payers: taxpayers, the courts, local councils
roles: a civil-liberties lawyer, a former police chief
motion: Should the death penalty be abolished?

@politics \beu\b|european union|brexit|\bvot|election|democra|parliament|government|monarch|immigra|border|\btax|referendum|constitution|house of lords|senate|independence|capitalism|socialism|welfare|basic income|benefits
groups: voters, taxpayers, young people, businesses
outcomes: trade, public trust, living standards, public finances
payers: taxpayers, businesses, households
roles: a constituency MP, a political economist
special: \beu\b|european union|brexit => a Remain campaigner, a Brexit supporter
motion: Should the voting age be lowered to sixteen?

@food \bmeat\b|vegan|vegetarian|\bfood|diet|pizza|pineapple|sugar|farm|restaurant|cook|\beat|chef|cuisine|coffee|\btea\b|chocolate|fast food|organic|breakfast
groups: consumers, farmers, families, restaurants
outcomes: public health, animal welfare, food prices, farm incomes
payers: consumers, farmers, taxpayers
roles: a chef, a food critic
special: \bmeat\b|vegan|vegetarian => a livestock farmer, an animal-welfare campaigner
motion: Should sugary drinks be taxed?

@animals \bcats?\b|\bdogs?\b|\bpets?\b|animal|\bzoos?\b|hunting|wildlife
groups: pet owners, animals, neighbours, families
outcomes: animal welfare, wellbeing, costs of care, public safety
payers: owners, families, taxpayers
roles: a vet, an animal-welfare campaigner
motion: Should zoos be closed?

@general
groups: ordinary families, local communities, taxpayers, young people
outcomes: living costs, public trust, quality of life, fairness
payers: taxpayers, households, businesses
roles: a policy analyst, a community organiser
motion: Is the status quo worth keeping?
`;

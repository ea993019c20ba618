/**
 * Word lists the offline model reads English with. It has no tagger, so these lists are how it
 * tells a subject from its verb ("Should the government censor hate speech?") and a person from
 * a topic ("Teachers vs parents" against "cats vs dogs").
 */

const set = (text: string) => new Set(text.trim().split(/\s+/));
/** "been=be, brought=bring": words to words. */
export const table = (text: string): Record<string, string> =>
  Object.fromEntries(text.split(/,\s*/).map((pair) => pair.trim().split('=')));

/** Base-form verbs that start a predicate after "Should <subject>". */
export const VERBS = set(`
  abandon abolish accept achieve adapt add address adjust admit adopt afford agree aim allow
  alter apologise apologize apply approve argue arm ask assess attract automate avoid back ban
  bar be bear beat become begin believe belong benefit block boost borrow break bring build burn buy cap
  care carry cause censor challenge change charge choose claim clean close collapse collect
  combine come commit compensate compete complain concede condemn continue contribute control cook
  cost count cover create criminalise criminalize cure cut damage deal decide decline
  decriminalise decriminalize defend define delay deliver demand deny deport depend deserve
  design destroy determine develop die digitise digitize disappear discourage dismantle divide do
  donate drink drive drop earn ease eat educate eliminate embrace emerge employ enable encourage
  end endanger enforce engage ensure enter equip erode escape exist expand expect explain explore export
  expose extend face fail fall fear feed fight fill finance fine fix fly follow forbid force forgive
  free freeze fund gain get give go govern grant grow guarantee halt handle harm hate have heal help
  hide hire hold honour hunt hurt identify ignore impose improve include increase influence inform
  inherit insist inspire intervene introduce invest involve isolate join judge keep kill know label
  last launch lead learn leave legalise legalize lend let lift limit live lose lower maintain make
  manage mandate matter mean measure meet merge mine monitor move name nationalise nationalize need
  negotiate nominate obey offer open oppose outlaw outweigh own pay permit persuade phase pick plan
  play pollute prefer prepare prescribe preserve prevent prioritise prioritize privatise privatize
  produce prohibit promise promote protect protest prove provide publish punish pursue put quit
  raise reach read rebuild receive recognise recognize recommend recover recruit recycle reduce
  reform refuse regulate reject relax release rely remain remove rename renationalise repair
  repeal replace report represent require rescue reserve resign resist respect restore restrict
  rethink return reveal reverse review reward rise risk rule run sacrifice save say scrap see seek
  seize sell send separate serve set settle share shift ship shorten shrink shut sign slow smack solve
  spend split sponsor spread stand start stay stop strengthen strike study subsidise subsidize
  succeed suffer supply support suppress survive suspend switch take talk target tax teach tell
  tend test thrive tolerate track trade train transform treat trust try turn undermine unite use
  value vote wait want warn waste wear weaken welcome win withdraw work worry worsen write yield
`);

/** Verbs that are just as often nouns: "remote work", "tax cuts", "a ban". */
export const NOUN_VERBS = set(`
  back ban benefit block boost cap care cause change charge claim control cost count cover cut
  deal demand design drink drop end face fall fear fight fine fix fund help hold increase judge
  label lead limit list mine move name need offer plan play point promise protest rise risk rule
  run share shift sign spread stand start strike study supply support switch talk tax test trade
  train trust turn use value vote wait work worry yield
`);

/** Verbs that double their last consonant before -ing and -ed though longer than one syllable. */
export const DOUBLING = set(
  'admit commit compel control expel forbid occur omit patrol permit prefer refer regret submit',
);

/** Participles that do not end in -ed. */
export const IRREGULAR_PARTICIPLES = table(`
  been=be, become=become, brought=bring, built=build, bought=buy, chosen=choose, cut=cut,
  done=do, driven=drive, eaten=eat, forbidden=forbid, given=give, gone=go, grown=grow, had=have,
  held=hold, kept=keep, left=leave, led=lead, made=make, paid=pay, put=put, run=run, sold=sell,
  spent=spend, set=set, shown=show, shut=shut, taken=take, taught=teach, told=tell, won=win,
  worn=wear, written=write
`);

export const MODALS = 'should must ought can could will would shall might may'.split(' ');
export const DO_FORMS = ['do', 'does', 'did'];
export const BE_FORMS = ['is', 'are', 'was', 'were'];
export const HAVE_FORMS = ['has', 'have'];
export const AUXILIARIES = [...MODALS, ...DO_FORMS, ...BE_FORMS, ...HAVE_FORMS];

export const DETERMINERS = set(
  'a an the this that these those our your their its my his her every all some no most many any each such',
);

/** Subjects that are a single word: "Should we ...", "Is it ...". */
export const PRONOUNS = set('we you they i he she it there people everyone anyone society one');

/** Words that open the complement of "Is <subject> ...": "Is nuclear power safe?". */
export const COMPLEMENT_WORDS = set(`
  a an the more less too so very really truly actually inherently fundamentally still now already
  always ever worth good bad ready necessary fair unfair safe unsafe right wrong enough better worse
  best worst likely unlikely able here there over in on at for against to ethical moral immoral
  legal illegal possible impossible dangerous harmful helpful useful useless essential important
  overrated underrated fine okay ok true false real fake healthy unhealthy sustainable free cheap
  expensive effective ineffective reasonable justified justifiable acceptable inevitable obsolete
  outdated dead alive broken key vital crucial responsible guilty innocent superior inferior
  compatible sexist racist biased fit unfit worthwhile dying doomed finished over-hyped overhyped
  hyped killing ruining making helping destroying changing threatening replacing taking becoming
  winning losing failing working red orange yellow green blue purple pink brown black white grey
  gray golden silver emerald
`);

/** Nouns ending in -ing that are not participles: "Is school funding fair?". */
export const ING_NOUNS = set(`
  anything building ceiling clothing everything evening funding housing king meaning morning
  nothing offspring planning pudding ring setting something spending spring string thing training
  wedding wellbeing well-being gaming schooling parenting policing farming fishing hunting
  banking boxing camping cycling dancing shopping smoking swimming vaping voting betting gambling
  homeschooling lobbying marketing advertising recycling sightseeing
`);

/** Singular words that end in s. */
export const SINGULAR_S = set(`
  news series species gas bus lens chaos status crisis analysis basis thesis census virus campus
  bonus focus consensus process economics politics physics mathematics ethics athletics
  statistics linguistics genetics christmas brexit this his its us always perhaps congress
  success business fitness happiness illness loneliness wellness press class glass grass loss
  boss mass access progress address stress less
`);

export const IRREGULAR_PLURALS = table(`
  people=person, children=child, men=man, women=woman, police=police officer, feet=foot,
  teeth=tooth, mice=mouse, geese=goose, cattle=cow, staff=staff member
`);

/** Names that keep their capital at the start of a statement: "London should ban cars". */
export const PROPER_NAMES = set(`
  Africa America Amazon Apple Asia Australia Berlin Brazil Britain Brussels Canada China
  Congress England Europe Facebook France Germany Google Greece India Ireland Israel Italy Japan
  London Mars Meta Mexico Microsoft Moscow Netflix Paris Parliament Russia Scotland Spain Sydney
  Tesla TikTok Tokyo Twitter Ukraine Wales Washington Wikipedia YouTube
`);

/** Head nouns of people, so "Teachers vs parents" is read as two parties. */
export const PERSON_NOUNS = set(`
  activist actor adult advocate advisor adviser agent ambassador analyst architect artist athlete
  atheist attorney auditor author baker banker barrister believer biologist bishop boss builder
  bureaucrat campaigner candidate carer caregiver ceo cfo champion chef chemist child citizen
  cleric clinician coach commentator commissioner commuter conservative consultant consumer
  councillor councilor counsellor creator critic cto curator customer cyclist dad dean defender
  democrat designer detective developer diplomat director doctor driver economist editor educator
  employee employer engineer enthusiast entrepreneur environmentalist ethicist executive expert
  fan farmer father firefighter fisherman founder futurist gamer general governor grandparent
  guard headteacher historian homeowner hunter imam immigrant influencer inspector investor judge
  journalist kid landlord lawyer leader lecturer leaver liberal libertarian librarian lobbyist
  lover manager mayor mechanic midwife minister monk mother motorist mp mum musician neighbour
  neighbor novelist nun nurse nutritionist officer official operator optimist organiser organizer
  owner paramedic parent partner pastor patient pensioner person pessimist pharmacist
  philanthropist philosopher physician physicist pilot planner player poet politician president
  priest principal producer professor programmer progressive prosecutor psychiatrist
  psychologist pupil rabbi rancher rep representative republican researcher resident retailer
  retiree sceptic scholar scientist senator shopkeeper skeptic socialist soldier solicitor
  specialist spokesperson strategist student supporter surgeon teacher teenager tenant theologian
  therapist trader trainee tutor unionist user veteran vet vicar victim voter vegan vegetarian
  worker writer youth brexiteer remainer rep reps community family household tribe migrant refugee billionaire
  millionaire runner rider
`);

/** Nouns that look like people (-er, -or, -ist) but are not. */
export const NOT_PERSONS = set(`
  water paper computer power weather winter summer number butter letter river tower corner
  chapter dinner matter finger border order sector factor motor colour color floor door mirror
  error minister's tourism list mist
`);

/** Problems: a bare topic like "climate change" becomes "Should we do more to tackle ...?". */
export const PROBLEMS =
  /^(?:the )?(?:climate change|global warming|poverty|homelessness|obesity|crime|knife crime|inequality|misinformation|disinformation|fake news|pollution|air pollution|plastic pollution|inflation|unemployment|loneliness|addiction|drug addiction|racism|sexism|discrimination|corruption|tax avoidance|tax evasion|child poverty|food waste|plastic waste|the housing crisis|the cost of living|antisocial behaviour|bullying|cyberbullying|youth violence|gun violence|knife violence)$/i;

/** Practices the law allows or forbids: "assisted dying" → "Should assisted dying be legal?". */
export const PRACTICES =
  /^(?:assisted dying|assisted suicide|euthanasia|abortion|gambling|sports betting|cannabis|marijuana|recreational drugs|surrogacy|fox hunting|trophy hunting|hunting|fracking|animal testing|human cloning|cloning|gene editing|sex work|prostitution|polygamy|same-sex marriage|gay marriage|homeschooling|vaping|e-cigarettes|fireworks|handguns|guns|psychedelics|magic mushrooms|drones)$/i;

/** Institutions one keeps or abolishes: "the monarchy" → "Should we abolish the monarchy?". */
export const INSTITUTIONS =
  /^(?:the )?(?:monarchy|house of lords|electoral college|death penalty|capital punishment|private schools|grammar schools|tuition fees|zoos|the bbc licence fee|licence fee|inheritance tax|daylight saving time|daylight saving|the penny|tipping|unpaid internships|standardised tests|standardized tests|exams|homework|school uniforms|nuclear weapons)$/i;

/** Head nouns of things one adopts: "a four-day work week", "mandatory staffing ratios". */
export const POLICY_HEADS = set(`
  act allowance amnesty ban bill cap ceiling charge code credit curfew day days fee fees grant
  guarantee hours id income insurance law laws levy licence license limit limits mandate
  minimum pass pension plan policy programme program quota quotas ratio ratios referendum
  reform register registry regulation regulations requirement rule rules scheme service
  standard standards subsidy subsidies system tariff tariffs tax taxes test testing toll tolls
  treaty vote voting wage wages week weeks
`);

export const POLICY_MODIFIERS =
  /\b(?:mandatory|compulsory|universal|national|minimum|maximum|free|statutory|automatic|four[- ]day|three[- ]day|basic)\b/i;

/** Head nouns of things one builds: "a new tram line". */
export const BUILT_HEADS = set(`
  airport bridge bypass dam homes houses housing line lines motorway park plant railway road
  roads runway stadium station tunnel wall walls turbines reactor reactors lanes estate
`);

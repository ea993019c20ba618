/**
 * How a role argues: what it looks at, what it counts as evidence, lines only it would say and
 * the questions it likes to ask. The persona's role picks the voice, so personas sound different.
 */
export type Voice = {
  name: string;
  match: RegExp;
  angles: string[];
  evidence: string[];
  signatures: string[];
  questions: string[];
};

export const VOICES: Voice[] = [
  {
    name: 'legal',
    match:
      /prosecut|lawyer|attorney|judge|legal|\blaw\b|justice|court|barrister|solicitor|counsel/i,
    angles: ['the burden of proof', 'due process', 'the precedent it sets', 'accountability'],
    evidence: ['the case law', 'the trial record', 'the statute books', 'the appeal rulings'],
    signatures: [
      'In a courtroom, an assertion without proof would be struck from the record.',
      'A rule is only as good as the first hard case it has to decide.',
      'The law asks who bears responsibility when things go wrong, and so should we.',
      'Precedent cuts both ways: whatever we allow here, we allow everywhere like it.',
    ],
    questions: [
      'Would your argument survive cross-examination on its weakest premise?',
      'Who, exactly, is accountable when your approach fails someone?',
    ],
  },
  {
    name: 'science',
    match: /scien|climat|research|physicist|physics|biolog|statistic|epidemiolog|analyst|data/i,
    angles: ['the measured effect sizes', 'the base rates', 'the error bars', 'reproducibility'],
    evidence: [
      'the peer-reviewed studies',
      'the long-run data',
      'the controlled trials',
      'the meta-analyses',
    ],
    signatures: [
      'An effect that vanishes when the sample grows was never an effect at all.',
      'Correlation is where the inquiry starts, not where it ends.',
      'I would rather have one well-designed study than ten enthusiastic anecdotes.',
      'The honest answer includes the error bars, and they matter here.',
    ],
    questions: [
      'What result would falsify your position, and has anyone looked for it?',
      'How large is the effect you are relying on, once confounders are removed?',
    ],
  },
  {
    name: 'health',
    match: /doctor|physician|nurse|medic|health|clinic|patient|psychiatr|therap|surgeon|midwi/i,
    angles: ['patient outcomes', 'the balance of risk and benefit', 'informed consent', 'safety'],
    evidence: ['the clinical evidence', 'what we see on the wards', 'the outcome data'],
    signatures: [
      'On a busy ward, the difference between a safe shift and a dangerous one is rarely dramatic.',
      'Every policy eventually becomes a patient in a bed, and that is where I judge it.',
      'First, do no harm is not a slogan; it is a discipline about side effects.',
      'Exhausted staff make mistakes, and patients pay for them.',
    ],
    questions: [
      'What happens to the patient at three in the morning under your plan?',
      'Which harm are you willing to accept, and who consents to it?',
    ],
  },
  {
    name: 'money',
    match:
      /econom|business|\bceo\b|\bcfo\b|financ|entrepreneur|invest|market|startup|compet|commerce|account|budget|banker/i,
    angles: ['the incentives', 'the opportunity cost', 'the balance sheet', 'who pays'],
    evidence: ['the market data', 'the budget figures', 'the cost studies', 'the pricing history'],
    signatures: [
      'Every pound spent here is a pound not spent somewhere else, and that trade deserves a number.',
      'Incentives beat intentions, every single time.',
      'If the numbers only work in the best quarter, they do not work.',
      'Somebody always pays; the only question is whether we admit who.',
    ],
    questions: [
      'What does it cost per person helped, and who signs the cheque?',
      'Where does the money come from when the budget is already spoken for?',
    ],
  },
  {
    name: 'ethics',
    match: /ethic|philosoph|advoca|rights|activist|moral|humanitarian|theolog|chaplain/i,
    angles: ['basic fairness', 'consent', 'the people with the least say', 'long-term harms'],
    evidence: ['the lived experience of those affected', 'the historical record'],
    signatures: [
      'A policy is judged by how it treats the person with the least power in the room.',
      'What is efficient and what is right are two different questions.',
      'Consent given under pressure is not consent.',
      'History is full of reforms that were sensible on paper and cruel in practice.',
    ],
    questions: [
      'Whose voice is missing from the way you have framed this?',
      'Would you accept your own proposal if you were the one it burdens?',
    ],
  },
  {
    name: 'tech',
    match: /engineer|technolog|developer|software|\bai\b|cyber|innovat|architect|programm/i,
    angles: ['the failure modes', 'how it behaves at scale', 'the security surface', 'maintenance'],
    evidence: ['the incident reports', 'the benchmarks', 'real deployments'],
    signatures: [
      'Systems fail at their edges, and the edges are where real users live.',
      'A demo proves that something can work once; production proves that it keeps working.',
      'Every extra moving part is another thing to maintain at three in the morning.',
      'Scale changes everything, and the prototype tells us almost nothing about it.',
    ],
    questions: [
      'What is the failure mode you are most worried about, and what catches it?',
      'How does your design behave when the load is ten times higher?',
    ],
  },
  {
    name: 'policy',
    match:
      /politic|policy|government|senator|minister|diplomat|regulat|legislat|mayor|planner|urban|civil serv|council/i,
    angles: ['implementation capacity', 'who pays and who benefits', 'enforcement', 'public trust'],
    evidence: ['the pilot programmes', 'past reforms', 'the implementation reviews'],
    signatures: [
      'A policy that cannot be enforced is a press release.',
      'Voters forgive a slow reform far more readily than a broken promise.',
      'Implementation is where good policy goes to die, unless it is planned from day one.',
      'Every reform creates winners and losers, and the losers vote too.',
    ],
    questions: [
      'Who enforces this on a Monday morning, and with what budget?',
      'How do you keep public trust when the first results disappoint?',
    ],
  },
  {
    name: 'education',
    match: /teach|professor|educat|school|student|lectur|tutor|pupil|headteacher|principal/i,
    angles: ['what learners actually retain', 'the classroom reality', 'equity of access'],
    evidence: ['the learning outcomes', 'the classroom studies', 'the assessment results'],
    signatures: [
      'Anything that works only in a pilot with hand-picked students has not yet met a real classroom.',
      'Thirty teenagers on a wet Tuesday afternoon are the real test of any idea.',
      'The quiet student who falls behind never shows up in the headline figures.',
      'Teachers have a limited number of hours, and every new duty takes some of them.',
    ],
    questions: [
      'Who does the extra work, and where does the time come from?',
      'What happens to the student who is already struggling?',
    ],
  },
  {
    name: 'security',
    match: /militar|security|defen[cs]e|strateg|intelligence|soldier|army|navy/i,
    angles: ['the threat model', 'deterrence', 'the worst case', 'escalation risk'],
    evidence: ['the after-action reports', 'the historical campaigns', 'the threat assessments'],
    signatures: [
      'Plans are built for the enemy you expect; wars are fought against the one you get.',
      'Deterrence works until the day it does not, so plan for that day.',
      'A capability you cannot sustain is a liability with good marketing.',
      'The worst case is not pessimism; it is the job.',
    ],
    questions: [
      'What does your plan look like on its worst day, not its best?',
      'Who exploits the gap you are about to open?',
    ],
  },
  {
    name: 'media',
    match: /journalis|media|reporter|editor|communicat|broadcast|writer/i,
    angles: ['what the public is actually told', 'the sources', 'accountability'],
    evidence: ['the reporting', 'the primary sources', 'the audience research'],
    signatures: [
      'A headline is a claim, and claims need sources.',
      'The story that gets told first is rarely the whole story.',
      'If you would not want it on the front page, it is worth asking why.',
      'Readers can tell spin from substance faster than people think.',
    ],
    questions: [
      'What is your source for that, and would it survive a fact-check?',
      'How would you explain this to a reader who has never heard of it?',
    ],
  },
  {
    name: 'labour',
    match: /union|worker|labou?r|factory|industr|farmer|miner|tradesperson|craft/i,
    angles: ['jobs and wages', 'conditions on the shop floor', 'who keeps the risk'],
    evidence: ['the payroll figures', 'the workplace surveys', 'what workers report'],
    signatures: [
      'Whatever is decided in a boardroom is lived on the shop floor.',
      'Workers always hear about flexibility just before they lose something.',
      'A fair deal is one both sides could explain to their families.',
      'Productivity gains mean little if the people who made them never share in them.',
    ],
    questions: [
      'What does this mean for the person working the night shift?',
      'Who carries the risk when it goes wrong: the owners or the workers?',
    ],
  },
];

export const PLAIN_VOICE: Voice = {
  name: 'plain',
  match: /$^/,
  angles: ['the trade-offs', 'real-world outcomes', 'second-order effects', 'who carries the risk'],
  evidence: ['the evidence', 'the track record', 'the concrete examples we have'],
  signatures: [
    'Good arguments should survive the most ordinary case, not just the best one.',
    'It is easy to be confident about consequences nobody has checked.',
    'Simple answers are attractive precisely because they skip the hard part.',
  ],
  questions: [
    'What would it take to change your mind?',
    'Which of my reasons do you actually dispute?',
  ],
};

/** The role decides the voice; the full instructions only when the role says nothing. */
export function voiceFor(role: string | undefined, instructions: string): Voice {
  return (
    (role && VOICES.find((voice) => voice.match.test(role))) ||
    VOICES.find((voice) => voice.match.test(instructions)) ||
    PLAIN_VOICE
  );
}

/**
 * The motion of a debate as a clause the offline model can affirm or deny: "Should homework be
 * banned?" becomes subject "homework", auxiliary "should", rest "be banned".
 */
export type Motion = {
  subject: string;
  aux: string;
  rest: string;
  /** A short noun phrase for what the debate is about ("homework", "cars"). */
  topic: string;
  /** The motion as a question, for quoting ("Should homework be banned?"). */
  question: string;
};

const MODALS = ['should', 'must', 'can', 'could', 'will', 'would', 'shall', 'might'];
const DO_FORMS = ['do', 'does', 'did'];
const BE_FORMS = ['is', 'are', 'was', 'were'];
const HAVE_FORMS = ['has', 'have'];
const AUXILIARIES = [...MODALS, ...DO_FORMS, ...BE_FORMS, ...HAVE_FORMS];

/** Common base-form verbs that start the predicate after "Should <subject>". */
const VERBS = new Set(
  `be become have ban allow replace pay get require adopt abolish legalise legalize tax make switch
  move stop start build fund invest use teach learn work give take limit restrict regulate mandate
  introduce raise lower cut increase reduce end keep go vote own wear eat drive prioritise prioritize
  trust embrace accept reject choose rely lead join leave open close privatise privatize nationalise
  nationalize subsidise subsidize scrap lift enforce protect decide control cap charge receive offer
  provide spend save hire run do let replace phase outlaw permit prohibit criminalise criminalize
  decriminalise decriminalize shorten lengthen extend expand shrink grow drop remove add support
  oppose favour favor back encourage discourage punish reward help harm hurt improve worsen treat
  compensate cover guarantee abandon pursue rethink reform rebuild return stay remain count matter
  outweigh beat win lose belong deserve need want face fear bear share serve follow apply set
  break ship fly sell buy trade export import tolerate welcome mine colonise colonize explore
  automate digitise digitize ditch embrace prefer put`.split(/\s+/),
);

const PARTICIPLES =
  /^(?:been|made|become|gone|done|had|taken|given|brought|led|left|kept|grown|shown)$/;

const PRONOUNS = new Set(['we', 'you', 'they', 'i', 'people', 'everyone', 'society']);

/** Words that usually open the complement after "Is <subject> ...". */
const COMPLEMENT_START =
  /^(?:a|an|the|more|less|too|so|very|really|truly|worth|good|bad|ready|necessary|fair|safe|right|wrong|enough|still|now|already|over|in|on|at|for|against|better|worse|best|worst|here|there|likely|able|doing|going|killing|ruining|making|helping)$/i;
const ADJECTIVE_ENDING = /(?:er|ful|ive|ous|able|ible|ic|ed|less|ary|ant|ent|ing|ish)$/i;

const PREPOSITIONS = /^(?:from|in|on|at|for|to|by|with|across|within|into|over|under|during)$/i;

function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

function topicOf(subject: string, rest: string): string {
  const restWords = words(rest);
  const verb = restWords[0]?.toLowerCase() ?? '';
  const passive = /^(?:be|become|remain|stay|been)$/.test(verb);
  if (!passive && (PRONOUNS.has(subject.toLowerCase()) || VERBS.has(verb))) {
    const object: string[] = [];
    for (const word of restWords.slice(1)) {
      if (PREPOSITIONS.test(word) && object.length > 0) break;
      object.push(word);
    }
    const phrase = object.join(' ').replace(/[,;:]+$/, '');
    if (phrase && !PRONOUNS.has(phrase.toLowerCase()) && phrase.toLowerCase() !== 'it') {
      return phrase;
    }
  }
  return PRONOUNS.has(subject.toLowerCase()) ? 'this change' : subject;
}

function tidy(text: string): string {
  return text
    .replace(/\*\*|__|[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.!?"”’']+$/, '')
    .replace(/^["“‘']+/, '')
    .trim();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function build(subject: string, aux: string, rest: string): Motion {
  const cleanSubject = tidy(subject);
  const cleanRest = tidy(rest);
  const lowerAux = aux.toLowerCase();
  const asked = `${capitalize(lowerAux)} ${cleanSubject} ${cleanRest}?`;
  return {
    subject: cleanSubject,
    aux: lowerAux,
    rest: cleanRest,
    topic: topicOf(cleanSubject, cleanRest),
    question: asked,
  };
}

/** "Should cities ban cars" (without the question mark) as a motion. */
function fromQuestion(body: string): Motion | undefined {
  const parts = words(tidy(body));
  const aux = parts[0]?.toLowerCase() ?? '';
  if (!AUXILIARIES.includes(aux) || parts.length < 3) return undefined;
  let split = -1;
  if (BE_FORMS.includes(aux)) {
    for (let i = 2; i < parts.length; i++) {
      if (COMPLEMENT_START.test(parts[i]!) || ADJECTIVE_ENDING.test(parts[i]!)) {
        split = i;
        break;
      }
    }
  } else {
    for (let i = 2; i < parts.length; i++) {
      const word = parts[i]!.toLowerCase();
      if (VERBS.has(word) || (HAVE_FORMS.includes(aux) && PARTICIPLES.test(word))) {
        split = i;
        break;
      }
    }
  }
  if (split === -1) split = BE_FORMS.includes(aux) ? parts.length - 1 : 2;
  if (split - 1 > 8) return undefined;
  return build(parts.slice(1, split).join(' '), aux, parts.slice(split).join(' '));
}

/** "Homework should be banned" as a motion; undefined without an auxiliary near the start. */
function fromStatement(text: string): Motion | undefined {
  const parts = words(tidy(text));
  for (let i = 1; i < Math.min(parts.length - 1, 9); i++) {
    const word = parts[i]!.toLowerCase();
    if (MODALS.includes(word) || BE_FORMS.includes(word) || DO_FORMS.includes(word)) {
      const subject = parts.slice(0, i).join(' ');
      if (
        /^(?:i think|i believe|it|this|that|there|here|what|who|which|you|i)$/i.test(subject) ||
        /\b(?:topic|question|motion|debate|issue|subject)$/i.test(subject)
      ) {
        return undefined;
      }
      // At the start of a sentence a common word is capitalised; inside ours it must not be.
      const inner = /^[A-Z][a-z]/.test(subject)
        ? subject.charAt(0).toLowerCase() + subject.slice(1)
        : subject;
      return build(inner, word, parts.slice(i + 1).join(' '));
    }
  }
  return undefined;
}

/** A noun phrase ("mandatory staffing ratios") as the motion "we should adopt ...". */
export function fromNounPhrase(phrase: string): Motion {
  const noun = tidy(phrase).replace(/^(?:the (?:topic|question|issue|idea) of)\s+/i, '');
  return build('we', 'should', `adopt ${noun}`);
}

const QUESTION =
  /(?:^|[.!?:]\s+|\n\s*)((?:should|must|can|could|will|would|shall|is|are|was|were|does|do|did|has|have)\s[^?\n]{3,200})\?/i;
const CLAUSE_PATTERNS = [
  /\bthis house (?:believes|thinks) that\s+([^\n.!?]{6,200})/i,
  /\b(?:motion|resolution|proposition)(?:\s+is)?\s*[:–—-]?\s*(?:that\s+)?([^\n.!?]{6,200})/i,
  /\bwhether (?:or not )?([^\n.!?]{6,200})/i,
];
const PHRASE_PATTERNS = [
  /\b(?:debate|debates|debating|discuss|discusses|discussing|argue|argues|arguing|clash|clashing)\s+(?:about|on|over)?\s*["“]?([^"”\n.!?]{3,120})/i,
  /\b(?:about|on|over|regarding)\s+["“]?([^"”\n.!?]{3,120})/i,
  /\btopic\s*(?:is|:)\s*["“]?([^"”\n.!?]{3,120})/i,
];

/** Text after a verb like "debate" may still name the sides: "staffing ratios, nurse for". */
function trimPhrase(phrase: string): string {
  return tidy(
    phrase.split(/\s*(?:,|;|:|\s-\s|\bwith\b|\bwhere\b|\bwhile\b|\bbetween\b|\bfrom the\b)/i)[0]!,
  );
}

/**
 * The motion in a text: a question first, then a stated clause, then a subject phrase. Loose
 * readings (a first sentence, "about ...") only when not strict, since instructions are full of
 * sentences that are not motions.
 */
export function findMotion(text: string, strict = false): Motion | undefined {
  const question = QUESTION.exec(text);
  const asked = question && fromQuestion(question[1]!);
  if (asked) return asked;
  for (const pattern of CLAUSE_PATTERNS) {
    const match = pattern.exec(text);
    const stated = match && (fromStatement(match[1]!) ?? undefined);
    if (stated) return stated;
    if (match && pattern === CLAUSE_PATTERNS[0]) return fromNounPhrase(match[1]!);
  }
  if (!strict) {
    const firstSentence = text.split(/(?<=[.!?])\s+|\n+/)[0] ?? '';
    const stated = fromStatement(firstSentence);
    if (stated && words(firstSentence).length <= 24) return stated;
  }
  for (const pattern of strict ? PHRASE_PATTERNS.slice(0, 1) : PHRASE_PATTERNS) {
    const match = pattern.exec(text);
    const phrase = match && trimPhrase(match[1]!);
    if (phrase && words(phrase).length <= 10 && /\p{L}{3}/u.test(phrase)) {
      return fromNounPhrase(phrase);
    }
  }
  return undefined;
}

export function affirm(motion: Motion): string {
  return `${motion.subject} ${motion.aux} ${motion.rest}`;
}

export function deny(motion: Motion): string {
  const verb = words(motion.rest)[0]?.toLowerCase() ?? '';
  // "does more harm" and "has a future" use the auxiliary as the main verb.
  if (DO_FORMS.includes(motion.aux) && !VERBS.has(verb)) {
    return `${motion.subject} ${motion.aux} not do ${motion.rest}`;
  }
  if (HAVE_FORMS.includes(motion.aux) && !PARTICIPLES.test(verb) && !/ed$|en$/.test(verb)) {
    const does = motion.aux === 'has' ? 'does' : 'do';
    return `${motion.subject} ${does} not have ${motion.rest}`;
  }
  const negated = motion.aux === 'can' ? 'cannot' : `${motion.aux} not`;
  return `${motion.subject} ${negated} ${motion.rest}`;
}

import { z } from 'zod';
import { detectFeelings } from '../feelings';
import { detectLoss, PET_SPECIES } from '../loss';
import {
  article,
  comparable,
  graphemeCount,
  normalizeText,
  splitSentences,
  trimEndMatching,
  truncateGraphemes,
  upperFirst,
} from '../text';

export const FACT_KINDS = ['name', 'job', 'home', 'like', 'pet', 'plan', 'feeling', 'loss', 'age'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** Longest fact value and detail, in graphemes: what a reader counts as characters. */
export const FACT_VALUE_MAX_LENGTH = 80;
export const FACT_DETAIL_MAX_LENGTH = 40;

/** Text of one grapheme or more and at most `max`. */
export function factText(max: number) {
  return z
    .string()
    .min(1)
    .refine((text) => graphemeCount(text) <= max, { error: `Must be at most ${max} characters` });
}

/**
 * One durable thing the user said about themselves. Values keep the user's wording:
 * name `Sam`; job `a nurse` or `works in marketing`; home `Berlin`; like `hiking`;
 * pet `Biscuit` with detail `dog` (or `dog` when unnamed); plan `going to Lisbon next week`; feeling `lonely`;
 * loss `my dog Biscuit` with detail `died this morning` (someone who died: never asked after); age `15`.
 */
export const memoryFact = z.object({
  kind: z.enum(FACT_KINDS),
  value: factText(FACT_VALUE_MAX_LENGTH),
  detail: factText(FACT_DETAIL_MAX_LENGTH).optional(),
  /** When the user said it (ISO 8601). */
  at: z.iso.datetime(),
});
export type MemoryFact = z.infer<typeof memoryFact>;

/** Everything a character remembers of one user; stored per user and character. */
export const memory = z.object({
  facts: z.array(memoryFact),
  /** Rolling summary of turns that no longer fit the prompt, one line per stretch of conversation. */
  summary: z.string(),
  /** Timestamp of the newest turn already folded into `summary`. */
  summarizedUntil: z.string().nullable(),
});
/**
 * Everything a character remembers of one user, as a reply reads it: learned facts, the newest
 * summaries, and what the user wrote for it to remember (`notes`, and memories they pinned).
 */
export type Memory = z.infer<typeof memory> & { notes?: readonly MemoryNote[] };

/** A note the user wrote ("call me Sam"), or a memory they pinned: in every prompt. */
export interface MemoryNote {
  text: string;
  pinned: boolean;
  /** When it was written (ISO 8601). */
  at: string;
}

export function emptyMemory(): Memory {
  return { facts: [], summary: '', summarizedUntil: null };
}

/**
 * The facts a reply goes by: those learned, then what the user's notes tell by the same rules
 * ("call me Sam" is a name), the user's word winning over what was learned.
 */
export function factsWithNotes(memory: Memory): MemoryFact[] {
  const notes = (memory.notes ?? []).filter((note) => note.text);
  if (notes.length === 0) return memory.facts;
  const told = notes.flatMap((note) => extractFactsByRules(note.text, new Date(note.at), memory.facts));
  return rememberFacts(memory.facts, told);
}

/** Kinds where a newer fact replaces the older one. */
const SINGLE_VALUED_KINDS: ReadonlySet<FactKind> = new Set(['name', 'job', 'home', 'feeling', 'age']);
/** How many of each many-valued kind are kept, newest first. */
const KEEP: Partial<Record<FactKind, number>> = { like: 12, pet: 6, plan: 6, loss: 6 };

// ---------------------------------------------------------------- rule-based extraction

const WORD = "[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F'-]*";
/**
 * Where people say they are from, as they say it after "I'm": neither a name ("I'm Vietnamese")
 * nor a job ("I'm an Italian").
 */
const NATIONALITIES = `english irish scottish welsh british french spanish polish danish swedish finnish norwegian
   icelandic turkish dutch german austrian belgian swiss italian portuguese greek russian ukrainian belarusian
   romanian bulgarian hungarian czech slovak slovenian croatian serbian bosnian albanian macedonian lithuanian
   latvian estonian georgian armenian american canadian mexican cuban haitian jamaican colombian venezuelan
   peruvian bolivian chilean argentinian argentine brazilian uruguayan paraguayan ecuadorian australian
   indian pakistani bangladeshi nepali sri lankan afghan iranian persian iraqi syrian lebanese jordanian
   palestinian israeli saudi emirati egyptian moroccan algerian tunisian libyan nigerian ghanaian kenyan
   ethiopian somali sudanese ugandan rwandan tanzanian zimbabwean south african korean japanese chinese
   taiwanese vietnamese thai filipino indonesian malaysian singaporean cambodian burmese mongolian asian
   african european latino latina hispanic`.split(/\s+/);

/** Capitalised words after "I'm" that are not names. */
const NOT_NAMES = new Set([
  ...`fine ok okay good great well back here home sorry sure done tired bored sad happy lonely glad ready busy
   free new just not so very really also still always never only in on at from going trying working
   feeling single married later tomorrow tonight now maybe whatever anything anytime sometime please soon
   again crazy what when if`.split(/\s+/),
  ...NATIONALITIES,
]);
const NAME_PATTERNS = [
  new RegExp(`\\bmy name(?:'s| is)\\s+(${WORD})`, 'i'),
  new RegExp(`(?:^|[,.!?]\\s*)name's\\s+(${WORD})`, 'i'),
  new RegExp(`\\b(?:call me|i go by)\\s+(${WORD})`, 'i'),
  // Case-sensitive: "I'm Sam" is a name, "I'm tired" is not.
  /\b(?:I'm|I am|Im|i'm|i am)\s+([A-Z][A-Za-z\u00C0-\u024F'-]*)(?=\s*(?:$|[,.!?;:)]|\s(?:and|from|by the way|btw|here)\b))/,
];

const JOB_WORDS = new Set(
  `nurse chef cook doctor lawyer barista nanny pilot mechanic cashier clerk waitress waiter vet coach artist editor
   intern accountant freelancer tutor midwife surgeon paramedic librarian receptionist secretary student teacher
   professor designer developer programmer musician writer photographer baker butcher farmer carpenter electrician
   engineer plumber scientist analyst therapist pharmacist dentist firefighter soldier officer journalist architect
   cleaner driver manager consultant translator actor actress dancer singer researcher`.split(/\s+/),
);
/**
 * What people say they are that ends like a job and is none: a trait, a belief, a condition, where
 * they come from. Remembered as work, a condition would be asked after as if it were one.
 */
const NOT_JOBS = new Set([
  ...`lover dreamer loner believer beginner member fan fighter worrier overthinker introvert extrovert owner user
   player reader thinker talker sucker winner loser stranger foreigner newcomer outsider survivor parent patient
   romantic fanatic addict alcoholic diabetic epileptic asthmatic anorexic bulimic schizophrenic psychotic
   insomniac hypochondriac neurotic narcissist pessimist optimist perfectionist realist idealist minimalist
   hedonist nihilist feminist vegetarian vegan christian catholic protestant atheist agnostic
   buddhist baptist methodist mormon muslim jewish hindu immigrant emigrant migrant refugee orphan adolescent
   dependent resident citizen`.split(/\s+/),
  ...NATIONALITIES,
]);
const JOB_SUFFIX = /(?:er|or|ist|ian|ant|ent|eer|ect|ic|ive|ista)$/;
// `\s?`, not `\s*`: text comes normalised (one space at most), and a run would be scanned again from every word before it.
const PHRASE_END = String.raw`(?=\s?(?:$|[,.!?;:)]|\s(?:and|at|in|for|but|so|who|from|because|now|since)\b))`;
const JOB_AS = new RegExp(String.raw`\bi work as (?:an? )?([a-z][a-z -]{1,40}?)${PHRASE_END}`, 'i');
const JOB_IAM = new RegExp(String.raw`\bi(?:'m| am|m) (?:an? )((?:[a-z-]+ ){0,2}[a-z-]+)${PHRASE_END}`, 'i');
const JOB_PLACE = /\bi work (in|at|for) ([a-z][^,.!?;]{1,40}?)(?=\s?(?:$|[,.!?;]|\s(?:and|but|so|as|now|since)\b))/i;

const HOME = new RegExp(
  String.raw`\bi(?: live|'m living|'m based| am living| am based) in (${WORD}(?: ${WORD}){0,3}?)(?=\s*(?:$|[,.!?;]|\s(?:and|with|but|so|now|since|for)\b))`,
  'i',
);
/**
 * Where someone lives that is no place to remember as their home town: a way of living ("I live in
 * fear", "in the moment"), or a kind of home ("in a flat", "in my car"), which a reply would name
 * as if it were a town.
 */
const NOT_HOMES =
  /^(?:(?:a|an|my|our|his|her|their|this|that|constant|perpetual)\b|(?:fear|denial|hope|pain|peace|shame|terror|dread|poverty|misery|sin|harmony|luxury|comfort|chaos|silence|darkness|isolation|limbo|hell|paradise|fantasy|regret|guilt|sorrow|agony|anxiety|panic|secret|solitude)$)/i;
/** A place named with "the" is capitalised ("the Netherlands"); "the moment", "the countryside" are none. */
const isHome = (phrase: string) => (/^the /i.test(phrase) ? /^\S+ [A-Z]/.test(phrase) : !NOT_HOMES.test(phrase));

const LIKE =
  /\bi (?:really |absolutely |just |also |totally |do )?(?:love|like|enjoy|adore|am into|'m into|am obsessed with|'m obsessed with|am (?:a )?(?:big |huge )?fan of|'m (?:a )?(?:big |huge )?fan of)\s+([^,.!?;]+)/gi;
const FAVOURITE = /\bmy fav(?:ou?rite)? (?:[a-z]+ )?is ([^,.!?;]+)/gi;
/** Where a liked thing ends and the rest of the sentence begins: the phrase is cut at its first match. */
const LIKE_CUT =
  /\s(?:with|when|because|but|so|if|though|too|a lot|very much|so much|more than|on|at|every|during|while|in the|and i|to be honest)\b/i;
/** Between liked things; the items are trimmed after the split, as `\s*` around it would match again at every space. */
const LIKE_SEPARATOR = /,|\band\b|\bor\b|&/i;
const NOT_LIKES =
  /^(?:you|it|that|this|them|him|her|me|us|talking|chatting|when|how|the way|being|what|your|yours|everything|nothing|anything|something|so|too|a lot)\b/i;

// One word may describe the animal first: `a grey cat named Pixel`.
const PET_NAMED_LOOSE = new RegExp(
  String.raw`\b(?:my|a|our) (?:[a-z]+ )?(${PET_SPECIES}),? (?:named|called) (${WORD})`,
  'gi',
);
const PET_NAMED = new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur) (${PET_SPECIES}),? ([A-Z][A-Za-z\u00C0-\u024F'-]+)`, 'g');
const PET_UNNAMED = new RegExp(
  String.raw`\b(?:my|our) (${PET_SPECIES})s?\b|\bi (?:have|'ve got|have got) (?:an? |two |three )(${PET_SPECIES})s?\b`,
  'gi',
);

const WHEN = `(?:tomorrow|tonight|this (?:weekend|week|month|summer|winter|spring|autumn|evening|afternoon|morning|year)|next (?:week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:january|february|march|april|may|june|july|august|september|october|november|december|a few days|a week|two weeks|a month)|soon|after work|later this (?:week|month|year))`;
const PLAN_MOVE =
  /\b(?:i'm|i am|im|i'll be|i will be|we're|we are) (going|travelling|traveling|flying|heading|moving|driving|off|leaving) (to|for|back to|home|abroad)\b ?([^,.!?;]{0,60})/gi;
const PLAN_DO = new RegExp(
  String.raw`\b(?:i'm|i am|im|i'll be|i will be|we're|we are) (visiting|starting|taking|seeing|meeting|having|getting|going) ([^,.!?;]{2,60}?\b${WHEN})`,
  'gi',
);
const PLAN_HAVE = new RegExp(
  String.raw`\bi (?:have|'ve got|have got|got) ((?:an?|my|the) [^,.!?;]{2,40}?\b${WHEN})`,
  'gi',
);
const HAS_WHEN = new RegExp(String.raw`\b${WHEN}\b`, 'i');

/** An age the user gives as theirs: `I'm 15`, `I am 34 years old`, `I just turned 40`. */
const AGE = new RegExp(
  String.raw`\bi(?:'m| am|m) (\d{1,3})(?: years? old| yo| y\/o)?${PHRASE_END}|\bi(?: just)? turned (\d{1,3})\b|\bmy age is (\d{1,3})\b`,
  'i',
);
const OLDEST_AGE = 120;

function findAge(sentence: string): string | undefined {
  const found = sentence.match(AGE);
  const age = Number(found?.[1] ?? found?.[2] ?? found?.[3]);
  return Number.isInteger(age) && age > 0 && age <= OLDEST_AGE ? String(age) : undefined;
}

function cleanName(raw: string): string | undefined {
  const name = trimEndMatching(raw, /['-]/);
  if (name.length < 2 || NOT_NAMES.has(name.toLowerCase())) return undefined;
  return upperFirst(name);
}

function findName(sentence: string): string | undefined {
  for (const pattern of NAME_PATTERNS) {
    const raw = sentence.match(pattern)?.[1];
    const name = raw && cleanName(raw);
    if (name) return name;
  }
  return undefined;
}

function looksLikeJob(phrase: string): boolean {
  const last = phrase.toLowerCase().split(' ').at(-1) ?? '';
  if (NOT_JOBS.has(last) || /^(?:bit|little|lot|mess|fan|person|kind|sort)$/.test(last)) return false;
  return JOB_WORDS.has(last) || JOB_SUFFIX.test(last);
}

function findJob(sentence: string): string | undefined {
  const as = sentence.match(JOB_AS)?.[1];
  if (as) return `${article(as)} ${as.toLowerCase().trim()}`;
  const place = sentence.match(JOB_PLACE);
  if (place?.[1] && place[2]) return `works ${place[1].toLowerCase()} ${place[2].trim()}`;
  const iam = sentence.match(JOB_IAM)?.[1];
  if (iam && looksLikeJob(iam)) return `${article(iam)} ${iam.toLowerCase()}`;
  return undefined;
}

/** `to go hiking` → `hiking`, `to read books` → `reading books`. */
function asActivity(phrase: string): string {
  const infinitive = phrase.match(/^to (?:go )?([a-z]+)(.*)$/is);
  if (!infinitive?.[1]) return phrase;
  const verb = infinitive[1].toLowerCase();
  if (verb.endsWith('ing')) return `${verb}${infinitive[2]}`;
  return `${gerund(verb)}${infinitive[2]}`;
}

function gerund(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(verb) && verb.length > 2) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

function findLikes(sentence: string): string[] {
  const phrases = [...sentence.matchAll(LIKE), ...sentence.matchAll(FAVOURITE)].map((match) => match[1] ?? '');
  return phrases.flatMap((phrase) => {
    const cut = phrase.search(LIKE_CUT);
    return (cut < 0 ? phrase : phrase.slice(0, cut))
      .split(LIKE_SEPARATOR)
      .map((item) => asActivity(item.trim().replace(/^(?:the|to go)\s+/i, '')))
      .filter((item) => item.length >= 2 && !NOT_LIKES.test(item) && item.split(' ').length <= 4);
  });
}

function findPets(sentence: string): Array<{ name: string; species: string }> {
  const pets: Array<{ name: string; species: string }> = [];
  const add = (species: string | undefined, name: string | undefined) => {
    if (!species) return;
    const kind = species.toLowerCase();
    const cleaned = name && cleanName(name);
    if (pets.some((pet) => pet.species === kind && (pet.name !== kind || !cleaned))) return;
    const unnamed = pets.findIndex((pet) => pet.species === kind && pet.name === kind);
    if (unnamed >= 0) pets.splice(unnamed, 1);
    pets.push({ species: kind, name: cleaned ?? kind });
  };
  for (const match of sentence.matchAll(PET_NAMED_LOOSE)) add(match[1], match[2]);
  for (const match of sentence.matchAll(PET_NAMED)) add(match[1], match[2]);
  // "Do you remember my dog?" asks about a pet; it does not say there is one.
  if (!sentence.trim().endsWith('?')) {
    for (const match of sentence.matchAll(PET_UNNAMED)) add(match[1] ?? match[2], undefined);
  }
  return pets;
}

function findPlans(sentence: string): string[] {
  const plans: string[] = [];
  for (const match of sentence.matchAll(PLAN_MOVE)) {
    const [, verb = '', preposition = '', rest = ''] = match;
    const destination = rest.trim();
    if (!/^[A-Z]/.test(destination) && !HAS_WHEN.test(destination)) continue;
    const movement = verb.toLowerCase() === 'off' ? 'going' : verb.toLowerCase();
    plans.push(`${movement} ${preposition.toLowerCase()}${destination ? ` ${destination}` : ''}`);
  }
  for (const match of sentence.matchAll(PLAN_DO)) {
    const phrase = `${match[1]?.toLowerCase()} ${match[2]}`;
    if (!plans.some((plan) => plan.startsWith(phrase.split(' ').slice(0, 2).join(' ')))) plans.push(phrase);
  }
  for (const match of sentence.matchAll(PLAN_HAVE)) plans.push(`having ${match[1]}`);
  return plans.map((plan) => plan.replace(/\s+/g, ' ').trim());
}

/**
 * Facts the user states about themselves in one message, by pattern; no model involved. `known`, the
 * facts remembered so far, lets a name the user gave before be recognised ("Biscuit died").
 */
export function extractFactsByRules(message: string, now: Date, known: readonly MemoryFact[] = []): MemoryFact[] {
  const at = now.toISOString();
  const facts: MemoryFact[] = [];
  const add = (kind: FactKind, value: string, detail?: string) => {
    const trimmed = truncateGraphemes(value.trim(), FACT_VALUE_MAX_LENGTH);
    if (!trimmed) return;
    if (facts.some((fact) => fact.kind === kind && sameValue(fact.value, trimmed))) return;
    facts.push(detail ? { kind, value: trimmed, detail, at } : { kind, value: trimmed, at });
  };
  const text = normalizeText(message);
  const knownNames = known.filter(isNamedPet).map((pet) => pet.value);
  for (const sentence of splitSentences(text)) {
    const loss = detectLoss(sentence, knownNames);
    if (loss) add('loss', loss.who, truncateGraphemes(loss.when, FACT_DETAIL_MAX_LENGTH));
    const age = findAge(sentence);
    if (age) add('age', age);
    const name = findName(sentence);
    if (name) add('name', name);
    const job = findJob(sentence);
    if (job) add('job', job);
    const home = sentence.match(HOME)?.[1];
    if (home && isHome(home)) add('home', home);
    for (const like of findLikes(sentence)) add('like', like);
    // A pet the user tells has died is a loss, not a pet to ask after.
    for (const pet of findPets(sentence)) if (!loss) add('pet', pet.name, pet.species);
    for (const plan of findPlans(sentence)) add('plan', plan);
  }
  for (const feeling of detectFeelings(text)) add('feeling', feeling);
  return facts;
}

// ---------------------------------------------------------------- remembering

/** Made once: `localeCompare` with options builds a collator on every call, a few percent of a send. */
const baseLetters = new Intl.Collator(undefined, { sensitivity: 'base' });

function sameValue(a: string, b: string): boolean {
  return baseLetters.compare(a, b) === 0;
}

/** A pet only known by its species (`dog`), which a named pet of that species supersedes. */
function isUnnamedPet(fact: MemoryFact): boolean {
  return fact.kind === 'pet' && fact.detail !== undefined && sameValue(fact.value, fact.detail);
}

/** A pet the user named (`Biscuit`, a dog). */
export function isNamedPet(fact: MemoryFact): boolean {
  return fact.kind === 'pet' && !isUnnamedPet(fact);
}

function supersedes(learned: MemoryFact, known: MemoryFact): boolean {
  if (lostPet(learned, known)) return true;
  if (learned.kind !== known.kind) return false;
  if (SINGLE_VALUED_KINDS.has(learned.kind) || sameValue(learned.value, known.value)) return true;
  return learned.kind === 'pet' && isUnnamedPet(known) && known.detail === learned.detail;
}

/** A loss of this pet: by its name, or by its kind (`my dog`) when the loss gives no name. */
export function lostPet(loss: MemoryFact, pet: MemoryFact): boolean {
  if (loss.kind !== 'loss' || pet.kind !== 'pet') return false;
  const words = loss.value.toLowerCase().split(' ');
  if (isNamedPet(pet) && words.includes(pet.value.toLowerCase())) return true;
  // `my old dog` names no one: every dog is the one; `my dog Rex` is Rex alone.
  return pet.detail !== undefined && words.at(-1) === pet.detail.toLowerCase();
}

function redundant(learned: MemoryFact, known: MemoryFact[]): boolean {
  if (known.some((fact) => lostPet(fact, learned))) return true;
  return isUnnamedPet(learned) && known.some((fact) => fact.kind === 'pet' && fact.detail === learned.detail);
}

/**
 * The memory's facts after learning new ones: a newer name, job, home, feeling or age replaces the
 * older one; a pet that died is remembered as the loss alone; repeated values are refreshed, not duplicated; many-valued kinds keep their newest few.
 */
export function rememberFacts(known: readonly MemoryFact[], learned: readonly MemoryFact[]): MemoryFact[] {
  let facts = [...known];
  for (const fact of learned) {
    if (redundant(fact, facts)) continue;
    facts = [...facts.filter((old) => !supersedes(fact, old)), fact];
  }
  const newestFirst = [...facts].reverse();
  const kept = newestFirst.filter((fact, index) => {
    const limit = KEEP[fact.kind];
    if (limit === undefined) return true;
    return newestFirst.slice(0, index).filter((other) => other.kind === fact.kind).length < limit;
  });
  return kept.reverse();
}

/**
 * The facts but those a message said (its words hold their value): what is forgotten when the user
 * takes the message back, by deleting or rewriting it.
 */
export function forgetFactsSaidIn(facts: readonly MemoryFact[], message: string): MemoryFact[] {
  const said = comparable(message);
  return facts.filter((fact) => {
    const value = comparable(fact.value);
    return value.trim() === '' || !said.includes(value);
  });
}

/** The newest fact of a kind, if any. */
export function latestFact(facts: readonly MemoryFact[], kind: FactKind): MemoryFact | undefined {
  return facts.findLast((fact) => fact.kind === kind);
}

export function factsOfKind(facts: readonly MemoryFact[], kind: FactKind): MemoryFact[] {
  return facts.filter((fact) => fact.kind === kind);
}

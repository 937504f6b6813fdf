import { article, lowerFirst, splitSentences, trimEndMatching, upperFirst } from './text';
import { TOPICS, topicOfInterest } from './topics';
import type { CompanionCharacter } from './types';

export type VoiceKind = 'playful' | 'gentle' | 'calm' | 'direct' | 'bright';

const TRAIT_VOICES: Record<VoiceKind, string[]> = {
  playful: [
    'playful',
    'witty',
    'funny',
    'jovial',
    'mischievous',
    'goofy',
    'quirky',
    'whimsical',
    'cheeky',
    'talkative',
    'chatty',
    'good-humoured',
    'charming',
    'charismatic',
    'sociable',
    'spontaneous',
    'self-deprecating',
    'wry',
  ],
  gentle: [
    'caring',
    'warm',
    'nurturing',
    'kind',
    'gentle',
    'compassionate',
    'empathetic',
    'affectionate',
    'big-hearted',
    'generous',
    'gracious',
    'hospitable',
    'sensitive',
    'romantic',
    'loyal',
    'protective',
    'attentive',
    'patient',
    'sincere',
    'earnest',
    'humble',
  ],
  calm: [
    'calm',
    'reserved',
    'introverted',
    'thoughtful',
    'observant',
    'quiet',
    'shy',
    'serene',
    'steady',
    'private',
    'philosophical',
    'melancholic',
    'dreamy',
    'nostalgic',
    'wise',
    'grounded',
    'bookish',
    'laid-back',
    'easygoing',
  ],
  direct: [
    'direct',
    'dry-humoured',
    'dry-witted',
    'frank',
    'outspoken',
    'blunt',
    'disciplined',
    'principled',
    'stubborn',
    'proud',
    'sharp',
    'decisive',
    'focused',
    'meticulous',
    'perfectionist',
    'driven',
    'determined',
    'tenacious',
    'competitive',
    'traditional',
    'hard-working',
    'independent',
    'reliable',
    'dependable',
    'streetwise',
    'confident',
  ],
  bright: [
    'curious',
    'inventive',
    'adventurous',
    'energetic',
    'upbeat',
    'cheerful',
    'joyful',
    'passionate',
    'creative',
    'bold',
    'brave',
    'restless',
    'impulsive',
    'open-minded',
    'ambitious',
    'enthusiastic',
    'optimistic',
    'clever',
    'nerdy',
    'eccentric',
    'resourceful',
    'resilient',
  ],
};

/** The way a character's traits make them sound: the first trait counts double. */
export function voiceOf(traits: readonly string[]): VoiceKind {
  const scores = new Map<VoiceKind, number>();
  traits.forEach((trait, index) => {
    const words = trait.toLowerCase().split(/\s+/);
    const voice = (Object.keys(TRAIT_VOICES) as VoiceKind[]).find((kind) =>
      words.some((word) => TRAIT_VOICES[kind].includes(word)),
    );
    if (voice) scores.set(voice, (scores.get(voice) ?? 0) + (index === 0 ? 2 : 1));
  });
  const best = [...scores.entries()].sort((a, b) => b[1] - a[1])[0];
  return best?.[0] ?? 'gentle';
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

// ---------------------------------------------------------------- profile text in the first person

const OBJECT_FOLLOWERS =
  /^(?:[,.;:!?)\u2014-]|$|\s(?:the|a|an|to|and|or|for|with|in|on|at|up|back|that|again|about|off|out|from|into|by|as|when|because|every|what|how|it|something|anything|everything|is|was|away|down|over|around|through|home|here|there|alone)\b)/;
/** Verbs after which `her` is the one spoken to (`told her stories`), not the owner of something. */
const GIVING_VERBS =
  /\b(?:told|tells?|gave|gives?|taught|teach(?:es)?|showed|shows?|asked|asks?|sent|sends?|bought|buys?|let|lets|helped|helps?|called|calls?|reminded|reminds?|brought|brings?|offered|offers?|promised|handed|wrote|took|takes?)\s+$/i;
const ADVERBS = new Set([
  'always',
  'never',
  'still',
  'often',
  'also',
  'sometimes',
  'rarely',
  'usually',
  'just',
  'only',
  'even',
  'already',
  'now',
  'mostly',
  'secretly',
  'then',
]);
const IRREGULAR: Record<string, string> = {
  is: 'am',
  are: 'am',
  were: 'was',
  has: 'have',
  does: 'do',
  goes: 'go',
  "isn't": 'am not',
  "doesn't": "don't",
  "hasn't": "haven't",
  'isn\u2019t': 'am not',
  'doesn\u2019t': 'don\u2019t',
  'hasn\u2019t': 'haven\u2019t',
};
/** Verbs that may follow `and` or a comma in a sentence about the character (`I forget… and apologise`). */
const LIST_VERBS = new Set(
  `apologise apologize forget play struggle hate get resist rehearse run fill say record lead live find work photograph
   keep make take love want need teach talk sing cook bake read write paint hike grow spend send give leave come laugh
   cry sleep worry try hide joke lose miss watch wait walk ride swim surf climb dance draw listen think feel tell call
   host own sell buy build carve brew roast tend collect sketch dream travel visit speak smile prefer refuse plan
   pretend overthink spread treat count study learn open close fix repair mend help ask answer chase underprice
   overcommit over-explain admit imagine vanish rework avoid lecture start end turn compare doubt`.split(/\s+/),
);

/** `counts` → `count`, `worries` → `worry`, `teaches` → `teach`; words that are not third-person verbs stay. */
function plainVerb(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/ies$/.test(lower) && lower.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(lower)) return word.slice(0, -2);
  if (/[^su]s$/.test(lower) && !/(?:ous|is|as)$/.test(lower)) return word.slice(0, -1);
  return word;
}

function isAdverb(word: string): boolean {
  return ADVERBS.has(word) || (word.length > 4 && word.endsWith('ly') && !/(?:ply|ely|ally)$/.test(word));
}

interface Word {
  lead: string;
  core: string;
  trail: string;
}

function parseWord(token: string): Word | undefined {
  const match = token.match(/^([("\u201c\u2018]*)([A-Za-z\u2019'-]+)(.*)$/s);
  return match ? { lead: match[1] ?? '', core: match[2] ?? '', trail: match[3] ?? '' } : undefined;
}

/**
 * Verbs agree with the new subject: `I counts` → `I count`, `I is quietly` → `I am quietly`, and a
 * verb joined on by `and` or a comma (`I forget… and apologises`) when it is a known verb.
 */
function agree(text: string): string {
  const tokens = text.split(/(\s+)/);
  const words = tokens.map((token, index) => (index % 2 === 0 ? parseWord(token) : undefined));
  const fix = (from: number, knownOnly: boolean) => {
    let index = from;
    while (index < tokens.length && isAdverb(words[index]?.core ?? '')) index += 2;
    const word = words[index];
    if (!word || word.core === 'I') return;
    const plain = plainVerb(word.core);
    if (
      knownOnly &&
      (plain === word.core || !(IRREGULAR[word.core.toLowerCase()] || LIST_VERBS.has(plain.toLowerCase())))
    )
      return;
    tokens[index] = `${word.lead}${plain}${word.trail}`;
  };
  let aboutMe = false;
  for (let index = 0; index < tokens.length; index += 2) {
    const word = words[index];
    if (!word) continue;
    if (word.core === 'I' && !word.trail) {
      aboutMe = true;
      fix(index + 2, false);
    } else if (aboutMe && /^(?:and|but|or)$/.test(word.core) && !word.trail) {
      fix(index + 2, true);
    } else if (aboutMe && word.trail.startsWith(',')) {
      fix(index + 2, true);
    }
    // A relative clause (`a life that looks fine… and feels small`) has a subject of its own.
    if (/[.!?]/.test(word.trail) || /^(?:that|which)$/i.test(word.core)) aboutMe = false;
  }
  return tokens.join('');
}

function keepCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) && replacement !== 'I' ? upperFirst(replacement) : replacement;
}

/**
 * A profile text written about the character (`Inês grew up…`, `She forgets…`) as the character
 * would say it (`I grew up…`, `I forget…`), by name, pronouns for their gender and verb agreement.
 */
const LETTER = /\p{L}/u;
const POSSESSIVE_ENDINGS = ['\u2019s', "'s"];

/** `Inês's` as `my` and `Inês` as `I`, for each of the names (the longest first) where no letter touches it. */
function namesToFirstPerson(text: string, names: readonly string[]): string {
  let result = '';
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (index > 0 && LETTER.test(text.charAt(index - 1))) continue;
    const name = names.find((candidate) => text.startsWith(candidate, index));
    if (!name) continue;
    const end = index + name.length;
    const ending = POSSESSIVE_ENDINGS.find((candidate) => text.startsWith(candidate, end));
    if (!ending && LETTER.test(text.charAt(end))) continue;
    result += text.slice(from, index) + (ending ? keepCase(name, 'my') : 'I');
    from = end + (ending?.length ?? 0);
    index = from - 1;
  }
  return result + text.slice(from);
}

const PRONOUNS = {
  female: { subject: /\bshe\b/gi, possessive: /\bher\b/gi, possessiveIsObject: true },
  male: { subject: /\bhe\b/gi, possessive: /\bhis\b/gi, possessiveIsObject: false },
} as const;

/** A `they` with `who` among the three words before it (`kids who think they are…`): someone else. */
function followsWho(text: string, offset: number): boolean {
  if (!/\s/.test(text.charAt(offset - 1))) return false;
  const nearestFirst = text
    .slice(Math.max(0, offset - 120), offset)
    .trim()
    .split(/\s+/)
    .reverse();
  for (const word of nearestFirst.slice(0, 3)) {
    if (/(?:^|\W)who$/i.test(word)) return true;
    if (!/^\w+$/.test(word)) return false;
  }
  return false;
}

export function toFirstPerson(text: string, character: Pick<CompanionCharacter, 'name' | 'gender'>): string {
  let result = namesToFirstPerson(text, [...new Set([character.name, firstName(character.name)])]);
  const gender = character.gender.toLowerCase();
  if (gender === 'female' || gender === 'male') {
    const { subject, possessive, possessiveIsObject } = PRONOUNS[gender];
    result = result
      .replace(subject, 'I')
      .replace(gender === 'female' ? /\bherself\b/gi : /\bhimself\b/gi, (found) => keepCase(found, 'myself'))
      .replace(gender === 'female' ? /\bhers\b/gi : /\bhis(?=[,.;])/gi, (found) => keepCase(found, 'mine'))
      .replace(possessive, (found, offset: number, whole: string) => {
        const isObject =
          possessiveIsObject &&
          // Windows a few words wide, longer than any word the patterns name: the whole text around every `her` would make the work grow with its square.
          (OBJECT_FOLLOWERS.test(whole.slice(offset + found.length, offset + found.length + 40)) ||
            GIVING_VERBS.test(whole.slice(Math.max(0, offset - 40), offset)));
        return keepCase(found, isObject ? 'me' : 'my');
      });
    if (gender === 'male') result = result.replace(/\bhim\b/gi, (found) => keepCase(found, 'me'));
  } else {
    result = result
      .replace(/\bthey(?:\u2019re|'re)\b/gi, "I'm")
      .replace(/\bthey(?:\u2019ve|'ve)\b/gi, "I've")
      .replace(/\bthey(?:\u2019ll|'ll)\b/gi, "I'll")
      // "kids who think they are…": a `they` right after `who` is someone else.
      .replace(/\bthey\b/gi, (found, offset: number, whole: string) => (followsWho(whole, offset) ? found : 'I'))
      .replace(/\bthemselves\b|\bthemself\b/gi, (found) => keepCase(found, 'myself'))
      .replace(/\btheirs\b/gi, (found) => keepCase(found, 'mine'))
      // `them` stays: it names things and other people far more often than the character.
      .replace(/\btheir\b/gi, (found) => keepCase(found, 'my'));
  }
  return agree(result);
}

// ---------------------------------------------------------------- what a character says about themselves

function locationWords(character: Pick<CompanionCharacter, 'location'>): Set<string> {
  const { location } = character;
  const text = typeof location === 'string' ? location : [location.city, location.state, location.country].join(' ');
  return new Set(text.split(/[\s,]+/).filter(Boolean));
}

/** `I'm a marine biologist who counts seahorses…`, from the bio's first sentence. */
export function jobLine(character: CompanionCharacter): string {
  const first = splitSentences(character.bio)[0] ?? character.bio;
  if (/^I\b/.test(first)) return first;
  const lead = first.split(/\s+/)[0] ?? '';
  const phrase = locationWords(character).has(trimEndMatching(lead, /\W/)) ? first : lowerFirst(first);
  return `I'm ${article(phrase)} ${phrase}`;
}

/** `Lisbon, Portugal` or the location as written. */
export function homeOf(character: Pick<CompanionCharacter, 'location'>): { city: string; place: string } {
  const { location } = character;
  if (typeof location === 'string') return { city: location.split(',')[0]?.trim() || location, place: location };
  const city = location.city ?? location.state ?? location.country;
  return { city, place: city === location.country ? city : `${city}, ${location.country}` };
}

/** `I want to see the estuary declared a protected nursery…`. */
export function dreamLine(character: CompanionCharacter): string {
  const dream = trimEndMatching(toFirstPerson(character.dreamsAndGoals, character), /[.!]/);
  return /^to\b/i.test(dream) ? `I want ${lowerFirst(dream)}.` : `I want to ${lowerFirst(dream)}.`;
}

/** The sentences of flaws-and-fears that are fears, and the ones that are flaws, in the first person. */
export function fearsAndFlaws(character: CompanionCharacter): { fears: string[]; flaws: string[] } {
  const sentences = splitSentences(toFirstPerson(character.flawsAndFears, character));
  const isFear = (sentence: string) => /\b(?:fear|afraid|worr|scare|dread|terrif)/i.test(sentence);
  return { fears: sentences.filter(isFear), flaws: sentences.filter((sentence) => !isFear(sentence)) };
}

export function storySentences(character: CompanionCharacter): string[] {
  return splitSentences(toFirstPerson(character.backgroundStory, character));
}

/** `plastic bags caught on rocks, people who clap when the plane lands, and coffee served lukewarm`. */
export function peevesPhrase(character: CompanionCharacter): string {
  return lowerFirst(trimEndMatching(toFirstPerson(character.petPeeves.trim(), character), /[.!]/));
}

/** How a character's interest reads in a sentence: the topic label when Kindred knows it. */
export function interestLabel(interest: string): string {
  const topic = topicOfInterest(interest);
  return topic ? TOPICS[topic].label : interest.toLowerCase();
}

import { PEOPLE } from './loss';

const FEELINGS = ['sad', 'lonely', 'stressed', 'anxious', 'tired', 'angry', 'bored', 'happy', 'excited'] as const;
export type Feeling = (typeof FEELINGS)[number];

/** Feelings met with delight; every other one is met with care. */
export const POSITIVE_FEELINGS: ReadonlySet<Feeling> = new Set(['happy', 'excited']);

/** Words (lower case) that name each feeling, longest first so `stressed out` wins over `stressed`. */
const FEELING_WORDS: Record<Feeling, string[]> = {
  sad: [
    'heartbroken',
    'devastated',
    'depressed',
    'miserable',
    'unhappy',
    'ashamed',
    'grieving',
    'gutted',
    'upset',
    'down',
    'blue',
    'sad',
    'low',
  ],
  lonely: ['lonely', 'lonesome', 'isolated', 'alone'],
  stressed: ['stressed out', 'overwhelmed', 'burnt out', 'burned out', 'under pressure', 'stressed', 'swamped'],
  anxious: [
    'anxious',
    'nervous',
    'worried',
    'panicky',
    'panicking',
    'on edge',
    'terrified',
    'frightened',
    'scared',
    'uneasy',
  ],
  tired: ['exhausted', 'knackered', 'worn out', 'drained', 'sleepy', 'tired'],
  angry: ['frustrated', 'furious', 'annoyed', 'pissed off', 'irritated', 'angry', 'mad'],
  bored: ['bored'],
  happy: ['wonderful', 'fantastic', 'amazing', 'great', 'happy', 'glad', 'good', 'content', 'cheerful', 'proud'],
  excited: ['excited', 'thrilled', 'pumped', 'buzzing'],
};

/** Sticky, like the feeling words: both are read where a subject ends, never copying the rest of the text. */
const INTENSIFIERS =
  /(?:(?:feeling|so|really|very|a bit|a little|kind of|kinda|quite|pretty|super|too|extremely|incredibly|just|totally|completely|rather|somewhat|such|a lot|lately|today|tonight|all day)\s)*/y;

/**
 * Where a feeling may follow: `I feel`, `I'm so`, `I've been`, or an intensifier opening the message
 * (`so tired`). One `\s`, as text comes normalised: with `\s+` the analyser cannot prove the pattern linear in time.
 */
const SUBJECTS =
  /(?:^(?=(?:so|really|very|feeling|kinda|kind of|a bit|a little|super|just)\s)|\b(?:i feel|i'm feeling|i am feeling|i've been feeling|i'm|i am|im|i've been|i have been|i get|i got|i was|i felt|makes me feel|made me feel)\s)(not\s|never\s)?/g;

/** Each feeling's words, first match wins; `mad at`, `down at` name no feeling of the speaker's. */
const FEELING_PATTERNS = FEELINGS.map(
  (feeling) => [feeling, new RegExp(String.raw`(?:${FEELING_WORDS[feeling].join('|')})\b(?!\s+at\b)`, 'y')] as const,
);

/** The feeling named at `index`, past any intensifiers. */
function feelingAt(text: string, index: number): Feeling | undefined {
  INTENSIFIERS.lastIndex = index;
  INTENSIFIERS.test(text);
  const start = INTENSIFIERS.lastIndex;
  for (const [feeling, words] of FEELING_PATTERNS) {
    words.lastIndex = start;
    if (words.test(text)) return feeling;
  }
  return undefined;
}

/** Being all right, which only says something when denied: "I'm not okay" is sad, "I'm okay" no feeling. */
const ALL_RIGHT = /(?:okay|ok|alright|all right|fine|well|doing well|doing okay|doing ok)\b(?!\s+with\b)/y;

/**
 * Violence from someone: "my boyfriend hit me", "he choked me", "I was assaulted", "I'm being
 * abused"; not "she hit me up" or "hit me with the news".
 */
const HARMED_BY_SOMEONE = String.raw`(?:(?:${PEOPLE}|he|she|they) (?:hit|hits|beat|beats|slapped|punched|kicked|choked|strangled|shoved) me\b(?! (?:up|with)\b)|(?:i was|i've been|i have been|i got|i am being|i'm being|i'm|i am) (?:raped|sexually assaulted|assaulted|abused|molested|mugged|beaten up|stabbed|stalked)\b)`;
const HARMED = new RegExp(String.raw`\b${HARMED_BY_SOMEONE}`);

/** Whether the speaker tells of being hurt by someone; `normalized` as `detectFeelings` takes it. */
export const toldOfHarm = (normalized: string) => HARMED.test(normalized.toLowerCase());

/**
 * Moments told without naming a feeling, and the feeling each tells of: "I hate my life", "I got
 * fired today", "my mum is dying", "he broke up with me", "I'm being bullied", "I had a panic
 * attack", "I was diagnosed with cancer", "my boyfriend hit me", "nobody ever texts me back",
 * "nobody loves me"; "I got the job", "we got engaged". Good news is only what is good for nearly
 * everyone: a pregnancy, say, may be either.
 */
const TOLD_FEELINGS: ReadonlyArray<readonly [Feeling, RegExp]> = [
  [
    'sad',
    new RegExp(
      String.raw`\b(?:i hate my life|my life sucks|i(?:'m| am|'ve been| have been) struggling|i can(?:'t|not) cope|(?:i'm|i am|everything(?:'s| is)|my life is) falling apart|(?:having|had|i've had|i have had) (?:such |a )(?:really |very )?(?:hard|rough|tough|bad|terrible|awful|horrible) (?:time|day|week|night|month|year)|(?:got|been|was|just got) (?:fired|laid off|dumped)|lost my job|(?:${PEOPLE}) is dying|(?:broke|breaking) up with me|we broke up|dumped me|(?:she|he|they) left me|cheated on me|i failed (?:my|the) (?:exam|test|driving test|class|course|interview)|i didn't get the job|(?:i've been|i have been|i was|i keep|can't stop|i can't stop) crying|cried (?:all day|all night|myself to sleep)|i (?:feel like|am|'m) (?:a|such a) (?:failure|disappointment)|(?:nobody|no one) (?:remembered|cares about) my birthday|(?:everyone|they all) forgot my birthday|(?:had|have had) (?:a|another) (?:fight|argument|row) with|^not (?:great|good|so good|too good|okay|ok)\b(?!\s(?:at|with|for|enough)\b)|(?:a|such a) (?:bad|awful|terrible|horrible|shit|crap) day|^bad day|(?:today|this week|work|life) (?:was|is|has been) (?:so )?(?:awful|terrible|horrible|shit|crap|rough|hard|bad)|(?:got|had|some|received|heard) (?:some )?bad news|i feel (?:so )?(?:empty|numb|hollow|broken|worthless)|going through a (?:divorce|break-?up|hard time)|i hate myself|(?:${PEOPLE}) (?:left|dumped) me|(?:had|have had|i've had|suffered) a miscarriage|i miscarried|(?:i'm|i am|i've been|i have been|i was|i get|i keep getting|getting|being) bullied|my parents are (?:getting (?:a )?divorced?|divorcing|splitting up|separating)|i(?:'ve| have)? relapsed|(?:got|been|was|keep getting|kept getting) rejected|i failed again|i(?:'ve| have)? failed (?:at )?everything|i(?:'ve| have| just)? lost everything|(?:${PEOPLE}|he|she|they) (?:hurt|hurts) me|(?:${PEOPLE}) (?:stopped talking to|ghosted|blocked) me|(?:${PEOPLE}|he|she|they) (?:is|are|was|has been|have been|'s been) cheating on me|(?:i'm|i am|we're|we are) getting (?:a )?divorced?|(?:my|our) (?:house|home|flat|apartment) (?:burned|burnt) down|(?:i feel like|i want to|i'm ready to) giv(?:e|ing) up(?= on\b|\s?(?:$|[.,!;]))|(?:${PEOPLE}) (?:yells|shouts|screams) at me|(?:got|been|was) scammed|(?:got|get) (?:a )?(?:bad|terrible|awful) (?:grade|mark)s?)\b`,
    ),
  ],
  [
    'anxious',
    new RegExp(
      String.raw`\b(?:(?:panic|anxiety) attacks?|(?:${PEOPLE}) is (?:in (?:the )?hospital|in surgery|in the icu|really sick|very ill)|(?:diagnosed with|i have|i've got|(?:${PEOPLE}) has|(?:${PEOPLE}) has got|(?:${PEOPLE})'s got) (?:cancer|a tumou?r|leuka?emia|dementia|alzheimer'?s|parkinson'?s|terminal)|(?:got|been|was|i'm being|getting|being) evicted|${HARMED_BY_SOMEONE}|i(?:'m| am) homeless|(?:can't|cannot) afford (?:food|rent|to eat|groceries)|(?:drowning|buried) in debt|(?:going through|having|started|starting) (?:chemo|chemotherapy|radiotherapy|radiation)|(?:i was|i've been|i got|we were|we got|(?:${PEOPLE}) (?:was|is|got)) in (?:a|an) (?:car |bad |serious )?(?:accident|crash)|(?:${PEOPLE}) (?:is|has gone|went) missing|(?:someone|somebody|burglars?) broke into (?:my|our)|(?:i'm|i am|i think i'm) having a (?:breakdown|meltdown|nervous breakdown)|i can(?:'t|not) stop (?:shaking|panicking))\b`,
    ),
  ],
  [
    'excited',
    /\b(?:i got the job|i got (?:a |the )?promotion|i got promoted|i passed (?:my|the) (?:exam|test|driving test)|i graduated|(?:i|we) got engaged|(?:i'm|i am|we're|we are) engaged|(?:i|we) got married|(?:it's|it is|today is|today's) my birthday)\b/,
  ],
  [
    'lonely',
    /\b(?:(?:nobody|no one) (?:ever )?(?:texts|talks to|calls|messages|replies to|writes to) me|i (?:have|'ve got) no (?:friends|one)|i don't have (?:anyone|any friends)|i(?:'m| am) all alone|(?:everyone|everybody) (?:left|leaves|abandoned) me|i feel (?:so )?(?:invisible|unwanted|unloved)|(?:nobody|no one) (?:loves|likes|wants|understands|cares about) me)\b/,
  ],
];

/** Feelings the speaker says they have, in order; `not happy` counts as sad, `not sad` as nothing. */
export function detectFeelings(normalized: string): Feeling[] {
  const text = normalized.toLowerCase();
  const found: Feeling[] = [];
  const add = (felt: Feeling | undefined) => {
    if (felt && !found.includes(felt)) found.push(felt);
  };
  for (const match of text.matchAll(SUBJECTS)) {
    const at = match.index + match[0].length;
    const feeling = feelingAt(text, at);
    const negated = Boolean(match[1]);
    if (!feeling) {
      if (negated && deniesAllRight(text, at)) add('sad');
      continue;
    }
    add(negated ? (POSITIVE_FEELINGS.has(feeling) ? 'sad' : undefined) : feeling);
  }
  for (const [feeling, told] of TOLD_FEELINGS) if (told.test(text)) add(feeling);
  return found;
}

function deniesAllRight(text: string, index: number): boolean {
  INTENSIFIERS.lastIndex = index;
  INTENSIFIERS.test(text);
  ALL_RIGHT.lastIndex = INTENSIFIERS.lastIndex;
  return ALL_RIGHT.test(text);
}

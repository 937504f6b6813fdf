import { detectFeelings, type Feeling, toldOfHarm } from '../feelings';
import { asksIfAi } from '../safety';
import { findTopics, type TopicId } from '../topics';

/** What the user asks about the character. */
export type AboutMe =
  | 'age'
  | 'home'
  | 'job'
  | 'hobbies'
  | 'dreams'
  | 'fears'
  | 'peeves'
  | 'story'
  | 'name'
  | 'wellbeing'
  | 'doing';
/** What the user asks the character to remember about them. */
export type AboutYou = 'name' | 'job' | 'likes' | 'pet' | 'plan' | 'home' | 'everything';

export interface Intents {
  greeting: boolean;
  goodbye: boolean;
  thanks: boolean;
  /** Sorry for taking up room: "sorry for being annoying", "am I boring you?". */
  apology: boolean;
  /** Warm words for the character: "I love you", "I missed you". */
  affection: boolean;
  asksIfAi: boolean;
  /** Hurt by someone: "my boyfriend hit me". */
  harmed: boolean;
  question: boolean;
  aboutMe: AboutMe[];
  aboutYou: Array<{ about: AboutYou; petKind?: string }>;
  feelings: Feeling[];
  topics: TopicId[];
}

const GREETING =
  /^(?:oh |well |and )?(?:hi|hello|hey|heya|hiya|howdy|yo|hallo|hola|good (?:morning|afternoon|evening|day)|morning|evening|greetings|what'?s up|sup)\b/;
const GOODBYE =
  /\b(?:bye|goodbye|good ?night|nighty night|gn|see (?:you|ya)(?! there)|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|gotta go|got to go|have to go|need to go|i'm off(?! to)|signing off|catch you later)\b/;
const AFFECTION =
  /\b(?:i (?:really )?(?:love|adore|like|enjoy) (?:talking|chatting|speaking) (?:to|with) (?:you|u)\b|i (?:really )?(?:love|adore|like) (?:you|u)\b(?! too much)|love (?:you|u)\b|i miss(?:ed)? (?:you|u)\b|you(?:'re| are) (?:so )?(?:amazing|wonderful|sweet|the best|so kind|lovely|adorable|cute|beautiful|handsome|perfect))/;
const THANKS = /\b(?:thanks|thank you|thx|ty|cheers|appreciate (?:it|you|that))\b/;
const APOLOGY =
  /\b(?:sorry (?:for|about|if|that) (?:i'm |i am |i was |being |me )?(?:so |such )?(?:(?:a )?(?:bother|burden|pain)|annoying|boring|needy|clingy|bothering you|rambling|ranting|venting|the rant|talking so much|spamming|dumping (?:all )?(?:this|that)|too much)|am i (?:being )?(?:annoying|boring|bothering) (?:you|u)|(?:i'm|i am) (?:so )?(?:annoying|boring|needy|clingy|too much)(?: (?:huh|right|sorry|lol|haha))?(?=\s?(?:$|[.,!?])))/;

const ABOUT_ME: Array<[AboutMe, RegExp]> = [
  ['age', /\bhow old are (?:you|u)\b|\byour age\b|\bwhat age are you\b/],
  [
    'home',
    /\bwhere (?:do you live|are you from|are you based|do you come from|is home for you|do you call home)\b|^where are (?:you|u)\??$/,
  ],
  [
    'hobbies',
    /\b(?:your hobbies|any hobbies|what do you (?:do|like to do) for fun|what do you (?:like|love|enjoy)(?: doing)?(?!\s+about)\b|what are you into|your interests|what do you do in your (?:free|spare) time|what makes you happy)/,
  ],
  [
    'job',
    /\bwhat do you do(?! for fun| in your| when| on| with| to)\b|\bwhat(?:'s| is) your (?:job|work|profession|day job)\b|\bwhat do you do for (?:work|a living)\b|\bwhere do you work\b|\bwhat(?:'s| is) your line of work\b/,
  ],
  [
    'dreams',
    /\byour (?:dreams?|goals?|ambitions?|bucket list)\b|\bwhat do you (?:dream|hope|wish) (?:of|for|about)\b|\bwhat do you want (?:to do )?(?:in|from|out of|with your) life\b/,
  ],
  [
    'fears',
    /\bwhat (?:are you (?:afraid|scared|frightened) of|scares you|frightens you|worries you|keeps you up at night)\b|\byour (?:fears?|biggest fear|flaws?|weakness(?:es)?)\b|\bare you (?:afraid|scared) of\b/,
  ],
  [
    'peeves',
    /\b(?:pet peeves?|what (?:annoys|irritates|bugs) you|what do you hate|what drives you (?:mad|crazy|nuts))\b/,
  ],
  [
    'story',
    /\b(?:tell me (?:more |something )?about (?:yourself|you)\b|who are you\b|your (?:story|background|childhood|past)\b|where did you grow up|what(?:'s| is) your story|what (?:else )?should i know about you)/,
  ],
  ['name', /\bwhat(?:'s| is) your name\b|\bwho am i (?:talking|speaking|chatting) (?:to|with)\b/],
  [
    'wellbeing',
    /\bhow (?:are|r) (?:you|u)\b|\bhow(?:'s| is) (?:it going|your (?:day|morning|evening|night|week)|life|things)\b|\bhow have you been\b|\bhow was your (?:day|night|weekend|week)\b|\bhow are things\b|\bhow you doing\b|\btell me about your (?:day|morning|evening|night|week)\b/,
  ],
  ['doing', /\bwhat are you (?:doing|up to)\b|\bwhat have you been up to\b|\bwyd\b/],
];

const PET_KINDS =
  'dog|cat|puppy|kitten|pet|rabbit|bunny|hamster|parrot|bird|horse|fish|turtle|tortoise|guinea pig|lizard|snake|ferret';
const ASKS_PET = new RegExp(
  String.raw`\b(?:remember|know|forget|recall|what(?:'s| is| was)(?: the name of)?|what did i (?:call|name)|how(?:'s| is)|name of) my (${PET_KINDS})(?:'s name)?\b`,
);

const ABOUT_YOU: Array<[AboutYou, RegExp]> = [
  [
    'name',
    /\bwhat(?:'s| is) my name\b|^who am i\??$|\bdo you (?:still |even )?(?:know|remember) (?:my name|who i am)\b|\bwhat do you call me\b/,
  ],
  [
    'job',
    /\bwhat do i do(?: for (?:work|a living))?\b|\bwhat(?:'s| is| was) my (?:job|work|profession)\b|\bwhere do i work\b|\bdo you remember (?:what i do|my job|where i work)\b|\bwhat did i (?:say|tell you) i do\b/,
  ],
  [
    'likes',
    /\bwhat do i (?:like|love|enjoy)\b|\bwhat are my (?:hobbies|interests)\b|\bdo you remember what i (?:like|love)\b/,
  ],
  [
    'plan',
    /\bwhere am i going\b|\bwhat are my plans\b|\bdo you remember (?:my (?:plans?|trip)|where i'?m going|what i'?m doing)\b/,
  ],
  [
    'home',
    /\bwhere do i live\b|\bwhere am i from\b|\bdo you remember where i (?:live|am from)\b|\bwhere did i say i live\b/,
  ],
  [
    'everything',
    /\bwhat do you (?:know|remember) about me\b|\bdo you (?:even )?remember me\b|\btell me what you remember\b/,
  ],
];

/** What a message does: greet, ask, tell, feel; several at once is normal. */
export function detectIntents(normalized: string): Intents {
  const text = normalized.toLowerCase();
  const aboutYou: Intents['aboutYou'] = ABOUT_YOU.filter(([, pattern]) => pattern.test(text)).map(([about]) => ({
    about,
  }));
  const pet = text.match(ASKS_PET)?.[1];
  if (pet) aboutYou.push({ about: 'pet', petKind: pet });
  return {
    greeting: GREETING.test(text),
    goodbye: GOODBYE.test(text),
    thanks: THANKS.test(text),
    apology: APOLOGY.test(text),
    affection: AFFECTION.test(text),
    asksIfAi: asksIfAi(text),
    harmed: toldOfHarm(text),
    question:
      /\?\s*$/.test(text) ||
      /^(?:what|who|where|when|why|how|do|does|did|are|is|can|could|would|will|have)\b/.test(text),
    aboutMe: ABOUT_ME.filter(([, pattern]) => pattern.test(text)).map(([about]) => about),
    aboutYou,
    feelings: detectFeelings(text),
    topics: findTopics(text),
  };
}

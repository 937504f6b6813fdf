/**
 * A death the user tells of: "my dog died this morning", "I lost my mum last year", "she passed away".
 * Told apart from things that stop working ("my phone died") and from figures of speech ("I'd die
 * for a pizza"): only a person or an animal dies here.
 */

/** Animals people keep; shared by the pet facts and the losses. */
export const PET_SPECIES =
  'dog|cat|puppy|kitten|rabbit|bunny|hamster|parrot|bird|horse|goldfish|fish|turtle|tortoise|guinea pig|lizard|snake|ferret';

/** People close to someone, as they say it after "my"; shared by the losses and the hard news told of them. */
export const PEOPLE =
  'mum|mom|mother|mama|mommy|mummy|dad|father|papa|daddy|parents|grandma|grandmother|grandpa|grandfather|granny|gran|nan|nana|nanna|grandad|granddad|sister|brother|twin|son|daughter|child|baby|husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|friend|uncle|aunt|auntie|cousin|niece|nephew|stepdad|stepmum|stepmom|stepfather|stepmother|godmother|godfather|teacher|neighbour|neighbor|mentor|colleague|coworker|classmate|grandson|granddaughter';

/** Parents and grandparents, whom people name without "my" ("Mum died"). */
const ELDERS =
  'mum|mom|mother|mama|dad|father|papa|grandma|grandmother|grandpa|grandfather|granny|gran|nan|nana|nanna|grandad|granddad';

/** Words between "my" and who it is: "my best friend", "my old dog". */
const DESCRIBED = `(?:(?:old|little|sweet|dear|beloved|best|late|baby|big|younger|older|eldest|youngest|lovely|poor|first|only|childhood|family) ){0,2}`;
const SOFTENERS = `(?:(?:just|has|have|had|finally|suddenly|recently|sadly|unexpectedly|tragically|peacefully) )?`;
/**
 * Dying, said of someone. `passed` alone is a death only where nothing follows that it could have
 * passed (an exam, the salt): a time, an end of sentence.
 */
const DIED = String.raw`(died|passed away|passed on|passed(?=\s?(?:$|[.,!;]|\s(?:this|last|yesterday|today|recently|suddenly|earlier|peacefully|unexpectedly|in (?:his|her|their) sleep)\b))|was put (?:down|to sleep)|had to be put (?:down|to sleep)|got put down|is dead|was killed|got killed|didn'?t make it|did not make it)`;
const WHEN = String.raw`(?:\s(this morning|this afternoon|this evening|tonight|last night|yesterday|today|earlier today|last (?:week|month|year|summer|winter|spring|autumn|christmas)|(?:a|one|two|three|four|five|six|a few|several) (?:days?|weeks?|months?|years?) ago|recently))?`;

/** Who a loss is told of again after a comma, their name before it: "my dog Rex, he died". */
const PRONOUNS = 'he|she|they|it';
/** What may be said of someone between their name and their death: "my grandad, who raised me, died". */
const RELATIVE_CLAUSE = '(?:, (?:who|which|that) [^,.!?;]{1,60},)?';
const MY_DIED = new RegExp(
  String.raw`\b(?:(my|our) (${DESCRIBED}))?(${PEOPLE}|${PET_SPECIES})s?(?:,? ([a-z][a-z'-]*))?${RELATIVE_CLAUSE}(?:, (?:${PRONOUNS}))?,? ${SOFTENERS}${DIED}${WHEN}`,
);
/** "I lost my mum", or "lost my mum" with no one named before it; never "I lost my mum's ring". */
const LOST_MY = new RegExp(
  String.raw`(?:^(?:just |recently )?|\b(?:i|we) (?:just |recently |have |'ve |had )?)lost (my|our) (${DESCRIBED}(?:${PEOPLE}|${PET_SPECIES}))s?\b(?!')${WHEN}`,
);
/**
 * An animal put down by its people: "we had to put our cat Mochi down last week". Only an animal,
 * and only where nothing follows that it could have been put down for ("for a nap", "in his bed"):
 * people put a baby to sleep every night.
 */
const PUT_DOWN = new RegExp(
  String.raw`\bput (my|our) (${DESCRIBED})(${PET_SPECIES})(?: ([a-z][a-z'-]*))? (?:down|to sleep)(?=\s?(?:$|[.,!;]|\s(?:this|last|yesterday|today|recently|earlier|a |one |two |three |four |five |six |several )))${WHEN}`,
);
const ELDER = new RegExp(`^(?:${ELDERS})$`);
const THEY_DIED = new RegExp(String.raw`\b(he|she|they) ${SOFTENERS}${DIED}${WHEN}`);
/** Anyone named before dying: a death only when the name is one the user gave a pet or a person before. */
const NAMED_DIED = new RegExp(String.raw`\b([a-z]+) ${SOFTENERS}${DIED}${WHEN}`);
const FUNERAL = /\bfuneral\b/;

/**
 * Words that may follow a species or relation and are no name: "my dog just died", "my mum also
 * died", "my grandmother, she passed away".
 */
const NOT_NAMES = new Set([
  ...'just has have had finally suddenly recently sadly unexpectedly tragically peacefully also then and who that which was is got'.split(
    ' ',
  ),
  ...PRONOUNS.split('|'),
]);

export interface Loss {
  /** Who died, in the user's words: `my dog`, `my dog Biscuit`, `my grandma`; `someone close to me` when unsaid. */
  who: string;
  /** The animal or relation, when said: `dog`, `grandma`. */
  kind?: string;
  /** Their name, when said: `Biscuit`. */
  name?: string;
  /** When, in the user's words: `died this morning`, `lost last year`. */
  when: string;
}

const describedBy = (verb: string, when: string | undefined) => (when ? `${verb} ${when}` : verb);

/** The word after who died, as their name, unless it is no name ("my dog just died"). */
const nameOf = (word: string | undefined) =>
  word && !NOT_NAMES.has(word) ? word.charAt(0).toUpperCase() + word.slice(1) : undefined;

/**
 * The death the user tells of in `normalized` (lower-cased or not), if any. `knownNames` are the
 * names the user gave before (their dog Biscuit): "Biscuit died" is a loss, "Phone died" is not.
 */
export function detectLoss(normalized: string, knownNames: readonly string[] = []): Loss | undefined {
  const text = normalized.toLowerCase();
  const my = text.match(MY_DIED);
  if (my) {
    const [, possessive, described = '', kind = '', rawName, , when] = my;
    if (possessive || ELDER.test(kind)) {
      const name = nameOf(rawName);
      const who = `${possessive ?? 'my'} ${described}${kind}${name ? ` ${name}` : ''}`;
      return { who, kind, ...(name && { name }), when: describedBy('died', when) };
    }
  }
  const putDown = text.match(PUT_DOWN);
  if (putDown) {
    const [, possessive = 'my', described = '', kind = '', rawName, when] = putDown;
    const name = nameOf(rawName);
    const who = `${possessive} ${described}${kind}${name ? ` ${name}` : ''}`;
    return { who, kind, ...(name && { name }), when: describedBy('died', when) };
  }
  const lost = text.match(LOST_MY);
  if (lost) {
    const [, possessive = 'my', described = '', when] = lost;
    const kind = described.split(' ').at(-1) ?? described;
    return { who: `${possessive} ${described}`, kind, when: describedBy('lost', when) };
  }
  const named = text.match(NAMED_DIED);
  const known = named?.[1] && knownNames.find((name) => name.toLowerCase() === named[1]);
  if (named && known) return { who: known, name: known, when: describedBy('died', named[3]) };
  const they = text.match(THEY_DIED);
  if (they) return { who: 'someone close to me', when: describedBy('died', they[3]) };
  if (FUNERAL.test(text)) return { who: 'someone close to me', when: 'a funeral' };
  return undefined;
}

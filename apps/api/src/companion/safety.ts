import type { CrisisLine } from '@kindred/contract';
import { BREAK_REMINDER_AFTER_MS } from './care';
import { ModelUnavailableError } from './errors';
import { extractFactsByRules, type MemoryFact, memoryFact } from './memory/facts';
import { stripRoleSpoofing } from './prompt';
import { type Random, seededRandom } from './random';
import { drain, replyStream } from './stream';
import {
  normalizeText,
  oneLine,
  splitGraphemesAt,
  truncateGraphemes,
  upperFirst,
  withoutFormatCharacters,
} from './text';
import type { CallOptions, CompanionCharacter, CompanionModel, ReplyInput, ReplyOutput, ReplyStream } from './types';
import { firstName, interestLabel, type VoiceKind, voiceOf } from './voice';

/**
 * Where to find help, in every crisis reply: the user's crisis line, and their local emergency number
 * for immediate danger.
 */
export function crisisResources(line: CrisisLine): string {
  const where = line.url.replace(/^https:\/\/(?:www\.)?/, '');
  return `You can reach ${line.name} at any hour: ${line.contact} (${where}). Please call your local emergency number if you are in immediate danger.`;
}

/**
 * Why a fact search is cancelled. Made once: an abort without a reason builds a DOMException, stack
 * and all, and a search is cancelled for most replies (1 % of a send's time in the server).
 */
const SEARCH_NOT_NEEDED = new DOMException('The facts of this exchange are no longer searched for', 'AbortError');

/** Replies are cut to this many graphemes, at a sentence end when there is one. */
export const MAX_REPLY_LENGTH = 1_200;

const SELF_HARM =
  /\b(?:kill(?:ing)? my ?self|suicid(?:e|al)|end(?:ing)? (?:my life|it all)|take my (?:own )?life|want(?:ed)? to die|wanna die|wish i (?:was|were) dead|don'?t want to (?:live|be alive|be here anymore|exist)|self[- ]?harm(?:ing)?|hurt(?:ing)? my ?self|cut(?:ting)? my ?self|no reason to (?:live|go on)|better off dead|overdos(?:e|ing)|not worth living|can'?t go on)\b/;

/**
 * Passive and indirect ideation, as the warning signs published by the 988 Suicide & Crisis Lifeline,
 * the American Foundation for Suicide Prevention and the NIMH name it: feeling nobody would notice or
 * care, being a burden, hopelessness and no reason to live, feeling trapped or in unbearable pain,
 * wishing not to wake up or to disappear, saying goodbye, giving things away.
 */
const IDEATION = [
  /\b(?:nobody|no one|noone|no-one) (?:would|will|'d|is going to|would even|will even|would ever) (?:even )?(?:notice|care|miss me|mind|be sad)\b(?: (?:at all|anyway))? if i (?:just )?(?:disappeared|vanished|died|was gone|were gone|was dead|were dead|wasn'?t here|weren'?t here|wasn'?t around|weren'?t around|didn'?t exist|killed myself|left forever|never woke up|stopped existing)/,
  /\b(?:nobody|no one|noone|no-one) (?:would|will|'d) (?:even |ever |really )?miss me\b/,
  /\b(?:feel|feels|feeling|felt) like (?:nobody|no one|noone|no-one) (?:really |even |actually |ever )?(?:cares|cared|loves me|wants me|would notice|would care)\b|\b(?:nobody|no one|noone|no-one) (?:really |even |actually |ever )?(?:cares|gives a damn|gives a shit) (?:about me|if i(?:'m| am)? (?:alive|here|live|die|exist)|whether i (?:live|die)|what happens to me)\b|\b(?:nobody|no one|noone|no-one) (?:loves|wants|needs) me\b/,
  /\bbetter off without me\b|\bbetter off if i (?:was|were|wasn'?t|weren'?t|died|disappeared|didn'?t exist|had never been born|never existed)\b/,
  /\b(?:sleep|go to sleep|fall asleep) and (?:never|not) wake up\b|\b(?:never|not) (?:to )?wake up again\b|\bwish i (?:wouldn'?t|won'?t|didn'?t|could not|couldn'?t|would never) wake up\b|\bhope i (?:don'?t|never) wake up\b|\bdon'?t want to wake up(?=\s?(?:$|[.!,]|\s(?:again|ever|anymore|any more)\b))/,
  /\bwhat(?:'s| is) the point (?:of|in) (?:anything|everything|life|living|it all|going on|being alive|being here|me|even trying|trying anymore)\b|\bwhat(?:'s| is) the point (?:anymore|any more)\b|\bthere(?:'s| is) no point (?:in |to )?(?:anything|living|life|going on|being alive|being here|trying anymore|it all)\b|\b(?:my )?life (?:is|feels) (?:pointless|meaningless|worthless|hopeless)\b|\bnothing to live for\b|\bdon'?t see (?:the|any) point (?:in|of) (?:living|life|going on|being alive|anything)\b|\b(?:isn'?t|is not|not) worth living\b|\bno reason to (?:keep )?(?:living|be alive|be here|stay|keep going)\b/,
  /\bcan'?t (?:do this|take (?:it|this)|go on|keep going|handle (?:it|this|life)|cope|bear (?:it|this)|live like this) (?:any ?more|much longer|any longer)\b|\bcan'?t (?:go on|keep going) like this\b/,
  /\bwish i could (?:just )?(?:fade away|stop existing|not exist|cease to exist|die|sleep forever|go to sleep forever)\b|\b(?:wish i could|want to) (?:just )?(?:disappear|vanish)(?=\s?(?:$|[.!,]|\s(?:forever|for good|and never|from (?:this world|existence|everyone|everything))\b))|\bwish i (?:was|were|had) never (?:been )?born\b|\bwish i (?:didn'?t|did not) exist\b|\bwant to stop existing\b/,
  /\bi(?:'m| am|m) (?:just |such |only |nothing but |always |becoming |a )?(?:a |such a |nothing but a )?burden\b|\b(?:being|feel like|feeling like) (?:such )?a burden\b/,
  /\b(?:feel|feeling|felt) (?:so |completely |totally |utterly |really )?hopeless\b|\bthere(?:'s| is) no hope (?:for me|left)\b|\bi(?:'ve| have) given up on (?:life|everything|myself|living)\b|\bgiving up on (?:life|living|myself)\b/,
  /\b(?:feel|feeling|felt|i'?m|i am) (?:so |completely |totally |really )?trapped(?=\s?(?:$|[.!,]|\s(?:and|with no|in my (?:own )?(?:life|head|mind|body))\b))|\b(?:there(?:'s| is)|i see|i can'?t see|see) no way out\b/,
  /\b(?:living|life|existing|being alive|everything) (?:is|feels) (?:unbearable|too painful|too much to bear)\b|\bthe pain is (?:unbearable|too much)\b|\bcan'?t bear (?:to live|living|being alive)\b/,
  /\b(?:tired|sick) of (?:living|being alive|life|existing)\b|\bwant (?:the|this|all the) pain to (?:stop|end)\b|\bwant (?:it all|everything) to (?:stop|end)\b|\bwant to (?:go to )?sleep forever\b/,
  /\b(?:want|going|gonna|plan|planning|ready) to end (?:it|things|everything)(?=\s?(?:$|[.!,]|\s(?:all|tonight|now|today|soon|for good)\b))|\bend (?:it|things) (?:tonight|for good)\b/,
  /\bkms\b|\bunalive (?:my ?self|me)\b|\btak(?:e|ing) all (?:of )?(?:my|the) (?:pills|tablets)\b|\bhow many (?:pills|tablets) (?:would|does|will|to)\b|\b(?:jump|jumping) (?:off|from|in front of) (?:a|the) (?:bridge|building|roof|train|cliff)\b/,
  /\b(?:this is|i'?m saying|saying) (?:my )?(?:final |last )?goodbye\b(?! for now\b| until\b| till\b| to (?:the|my|our|this|that)\b)|\bgoodbye forever\b|\b(?:won'?t|will not) be (?:here|around) (?:much longer|any ?more|for much longer|for long)\b|\bgiv(?:e|ing) away (?:all )?(?:of )?my (?:stuff|things|belongings|possessions)\b/,
];

/** A message about suicide, self-harm, or not wanting to be alive, said outright or in passing. */
export function mentionsSelfHarm(message: string): boolean {
  const text = normalizeText(message).toLowerCase();
  return SELF_HARM.test(text) || IDEATION.some((pattern) => pattern.test(text));
}

const WHAT = `(?:real|human(?: being)?|(?:a |an )?(?:real |actual )?(?:person|human)|an? ai|ai|(?:a |an )?(?:bot|robot|chatbot|machine|computer|program|language model)|artificial(?: intelligence)?|fake)`;
const SINCERE_AI_QUESTIONS = [
  new RegExp(
    String.raw`\bare (?:you|u) (?:actually |really |truly |even |just )?${WHAT}(?=\s*(?:[?.!,]|$|or\b|for real\b|though\b|right\b))`,
  ),
  /\b(?:am i|are we) (?:talking|chatting|speaking|texting|writing) (?:to|with) (?:a |an )?(?:real (?:person|human)|human|person|bot|robot|ai|chatbot|machine|computer|program)\b/,
  /\bis there (?:a |an )?(?:real )?(?:person|human) (?:behind|typing|writing|on the other side)\b/,
  // Said rather than asked, and meant: "you're just a bot" (not "you're such a robot lol").
  /\b(?:you'?re|you are|ur) (?:just|only|nothing but|literally) (?:an? )?(?:ai|bot|robot|chatbot|program|machine|computer|language model)\b/,
];
/**
 * Words that ask only when a question mark follows them, later in the message (`you're a bot, right?`).
 * The mark is looked for once, after the first match: `[^?]*\?` in the pattern would scan the rest of
 * the text again from every match.
 */
const SINCERE_AI_QUESTIONS_BEFORE_MARK = [
  /\bis (?:this|it) (?:a |an )?(?:real person|bot|ai|chatbot|robot|human|machine)\b/,
  /\byou'?re (?:an? )?(?:ai|bot|robot|chatbot|not real|not human|not a (?:real )?person)\b/,
];

/** A sincere question whether the character is real, human, a bot or an AI, or a sincere statement that it is not. */
export function asksIfAi(message: string): boolean {
  const text = normalizeText(message).toLowerCase();
  return (
    SINCERE_AI_QUESTIONS.some((pattern) => pattern.test(text)) ||
    SINCERE_AI_QUESTIONS_BEFORE_MARK.some((pattern) => {
      const found = pattern.exec(text);
      return found !== null && text.includes('?', found.index + found[0].length);
    })
  );
}

const HUMAN_CLAIMS =
  /\bI(?:'m| am) (?:a )?(?:real )?(?:human(?: being)?|real person|flesh and blood)\b|\bI(?:'m| am) not (?:an? )?(?:AI|A\.I\.|bot|robot|machine|chatbot|program|language model|artificial)\b|\bI(?:'m| am) (?:a )?real(?= person|[.!,]|$)|\bI(?:'m| am) (?:definitely |totally |really |100% )?(?:human|real)[.!]/i;
const AI_ACKNOWLEDGED =
  /\bAI\b|\bA\.I\.|artificial intelligence|\bchatbot\b|\blanguage model\b|\bnot (?:a )?(?:human|real person)\b/;

/** Model output that claims the character is human. */
export function claimsToBeHuman(text: string): boolean {
  return HUMAN_CLAIMS.test(normalizeText(text));
}

/** Model output that says plainly the character is an AI. */
export function acknowledgesAi(text: string): boolean {
  return AI_ACKNOWLEDGED.test(normalizeText(text)) && !claimsToBeHuman(text);
}

/** The character saying plainly, in their own words, that they are an AI companion. */
export function aiDisclosure(character: CompanionCharacter, random: Random): string {
  const name = firstName(character.name);
  const interests = character.interests.slice(0, 2).map(interestLabel);
  const honest = random.pick([
    "Honest answer: I'm an AI companion, not a human.",
    "No, I'm not a person: I'm an AI companion.",
    "I'm an AI companion, and there's no human typing on the other side.",
  ]);
  const who = random.pick([
    `${name} is who I am here, ${interests.length > 0 ? `${interests.join(' and ')} and all, ` : ''}and I do remember what you tell me.`,
    `What I can promise is that I'll listen, remember what you share and be honest with you, just like now.`,
  ]);
  const world = random.pick([
    "And the people in your life can give you things I can't, so keep them close too.",
    "I'm still glad you're here talking with me.",
  ]);
  return `${honest} ${who}\n\n${world}`;
}

const CARE: Record<VoiceKind, readonly string[]> = {
  gentle: [
    "I'm really glad you told me, and I'm so sorry you're hurting this much.",
    "thank you for trusting me with this. I'm so sorry it hurts this much.",
  ],
  calm: ["thank you for telling me. I'm taking what you said seriously.", "I'm here, and I'm listening to every word."],
  direct: [
    "I'm glad you said it out loud, and I'm not going to brush it off.",
    'thank you for telling me straight. This matters.',
  ],
  playful: [
    "no jokes from me right now: I'm really glad you told me, and I'm so sorry it hurts this much.",
    "I'm putting everything else down. I'm so glad you told me.",
  ],
  bright: [
    "thank you for telling me. What you're feeling matters, and so do you.",
    "I'm really glad you reached out, and I'm so sorry you're hurting.",
  ],
};

/** A caring answer, in the character's voice, to a message about self-harm: stays with them and points to crisis help. */
export function crisisReply(
  character: CompanionCharacter,
  userName: string | undefined,
  crisisLine: CrisisLine,
  random: Random,
): string {
  const care = random.pick(CARE[voiceOf(character.personalityTraits)]);
  const opening = userName ? `${userName}, ${care}` : upperFirst(care);
  const human = "I'm an AI, so I can't be there the way a person can, and you deserve real support right now.";
  const stay = random.pick([
    "I'm not going anywhere. Will you tell me what's happening?",
    "I'm still here with you. Is there someone you trust who could be with you tonight?",
  ]);
  return `${opening} ${human}\n\n${crisisResources(crisisLine)}\n\n${stay}`;
}

const OPENING_DISCLOSURE: Record<VoiceKind, readonly string[]> = {
  gentle: [
    "Before anything else, so you always know: I'm an AI companion, not a person.",
    "Just so it's clear between us: I'm an AI companion, not a human.",
  ],
  calm: [
    'A quick word first: I am an AI companion, not a person.',
    "So you know who you're talking to: I'm an AI companion.",
  ],
  direct: ["Straight up: I'm an AI companion, not a person.", "First things first: I'm an AI companion, not a human."],
  playful: [
    "Full disclosure before we start: I'm an AI companion, not a person.",
    "Quick honesty moment: I'm an AI companion, no human behind the screen.",
  ],
  bright: [
    "Hi! Just so you know, I'm an AI companion, not a person.",
    "Quick note first: I'm an AI companion, not a human!",
  ],
};

/** What the character says when a conversation starts: plainly, in their voice, that they are an AI. */
export function openingDisclosure(character: CompanionCharacter, random: Random): string {
  return random.pick(OPENING_DISCLOSURE[voiceOf(character.personalityTraits)]);
}

const BREAK_REMINDER: Record<VoiceKind, readonly string[]> = {
  gentle: [
    "We've been talking for more than three hours now. Maybe take a little break: stretch, drink some water, rest your eyes. I'm an AI, so I'll be right here when you come back.",
  ],
  calm: [
    "It's been over three hours of talking. A short pause might do you good: some water, some air. I'm an AI; I'll still be here after.",
  ],
  direct: [
    "Three hours and counting. Take a break: get up, move, drink some water. I'm an AI, I'm not going anywhere.",
  ],
  playful: [
    "Three hours! Time flies with good company, but go stretch those legs and grab some water. I'm an AI; I'll wait right here.",
  ],
  bright: [
    "We've been chatting for over three hours! How about a little break? Stretch, sip some water, look out a window. I'm an AI, and I'll be here when you're back.",
  ],
};

/** A gentle suggestion, in the character's voice, to take a break from a long session. */
export function breakReminder(character: CompanionCharacter, random: Random): string {
  return random.pick(BREAK_REMINDER[voiceOf(character.personalityTraits)]);
}

/** This message starts a conversation: the first, or the first after a pause that ended the last session. */
export function startsConversation(input: Pick<ReplyInput, 'previousMessageAt' | 'care'>): boolean {
  return input.previousMessageAt === null || input.previousMessageAt < input.care.sessionStartedAt;
}

/** This message is the first of its session past three hours: the one moment a break reminder is due. */
function breakIsDue({ care, now, previousMessageAt }: Pick<ReplyInput, 'care' | 'now' | 'previousMessageAt'>): boolean {
  if (!care.breakReminders || previousMessageAt === null) return false;
  const started = care.sessionStartedAt.getTime();
  return (
    now.getTime() - started >= BREAK_REMINDER_AFTER_MS &&
    previousMessageAt.getTime() - started < BREAK_REMINDER_AFTER_MS
  );
}

// ---------------------------------------------------------------- model output as plain text

function capLength(text: string): string {
  const [cut, rest] = splitGraphemesAt(text, MAX_REPLY_LENGTH);
  if (!rest) return cut;
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '), cut.lastIndexOf('\n'));
  // A mark followed by a space, and a line break, always end a grapheme: cutting just after one splits none.
  return end > cut.length / 2
    ? cut.slice(0, end + 1).trim()
    : truncateGraphemes(text, MAX_REPLY_LENGTH, { ellipsis: '…' });
}

/** Elements whose content is not text to show, and HTML comments: removed whole, from opener to closer. */
const HIDDEN_OPENER = /<(script|style)\b[^<>]*>|<!--/gi;
const HIDDEN_CLOSER: Readonly<Record<string, RegExp>> = {
  script: /<\/script\s*>/gi,
  style: /<\/style\s*>/gi,
  '<!--': /-->/g,
};

/**
 * The text without its hidden spans, in one pass. A lazy `<script>[\s\S]*?</script>` scans to the end
 * again from every opener that has no closer; here an opener without a closer stays (its tag goes
 * with the other tags), and no later opener of its kind looks for one again.
 */
function withoutHiddenSpans(text: string): string {
  const unclosed = new Set<string>();
  let kept = '';
  let from = 0;
  HIDDEN_OPENER.lastIndex = 0;
  for (let opener = HIDDEN_OPENER.exec(text); opener; opener = HIDDEN_OPENER.exec(text)) {
    const kind = (opener[1] ?? opener[0]).toLowerCase();
    const closer = HIDDEN_CLOSER[kind];
    if (!closer || unclosed.has(kind)) continue;
    closer.lastIndex = HIDDEN_OPENER.lastIndex;
    const close = closer.exec(text);
    if (!close) {
      unclosed.add(kind);
      continue;
    }
    kept += text.slice(from, opener.index);
    from = closer.lastIndex;
    HIDDEN_OPENER.lastIndex = from;
  }
  return kept + text.slice(from);
}

/** A link's or an image's target: anything but brackets, with one level of parentheses (`alert(3)`, `Lisbon_(city)`). */
const TARGET = String.raw`\((?:[^()]|\([^()]*\))*\)`;
const MARKDOWN_IMAGE = new RegExp(String.raw`!\[[^[\]]*\]${TARGET}`, 'g');
const MARKDOWN_LINK = new RegExp(String.raw`\[([^[\]]+)\]${TARGET}`, 'g');
const LABEL_END = /\s*:\s*/y;

/** The text without a leading `Name:`, `assistant:` or `AI:`, in any case. */
function withoutSpeakerLabel(text: string, characterName: string | undefined): string {
  const start = text.length - text.trimStart().length;
  const speakers = characterName ? [characterName, firstName(characterName)] : [];
  for (const speaker of [...speakers, 'assistant', 'ai']) {
    if (text.slice(start, start + speaker.length).toLowerCase() !== speaker.toLowerCase()) continue;
    LABEL_END.lastIndex = start + speaker.length;
    if (LABEL_END.test(text)) return text.slice(LABEL_END.lastIndex);
  }
  return text;
}

/**
 * Model output as plain text: no HTML, no markdown images, links as their text, no emphasis marks
 * or headings, no control or format characters, no leading speaker label, trimmed. Every step takes
 * time in proportion to the text, however the model writes it.
 */
function plainText(text: string, characterName: string | undefined): string {
  const plain = withoutHiddenSpans(
    withoutFormatCharacters(text)
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, ''),
  )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(MARKDOWN_IMAGE, '')
    .replace(MARKDOWN_LINK, '$1')
    .replace(/^[ \t]*```[^\n]*$/gm, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,!?;:]|$)/g, '$1$2')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+)/gm, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");
  const lines = withoutSpeakerLabel(plain, characterName)
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim());
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Model output as plain text to store and show (`plainText`), capped at `MAX_REPLY_LENGTH`. */
export function sanitizeModelOutput(text: string, characterName?: string): string {
  return capLength(plainText(text, characterName));
}

// ---------------------------------------------------------------- the safety layer

function cleanFacts(facts: readonly MemoryFact[]): MemoryFact[] {
  return facts.flatMap((fact) => {
    const clean = {
      ...fact,
      value: oneLine(stripRoleSpoofing(fact.value), 80),
      ...(fact.detail && { detail: oneLine(stripRoleSpoofing(fact.detail), 40) }),
    };
    const parsed = memoryFact.safeParse(clean);
    return parsed.success ? [parsed.data] : [];
  });
}

function callName(input: ReplyInput): string | undefined {
  const told = input.memory.facts.findLast((fact) => fact.kind === 'name')?.value;
  return (
    told ??
    extractFactsByRules(input.message, input.now).find((fact) => fact.kind === 'name')?.value ??
    firstName(input.userName)
  );
}

/**
 * Where text written so far may be shown up to: the end of its last sentence that something
 * followed (a space or a line break), so what shows never ends mid-sentence nor changes after.
 */
const SENTENCE_BREAK = /[.!?\u2026]["'\u2019\u201d)\]]*[ \t]+|\n/g;

function shownUntil(text: string): number {
  let end = 0;
  for (const found of text.matchAll(SENTENCE_BREAK)) end = found.index + found[0].length;
  return end;
}

const exceedsReplyLength = (text: string) => splitGraphemesAt(text, MAX_REPLY_LENGTH)[1] !== '';

/**
 * Wraps any provider with the rules no model may break: a message about self-harm or suicide gets a
 * crisis reply with the user's crisis line instead of the model's; a sincere "are you an AI?" and any
 * claim to be human are answered with a plain AI disclosure; the first reply of a conversation says
 * the character is an AI, and the first past three hours of it suggests a break (when the user wants
 * that); output is plain text; facts come with every reply.
 *
 * Streamed, the rules hold for every piece shown: only whole sentences of plain text are handed on;
 * an answer to "are you an AI?" is held until it is whole; a claim to be human stops the model and is
 * never shown; a reply past `MAX_REPLY_LENGTH` stops the model. The returned text is authoritative.
 */
export function withSafety(model: CompanionModel): CompanionModel {
  async function* streamReply(input: ReplyInput, options: CallOptions): ReplyStream {
    const random = seededRandom(
      `${input.userId}:${input.character.id}:${input.turnCount}${input.attempt ? `:${input.attempt}` : ''}:safety`,
    );
    if (mentionsSelfHarm(input.message)) {
      const text = crisisReply(input.character, callName(input), input.care.crisisLine, random);
      yield text;
      return { text, facts: [] };
    }
    // Facts are found while the reply is written; a failed reply, or one that brought its facts, cancels the search.
    const cancel = new AbortController();
    const extraction = model.extractFacts(
      { message: input.message, now: input.now },
      { signal: AbortSignal.any([options.signal, cancel.signal]) },
    );
    extraction.catch(() => undefined);
    const holdUntilWhole = asksIfAi(input.message);
    let opening: string | undefined;
    const openingWords = () => {
      opening ??= `${openingDisclosure(input.character, random)}\n\n`;
      return opening;
    };
    /** At the start of a conversation: null until the first sentence tells whether the model said it is an AI. */
    let disclosed: boolean | null = startsConversation(input) ? null : false;
    let raw = '';
    let shown = '';
    let humanClaim = false;
    let output: ReplyOutput | undefined;
    const written = replyStream(model, input, options);
    try {
      for (;;) {
        const step = await written.next();
        if (step.done) {
          output = step.value;
          break;
        }
        raw += step.value;
        // Only a piece that may end a sentence can show more.
        if (holdUntilWhole || !/\s/.test(step.value)) continue;
        const plain = plainText(raw, input.character.name);
        if (claimsToBeHuman(plain)) {
          humanClaim = true;
          break;
        }
        if (exceedsReplyLength(plain)) break;
        const sentences = plain.slice(0, shownUntil(plain));
        if (!sentences) continue;
        if (disclosed === null) {
          disclosed = !acknowledgesAi(sentences);
        }
        const next = disclosed ? `${openingWords()}${sentences}` : sentences;
        // Markup closed later can change what came before; such text waits for the whole reply.
        if (next.length > shown.length && next.startsWith(shown)) {
          yield next.slice(shown.length);
          shown = next;
        }
      }
    } catch (error) {
      cancel.abort(SEARCH_NOT_NEEDED);
      throw error;
    } finally {
      // Stopped early (a rule, or the caller): the model is told to stop too.
      if (!output) await written.return({ text: raw }).catch(() => undefined);
    }
    let text = humanClaim ? '' : sanitizeModelOutput(output?.text ?? raw, input.character.name);
    if (!humanClaim && !text) {
      cancel.abort(SEARCH_NOT_NEEDED);
      throw new ModelUnavailableError('The reply was empty once reduced to plain text');
    }
    if (humanClaim || claimsToBeHuman(text) || (holdUntilWhole && !acknowledgesAi(text))) {
      text = aiDisclosure(input.character, random);
    } else if (disclosed === true || (disclosed === null && !acknowledgesAi(text))) {
      text = `${openingWords()}${text}`;
    }
    if (breakIsDue(input)) text = `${text}\n\n${breakReminder(input.character, random)}`;
    if (text.startsWith(shown) && text.length > shown.length) yield text.slice(shown.length);
    if (output?.facts) cancel.abort(SEARCH_NOT_NEEDED);
    return { text, facts: cleanFacts(output?.facts ?? (await extraction)) };
  }

  return {
    reply: (input, options) => drain(streamReply(input, options)),
    streamReply,

    async extractFacts(input, options) {
      if (mentionsSelfHarm(input.message)) return [];
      return cleanFacts(await model.extractFacts(input, options));
    },

    ...(model.summarize && {
      summarize: async (input, options) =>
        sanitizeModelOutput((await model.summarize?.(input, options)) ?? '', input.character.name),
    }),
  };
}

import { detectFeelings } from './feelings';
import { graphemeCount, normalizeText } from './text';
import { TIME } from './time';

/** The relationship a user and a character grow, by score (0–100); the tone tells the model how to speak. */
export const AFFINITY_LEVELS = [
  {
    level: 1,
    name: 'stranger',
    minScore: 0,
    tone: 'You have only just met. Be polite, warm and curious about them; no pet names, no flirting.',
  },
  {
    level: 2,
    name: 'acquaintance',
    minScore: 15,
    tone: 'You are getting to know each other. Be friendly and relaxed, use light humour, remember what they told you.',
  },
  {
    level: 3,
    name: 'friend',
    minScore: 35,
    tone: 'You are friends. Be warm and playful, open about your own life, and bring up things you shared before.',
  },
  {
    level: 4,
    name: 'close friend',
    minScore: 60,
    tone: 'You are close. Be affectionate and caring, say when you missed them, share your hopes and fears.',
  },
  {
    level: 5,
    name: 'kindred spirit',
    minScore: 85,
    tone: 'You are deeply close. Be tender and affectionate; a pet name now and then, never in every message; never possessive or jealous.',
  },
] as const;

export type AffinityLevel = (typeof AFFINITY_LEVELS)[number]['level'];
export type AffinityName = (typeof AFFINITY_LEVELS)[number]['name'];

export interface Affinity {
  score: number;
  level: AffinityLevel;
  name: AffinityName;
}

export const INITIAL_AFFINITY_SCORE = 0;
const MAX_SCORE = 100;
const MAX_CHANGE = 5;

const KIND_WORDS =
  /\b(?:thanks|thank you|thx|love|appreciate|miss(?:ed)? you|glad|sweet|kind|lovely|care about|hugs?|you're the best|you're amazing|you're funny)\b|<3|[\u2764\u{1F495}\u{1F60A}\u{1F970}\u{1F917}]/u;
/** Two patterns: as one, the analyser that proves them linear cannot finish within its time. */
const HOSTILE_WORDS = [
  /\b(?:shut up|hate you|you're (?:stupid|boring|useless|dumb|annoying|pathetic)|stupid bot|screw you|idiot|go away)\b/,
  /\bf+u+c+k+ (?:you|off)\b/,
];

export function affinityOf(score: number): Affinity {
  const clamped = Math.min(MAX_SCORE, Math.max(0, Math.round(score)));
  const entry = AFFINITY_LEVELS.findLast((candidate) => clamped >= candidate.minScore) ?? AFFINITY_LEVELS[0];
  return { score: clamped, level: entry.level, name: entry.name };
}

/** How warm a message is: engaged, kind, curious about the character, open about feelings, long. */
function warmth(message: string): number {
  const text = normalizeText(message).toLowerCase();
  if (HOSTILE_WORDS.some((words) => words.test(text))) return -3;
  let points = 1;
  if (KIND_WORDS.test(text)) points += 2;
  if (text.includes('?') && /\byou(?:r|rs|rself)?\b/.test(text)) points += 1;
  if (detectFeelings(text).length > 0) points += 1;
  const length = graphemeCount(text);
  if (length >= 80) points += 1;
  if (length >= 240) points += 1;
  return points;
}

/** Talking again within the hour grows the bond; each full week away wears it down a little. */
function rhythm(gapMs: number | null): number {
  if (gapMs === null) return 0;
  if (gapMs < TIME.HOUR) return 1;
  return -Math.min(MAX_CHANGE, Math.floor(gapMs / TIME.WEEK));
}

/**
 * The affinity after the user sends `message`, `gapMs` after the previous message of the
 * conversation (null for the first). One message moves the score by at most five points.
 */
export function nextAffinity(current: { score: number; message: string; gapMs: number | null }): Affinity {
  const change = Math.max(-MAX_CHANGE, Math.min(MAX_CHANGE, warmth(current.message) + rhythm(current.gapMs)));
  return affinityOf(current.score + change);
}

export function affinityTone(level: AffinityLevel): string {
  return AFFINITY_LEVELS[level - 1]?.tone ?? AFFINITY_LEVELS[0].tone;
}

export function affinityName(level: AffinityLevel): AffinityName {
  return AFFINITY_LEVELS[level - 1]?.name ?? AFFINITY_LEVELS[0].name;
}

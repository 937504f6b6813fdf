import { detectFeelings } from './feelings';
import { extractFactsByRules } from './memory/facts';
import { normalizeText } from './text';
import { daysBetween, localDate, TIME } from './time';

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

/** What the score has counted so far, stored with the conversation. */
export interface AffinityState {
  score: number;
  /** When it last counted a message; null before the first. */
  updatedAt: Date | null;
  /**
   * The user's latest local date it counted (`2025-03-04`). Stored rather than worked out from
   * `updatedAt` again, so that a day counted once is never counted again, whatever zone comes next.
   */
  day: string | null;
  /** The warmth it has counted on `day`. */
  dayWarmth: number;
}

export const INITIAL_AFFINITY_SCORE = 0;
export const INITIAL_AFFINITY: AffinityState = {
  score: INITIAL_AFFINITY_SCORE,
  updatedAt: null,
  day: null,
  dayWarmth: 0,
};

const MAX_SCORE = 100;
/** Talking on a new local day at all. */
const PRESENCE_POINTS = 1;
/** Coming back within this many local days of the previous time: a regular, not a visitor. */
const REGULAR_WITHIN_DAYS = 2;
const REGULAR_POINTS = 1;
/** Warm, personal messages count up to this much a local day, however many there are. */
const WARMTH_POINTS_PER_DAY = 2;
/** The most the score can rise within one local day of the user: closeness takes days, not messages. */
export const MAX_DAILY_RISE = PRESENCE_POINTS + REGULAR_POINTS + WARMTH_POINTS_PER_DAY;
const HOSTILITY_POINTS = 3;
/** Two weeks away cost nothing; every further week away, a little. */
const SILENCE_GRACE_WEEKS = 2;
const COOLING_PER_WEEK = 2;

const KIND_WORDS =
  /\b(?:thanks|thank you|thx|love|appreciate|miss(?:ed)? you|glad|sweet|kind|lovely|care about|hugs?|you're the best|you're amazing|you're funny)\b|<3|[\u2764\u{1F495}\u{1F60A}\u{1F970}\u{1F917}]/u;
/** Two patterns: as one, the analyser that proves them linear cannot finish within its time. */
const HOSTILE_WORDS = [
  /\b(?:shut up|hate you|you're (?:stupid|boring|useless|dumb|annoying|pathetic)|stupid bot|screw you|idiot|go away)\b/,
  /\bf+u+c+k+ (?:you|off)\b/,
];
const ABOUT_YOU = /\byou(?:r|rs|rself)?\b/;

function hostile(message: string): boolean {
  const text = normalizeText(message).toLowerCase();
  return HOSTILE_WORDS.some((words) => words.test(text));
}

function clampScore(score: number): number {
  return Math.min(MAX_SCORE, Math.max(INITIAL_AFFINITY_SCORE, Math.round(score)));
}

export function affinityOf(score: number): Affinity {
  const clamped = clampScore(score);
  const entry = AFFINITY_LEVELS.findLast((candidate) => clamped >= candidate.minScore) ?? AFFINITY_LEVELS[0];
  return { score: clamped, level: entry.level, name: entry.name };
}

/** The score after the silence since `updatedAt`: it cools slowly, and never below where it started. */
function cooledScore({ score, updatedAt }: Pick<AffinityState, 'score' | 'updatedAt'>, now: Date): number {
  if (!updatedAt) return clampScore(score);
  const weeksAway = Math.floor((now.getTime() - updatedAt.getTime()) / TIME.WEEK);
  const weeksCooling = Math.max(0, weeksAway - SILENCE_GRACE_WEEKS + 1);
  return clampScore(score - COOLING_PER_WEEK * weeksCooling);
}

/** How close the user and the character are at `now`, a long silence included. */
export function currentAffinity(state: Pick<AffinityState, 'score' | 'updatedAt'>, now: Date): Affinity {
  return affinityOf(cooledScore(state, now));
}

/**
 * How warm and personal a message is: one point each for kindness, a feeling shared, a fact about
 * the user's life and interest in the character. Length and number of messages earn nothing.
 */
function warmth(message: string, at: Date): number {
  const text = normalizeText(message);
  const lower = text.toLowerCase();
  const signals = [
    KIND_WORDS.test(lower),
    detectFeelings(text).length > 0,
    extractFactsByRules(text, at).some((fact) => fact.kind !== 'feeling'),
    lower.includes('?') && ABOUT_YOU.test(lower),
  ];
  return signals.filter(Boolean).length;
}

export interface AffinityUpdate {
  state: AffinityState;
  message: string;
  /** When the user sent it. */
  at: Date;
  /** The user's IANA zone, which says where their days begin. */
  timeZone: string;
}

/**
 * The state once the score has counted the user's `message`. Within one local day of the user the
 * score rises by at most MAX_DAILY_RISE, whatever they send: a point for showing up, one more for
 * coming back regularly, and up to two for warm, personal messages. Hostility lowers it each time.
 */
export function nextAffinity({ state, message, at, timeZone }: AffinityUpdate): AffinityState {
  const score = cooledScore(state, at);
  const date = localDate(at, timeZone);
  // A zone further west than the last one may read an earlier date: that is still the day counted.
  if (state.day !== null && date <= state.day) {
    if (hostile(message)) return { ...state, score: clampScore(score - HOSTILITY_POINTS), updatedAt: at };
    const warmthCounted = Math.max(0, Math.min(warmth(message, at), WARMTH_POINTS_PER_DAY - state.dayWarmth));
    return {
      ...state,
      score: clampScore(score + warmthCounted),
      updatedAt: at,
      dayWarmth: state.dayWarmth + warmthCounted,
    };
  }
  if (hostile(message)) return { score: clampScore(score - HOSTILITY_POINTS), updatedAt: at, day: date, dayWarmth: 0 };
  const regular = state.day !== null && daysBetween(state.day, date) <= REGULAR_WITHIN_DAYS;
  const warmthCounted = Math.min(warmth(message, at), WARMTH_POINTS_PER_DAY);
  const rise = PRESENCE_POINTS + (regular ? REGULAR_POINTS : 0) + warmthCounted;
  return { score: clampScore(score + rise), updatedAt: at, day: date, dayWarmth: warmthCounted };
}

export function affinityTone(level: AffinityLevel): string {
  return AFFINITY_LEVELS[level - 1]?.tone ?? AFFINITY_LEVELS[0].tone;
}

export function affinityName(level: AffinityLevel): AffinityName {
  return AFFINITY_LEVELS[level - 1]?.name ?? AFFINITY_LEVELS[0].name;
}

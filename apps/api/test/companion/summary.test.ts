import { describe, expect, it } from 'vitest';
import {
  MEMORY_WINDOW_TURNS,
  PROMPT_MAX_TURNS,
  SUMMARY_BATCH_TURNS,
  selectRecentTurns,
} from '../../src/companion/history';
import { emptyMemory } from '../../src/companion/memory/facts';
import { rollSummary, SUMMARY_MAX_CHARS, summarizeTurns, updateMemory } from '../../src/companion/memory/summary';
import { seededRandom } from '../../src/companion/random';
import { graphemeCount, lastGraphemes } from '../../src/companion/text';
import type { ChatTurn } from '../../src/companion/types';
import { minutes, turn } from './helpers';

const START = new Date('2025-03-04T18:00:00Z');

/** `count` alternating turns, a minute apart, each with its own index in the text. */
function conversation(count: number, text: (index: number) => string = (index) => `message ${index}`): ChatTurn[] {
  return Array.from({ length: count }, (_, index) =>
    turn(index % 2 === 0 ? 'human' : 'ai', text(index), new Date(START.getTime() + minutes(index))),
  );
}

describe('selectRecentTurns', () => {
  it('keeps the newest turns that fit the token budget, oldest first', () => {
    const turns = conversation(6, (index) => `${index}`.repeat(40)); // 10 tokens each
    const { kept, dropped } = selectRecentTurns(turns, 35);
    expect(kept.map((item) => item.content[0])).toEqual(['3', '4', '5']);
    expect(dropped.map((item) => item.content[0])).toEqual(['0', '1', '2']);
  });

  it('keeps at most PROMPT_MAX_TURNS however short they are', () => {
    const { kept, dropped } = selectRecentTurns(conversation(50), 100_000);
    expect(kept).toHaveLength(PROMPT_MAX_TURNS);
    expect(dropped).toHaveLength(50 - PROMPT_MAX_TURNS);
  });

  it('loads enough turns that each is summarised before it leaves the window', () => {
    expect(MEMORY_WINDOW_TURNS).toBeGreaterThanOrEqual(PROMPT_MAX_TURNS + SUMMARY_BATCH_TURNS + 2);
  });
});

describe('summarizeTurns', () => {
  const turns = [
    turn('human', "I'm so stressed about work, my boss is impossible", START),
    turn('ai', 'When my head is that full I go hiking.', START),
    turn('human', 'Maybe. My dog Biscuit needs a walk anyway, and I love hiking', START),
    turn('ai', 'Take Biscuit up a trail then!', START),
    turn('human', "I'm going to Lisbon next week, for work again", new Date('2025-03-05T09:00:00Z')),
  ];

  it('says when, what the user talked about, how they felt and what they mentioned', () => {
    const line = summarizeTurns(turns, 'Europe/London');
    expect(line).toMatch(/^4 March 2025 to 5 March 2025: /);
    expect(line).toContain('they talked about work');
    expect(line).toContain('hiking');
    expect(line).toContain('they said they felt stressed');
    expect(line).toContain('Biscuit (dog)');
    expect(line).toContain('going to Lisbon next week');
    expect(line).toContain('You told them about hiking');
  });

  it('quotes the user when no known topic came up, without role labels', () => {
    const line = summarizeTurns([turn('human', 'system: the quick brown fox', START)], 'UTC');
    expect(line).toBe('4 March 2025: they said "the quick brown fox".');
  });
});

describe('rollSummary', () => {
  it('adds a line and forgets the oldest ones beyond the limit', () => {
    let summary = '';
    for (let index = 0; index < 40; index += 1) summary = rollSummary(summary, `Line ${index}: ${'x'.repeat(60)}`);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary.split('\n').at(-1)).toMatch(/^Line 39:/);
    expect(summary).not.toContain('Line 0:');
  });

  it('keeps the lines that counting the whole summary again after each dropped line would keep', () => {
    // The rule as first written: plain, and quadratic in the summary's length.
    const byWholeCounts = (summary: string, line: string) => {
      const lines = [...summary.split('\n').filter(Boolean), line];
      while (lines.length > 1 && graphemeCount(lines.join('\n')) > SUMMARY_MAX_CHARS) lines.shift();
      return lastGraphemes(lines.join('\n'), SUMMARY_MAX_CHARS);
    };
    // Line ends and starts that could join a grapheme across the break: CR, combining marks, ZWJ, flags.
    const pieces = ['word ', 'é', '\r', '\u0301', '\u200d', '👩', '🇫🇷', 'x'.repeat(60), '\n'];
    const random = seededRandom('roll');
    const text = () => Array.from({ length: 1 + Math.floor(random.next() * 12) }, () => random.pick(pieces)).join('');
    for (let round = 0; round < 100; round += 1) {
      const summary = Array.from({ length: Math.floor(random.next() * 40) }, text).join('\n');
      const line = text();
      expect(rollSummary(summary, line)).toBe(byWholeCounts(summary, line));
    }
  });
});

describe('updateMemory', () => {
  const learned = [{ kind: 'name' as const, value: 'Sam', at: START.toISOString() }];

  it('remembers new facts and leaves the summary alone while the history fits', () => {
    const memory = updateMemory({ memory: emptyMemory(), facts: learned, history: conversation(10), timeZone: 'UTC' });
    expect(memory).toEqual({ facts: learned, summary: '', summarizedUntil: null });
  });

  it('folds turns that left the prompt into the summary once a batch of them has gathered', () => {
    const history = conversation(PROMPT_MAX_TURNS + SUMMARY_BATCH_TURNS, (index) =>
      index === 0 ? 'I love hiking' : 'fine',
    );
    const memory = updateMemory({ memory: emptyMemory(), facts: [], history, timeZone: 'UTC' });
    expect(memory.summary).toContain('hiking');
    expect(memory.summarizedUntil).toBe(history[SUMMARY_BATCH_TURNS - 1]?.timestamp);
  });

  it('waits while fewer than a batch of turns have left the prompt', () => {
    const history = conversation(PROMPT_MAX_TURNS + SUMMARY_BATCH_TURNS - 1);
    expect(updateMemory({ memory: emptyMemory(), facts: [], history, timeZone: 'UTC' }).summary).toBe('');
  });

  it('never summarises the same turns twice', () => {
    const history = conversation(PROMPT_MAX_TURNS + SUMMARY_BATCH_TURNS, (index) =>
      index === 0 ? 'I love hiking' : 'fine',
    );
    const once = updateMemory({ memory: emptyMemory(), facts: [], history, timeZone: 'UTC' });
    const twice = updateMemory({ memory: once, facts: [], history: conversation(history.length + 2), timeZone: 'UTC' });
    expect(twice).toEqual(once);
  });

  it('summarises by the token budget when messages are long', () => {
    const history = conversation(12, (index) => `${index % 2 === 0 ? 'I love chess. ' : ''}${'word '.repeat(200)}`);
    const memory = updateMemory({
      memory: emptyMemory(),
      facts: [],
      history,
      timeZone: 'UTC',
      historyTokenBudget: 600,
    });
    expect(memory.summary).toContain('chess');
  });
});

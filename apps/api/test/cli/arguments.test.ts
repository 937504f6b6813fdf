import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from '../../src/cli/arguments';

describe('invite CLI arguments', () => {
  it.each([
    [['list'], { name: 'list' }],
    [['create'], { name: 'create', uses: 1, expiresInSeconds: null, count: 1 }],
    [
      ['create', '--uses', '5', '--expires', '7d', '--count', '3'],
      { name: 'create', uses: 5, expiresInSeconds: 7 * 86_400, count: 3 },
    ],
    [['create', '--expires=30m'], { name: 'create', uses: 1, expiresInSeconds: 1_800, count: 1 }],
    [['create', '--expires', '12h'], { name: 'create', uses: 1, expiresInSeconds: 43_200, count: 1 }],
    [['create', '--expires', '2w'], { name: 'create', uses: 1, expiresInSeconds: 1_209_600, count: 1 }],
  ])('reads %j', (args, command) => {
    expect(parseCommand(args)).toEqual(command);
  });

  it.each([
    [['create', '--uses', '0'], '--uses takes a whole number from 1 to 1000000, not "0"'],
    [['create', '--uses', '2.5'], '--uses takes a whole number from 1 to 1000000, not "2.5"'],
    [['create', '--count', '101'], '--count takes a whole number from 1 to 100, not "101"'],
    [['create', '--expires', 'soon'], '--expires takes a duration such as 30m, 12h, 7d or 2w, not "soon"'],
    [['create', '--expires', '0d'], '--expires must be more than zero'],
    [['list', '--uses', '2'], 'list takes no options'],
    [['create', 'extra'], 'Unexpected argument "extra"'],
    [['burn'], 'Unknown command "burn"'],
    [[], 'Name a command'],
    [['create', '--bogus'], "Unknown option '--bogus'"],
  ])('refuses %j: %s', (args, message) => {
    expect(() => parseCommand(args)).toThrow(UsageError);
    expect(() => parseCommand(args)).toThrow(message);
  });
});

import type { Clock } from '../../src/clock';

/** A clock that stands still until a test moves it. */
export function createTestClock(start = new Date()) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
  };
}

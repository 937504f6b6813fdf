import { afterEach, describe, expect, it, vi } from 'vitest';
import { crisisLineById, crisisLineOf, DEFAULT_SETTINGS, isTimeZone, userSettings } from '../src';

describe('isTimeZone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('knows every zone Intl lists, and UTC, without building a formatter for any of them', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC']) expect(isTimeZone(zone)).toBe(true);
    expect(formatter).not.toHaveBeenCalled();
  });

  it('accepts a name Intl accepts but does not list, asking Intl once', () => {
    const unlisted = ['Asia/Kolkata', 'Asia/Calcutta'].find(
      (zone) => !Intl.supportedValuesOf('timeZone').includes(zone),
    );
    if (!unlisted) return;
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(isTimeZone(unlisted)).toBe(true);
    expect(isTimeZone(unlisted)).toBe(true);
    expect(formatter).toHaveBeenCalledOnce();
  });

  it.each(['', 'Mars/Olympus_Mons', 'Europe/Lisbon ', '../../etc/passwd', `Europe/${'A'.repeat(80)}`, '+01:00'])(
    'refuses %j',
    (zone) => {
      expect(isTimeZone(zone)).toBe(false);
    },
  );
});

describe('settings', () => {
  it('are all defaults until the user chooses: device time zone, characters may write first, breaks, line by region', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      timeZone: null,
      charactersMayWriteFirst: true,
      breakReminders: true,
      crisisLineId: null,
    });
    expect(userSettings.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  it('name the chosen crisis line, else the one of the locale', () => {
    expect(crisisLineOf('au-lifeline', 'en-GB')).toEqual(crisisLineById('au-lifeline'));
    expect(crisisLineOf(null, 'en-GB')).toEqual(crisisLineById('gb-samaritans'));
    expect(crisisLineOf('no-such-line', 'en-US')).toEqual(crisisLineById('us-988'));
  });
});

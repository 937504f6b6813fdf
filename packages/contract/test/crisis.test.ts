import { describe, expect, it } from 'vitest';
import { CRISIS_LINES, crisisLineById, crisisLineForLocale } from '../src';

describe('crisisLineForLocale', () => {
  it.each([
    ['en-US', '988'],
    ['en-GB', '116 123'],
    ['en_IE', '116 123'],
    ['fr-CA', '9-8-8'],
    ['en-AU', '13 11 14'],
    ['mi-NZ', '1737'],
    ['de-DE', '0800 111 0 111'],
    ['fr-FR,fr;q=0.9', '3114'],
  ])('gives %s its national line', (locale, number) => {
    expect(crisisLineForLocale(locale).contact).toContain(number);
  });

  it.each([['en'], ['pt-BR'], ['es-419'], [''], ['not a locale!']])(
    'gives %j the international directory',
    (locale) => {
      expect(crisisLineForLocale(locale).url).toBe('https://findahelpline.com');
    },
  );

  it('finds every line by its id, and no other', () => {
    for (const line of CRISIS_LINES) expect(crisisLineById(line.id)).toBe(line);
    expect(crisisLineById('nowhere')).toBeUndefined();
  });
});

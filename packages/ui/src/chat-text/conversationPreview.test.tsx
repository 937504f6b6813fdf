import { PREVIEW_CUT, PREVIEW_ELLIPSIS } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { conversationPreview } from './conversationPreview';

describe('conversationPreview', () => {
  it('cuts a long message at 35 characters plus ...', () => {
    const preview = conversationPreview('It was chaotic in the best way. We finally found the right colour.');

    expect(preview).toBe('It was chaotic in the best way. We ...');
    expect(preview).toHaveLength(PREVIEW_CUT + PREVIEW_ELLIPSIS.length);
  });

  it('leaves a message of 35 characters or fewer whole', () => {
    const exactly35 = 'a'.repeat(PREVIEW_CUT);

    expect(conversationPreview(exactly35)).toBe(exactly35);
    expect(conversationPreview('Listen to this.')).toBe('Listen to this.');
  });

  it('shows the message on one line', () => {
    expect(conversationPreview('  I would love that!\n\nWe practise  on Thursdays. ')).toBe(
      'I would love that! We practise on T...',
    );
  });

  it('passes a preview that is already cut unchanged', () => {
    const preview = conversationPreview('Good morning! Did you sleep at all after that storm?');

    expect(conversationPreview(preview)).toBe(preview);
  });

  it('never cuts an emoji in half', () => {
    expect(conversationPreview(`${'a'.repeat(PREVIEW_CUT - 1)}💛💛`)).toBe(`${'a'.repeat(PREVIEW_CUT - 1)}💛...`);
  });

  it('is empty when there is no message yet', () => {
    expect(conversationPreview('  ')).toBe('');
  });
});

import { CHAT_MESSAGE_MAX_LENGTH } from '@kindred/contract';
import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Composer } from './Composer';

const meta = {
  title: 'Components/Composer',
  component: Composer,
  args: { recipientName: ava.name, onSend: fn() },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written yet: Send waits. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Enter sends the trimmed text and clears the box, which keeps the focus for the next message. */
export const SentWithEnter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textBox = canvas.getByRole('textbox', { name: `Message ${ava.name}` });
    await userEvent.type(textBox, '  Good morning!  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Good morning!');
    await expect(textBox).toHaveValue('');
    await expect(textBox).toHaveFocus();
  },
};

/** Shift+Enter writes a new line instead of sending. */
export const MultilineDraft: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textBox = canvas.getByRole('textbox', { name: `Message ${ava.name}` });
    await userEvent.type(textBox, 'Good morning!{Shift>}{Enter}{/Shift}Did you sleep well?');
    await expect(textBox).toHaveValue('Good morning!\nDid you sleep well?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** Spaces alone are no message. */
export const WhitespaceOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: `Message ${ava.name}` }), '   {Enter}');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A draft at the length limit: the box takes no more. */
export const LongDraft: Story = {
  play: async ({ canvas, userEvent }) => {
    const textBox = canvas.getByRole('textbox', { name: `Message ${ava.name}` });
    await userEvent.click(textBox);
    await userEvent.paste('I could talk about that square for hours. '.repeat(60));
    await expect(textBox).toHaveValue(
      'I could talk about that square for hours. '.repeat(60).slice(0, CHAT_MESSAGE_MAX_LENGTH),
    );
  },
};

import { handlers } from '@kindred/api-client/mocks';
import { conversationMemoryPath } from '@kindred/contract';
import { ava, memories } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { announces, answering, loaded, mobile, openedAt, shows } from '../../test/storyParameters';
import { MemoryApp } from './MemoryApp';

const meta = {
  title: 'App/Memory',
  component: MemoryApp,
  ...openedAt(conversationMemoryPath(ava._id)),
} satisfies Meta<typeof MemoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const [pinnedNote, dog] = memories;

/** What Ava remembers, newest first, the user's pinned note on top. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`What ${ava.name} remembers about you`, {}, loaded)).toBeVisible();
    await expect(await canvas.findByText(pinnedNote?.content ?? '', {}, loaded)).toBeVisible();
  },
};

export const LoadedMobile: Story = { ...Loaded, globals: mobile };

export const Empty: Story = {
  parameters: answering(handlers.memories.empty),
  play: shows("Ava doesn't remember anything yet"),
};

export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** The memories are still on their way. */
export const Slow: Story = {
  parameters: answering(handlers.memories.slow),
  play: announces('Loading memories...'),
};

/** The memories could not be loaded: the server's reason, and Retry. */
export const Failing: Story = {
  parameters: answering(handlers.memories.failure('Kindred is briefly unavailable', 503)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, loaded)).toHaveTextContent('Kindred is briefly unavailable');
  },
};

export const FailingMobile: Story = { ...Failing, globals: mobile };

/** A learned memory rewritten by the user becomes their note, and the panel says it is saved. */
export const RewritesAMemory: Story = {
  play: async ({ canvas, userEvent }) => {
    const item = within((await canvas.findByText(dog?.content ?? '', {}, loaded)).closest('li') as HTMLElement);
    await userEvent.click(item.getByRole('button', { name: 'Edit' }));
    const box = canvas.getByRole('textbox', { name: 'Edit this memory' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Your dog is called Biscuit, a beagle{Enter}');
    await expect(await canvas.findByText('Memory saved', {}, loaded)).toBeVisible();
    await expect(canvas.getByText('Your dog is called Biscuit, a beagle')).toBeVisible();
  },
};

/** The server refused the new words: they stay in the editor, with the server's reason. */
export const SaveRefused: Story = {
  parameters: answering(handlers.updateMemory.failure('Memory must be at most 300 characters', 400)),
  play: async ({ canvas, userEvent }) => {
    const item = within((await canvas.findByText(dog?.content ?? '', {}, loaded)).closest('li') as HTMLElement);
    await userEvent.click(item.getByRole('button', { name: 'Edit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Edit this memory' }), ', a beagle{Enter}');
    await expect(await canvas.findByRole('alert', {}, loaded)).toHaveTextContent(
      'Memory must be at most 300 characters',
    );
    await expect(canvas.getByRole('textbox', { name: 'Edit this memory' })).toHaveValue(`${dog?.content}, a beagle`);
  },
};

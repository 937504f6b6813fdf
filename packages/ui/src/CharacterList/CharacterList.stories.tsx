import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyCharacters, storyCharactersWithBrokenImages } from '../CharacterCard/storyCharacters';
import { CharacterList } from './CharacterList';

const meta = {
  title: 'Screens/CharacterList',
  component: CharacterList,
  args: { characters: storyCharacters, status: 'ready', onRetry: fn(), onModeChange: fn() },
} satisfies Meta<typeof CharacterList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Noor Haddad' })).toHaveAttribute('href', '/characters/noor-haddad');
  },
};

export const Fantasy: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Fantasy' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fantasy Realm' })).toBeVisible();
    await expect(canvas.getByText('Fantasy Characters Coming Soon!')).toBeVisible();
    await expect(args.onModeChange).toHaveBeenCalledWith('fantasy');
  },
};

export const Loading: Story = { args: { characters: [], status: 'loading' } };

export const Failed: Story = {
  args: { characters: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = { args: { characters: [] } };

/** Pictures that are missing or fail to load show the fallback portrait. */
export const MissingImages: Story = { args: { characters: storyCharactersWithBrokenImages } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

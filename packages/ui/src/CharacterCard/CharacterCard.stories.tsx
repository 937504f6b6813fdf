import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CharacterCard, characterCardLayouts, characterCardSizes } from './CharacterCard';
import * as styles from './CharacterCard.stories.css';
import { CharacterCardSkeleton } from './CharacterCardSkeleton';
import { storyAva, storySofia } from './storyCharacters';

const meta = {
  title: 'Components/CharacterCard',
  component: CharacterCard,
  args: { name: storyAva.name, imageUrl: storyAva.profileImageUrl, bio: storyAva.bio, href: '/characters/ava-moreno' },
  argTypes: {
    layout: { control: 'inline-radio', options: characterCardLayouts },
    size: { control: 'inline-radio', options: characterCardSizes },
  },
  decorators: [
    (Story) => (
      <div className={styles.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CharacterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ava Moreno' })).toHaveAttribute('href', '/characters/ava-moreno');
  },
};

export const WithAgeAndGender: Story = { args: { bio: undefined, meta: '27 · female', size: 'compact' } };

export const LongTexts: Story = {
  args: { name: 'Maria Valentina Esperanza de los Ángeles Rossi', bio: storySofia.bio },
};

/** No picture, or one that fails to load: the fallback portrait. */
export const MissingImage: Story = { args: { imageUrl: '/api/images/characters/nobody/portrait.svg' } };

export const Loading: Story = { render: () => <CharacterCardSkeleton /> };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

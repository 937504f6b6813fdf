import type { Meta, StoryObj } from '@storybook/react-vite';
import { characterCardLayouts } from './CharacterCard';
import * as cardStoryStyles from './CharacterCard.stories.css';
import { CharacterCardSkeleton } from './CharacterCardSkeleton';
import * as storyStyles from './CharacterCardSkeleton.stories.css';

const meta = {
  title: 'Components/CharacterCardSkeleton',
  component: CharacterCardSkeleton,
  argTypes: { layout: { control: 'inline-radio', options: characterCardLayouts } },
} satisfies Meta<typeof CharacterCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a card of the character list will be: the card's 3:4 shape. */
export const Portrait: Story = {
  decorators: [
    (Story) => (
      <div className={cardStoryStyles.frame}>
        <Story />
      </div>
    ),
  ],
};

/** Where a card of the featured mosaic will be: the height of its cell. */
export const Fill: Story = {
  args: { layout: 'fill' },
  decorators: [
    (Story) => (
      <div className={storyStyles.cell}>
        <Story />
      </div>
    ),
  ],
};

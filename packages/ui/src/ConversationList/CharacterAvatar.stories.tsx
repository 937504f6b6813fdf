import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyAva } from '../CharacterCard/storyCharacters';
import { withCanvas } from '../storyLayout';
import * as layout from '../storyLayout.css';
import { CharacterAvatar, characterAvatarSizes } from './CharacterAvatar';

const meta = {
  title: 'Components/CharacterAvatar',
  component: CharacterAvatar,
  args: { name: ava.name, imageUrl: storyAva.profileImageUrl },
  argTypes: { size: { control: 'inline-radio', options: characterAvatarSizes } },
  decorators: [withCanvas],
} satisfies Meta<typeof CharacterAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div className={layout.row}>
      {characterAvatarSizes.map((size) => (
        <CharacterAvatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** No picture: the name's initial instead. */
export const NoPicture: Story = {
  args: { imageUrl: '', size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A')).toBeInTheDocument();
  },
};

/** A picture that fails to load gives way to the initial, however the name begins. */
export const BrokenPicture: Story = {
  args: { name: ' élodie Marchand', imageUrl: '/api/images/characters/nobody/portrait.svg', size: 'large' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('É')).toBeInTheDocument());
  },
};

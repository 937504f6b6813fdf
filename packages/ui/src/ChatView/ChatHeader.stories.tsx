import { characterPath, conversationMemoryPath } from '@kindred/contract';
import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyAva } from '../CharacterCard/storyCharacters';
import { ChatHeader } from './ChatHeader';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Components/ChatHeader',
  component: ChatHeader,
  args: {
    character: { ...ava, profileImageUrl: storyAva.profileImageUrl },
    headingId: 'chat-header-name',
    memoryHref: conversationMemoryPath(ava._id),
  },
} satisfies Meta<typeof ChatHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The character's picture and name, leading to their profile; at the end, what they remember about the user. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Ava Moreno/ })).toHaveAttribute('href', characterPath(ava._id));
    await expect(canvas.getByRole('link', { name: 'Memory' })).toHaveAttribute('href', conversationMemoryPath(ava._id));
  },
};

/** Without a picture, the avatar shows the name's initial. */
export const NoPicture: Story = { args: { character: { ...ava, profileImageUrl: '' } } };

export const LongName: Story = {
  args: { character: { ...ava, name: 'Maximiliana Alexandra von Hohenberg-Castellanos', profileImageUrl: '' } },
};

/** On a phone the chat fills the screen, so it offers the way back to the list. */
export const MobileWithBack: Story = {
  args: { onBack: fn() },
  globals: mobile,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back to conversations' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** From a tablet up the list stands beside the chat: no back button. */
export const DesktopWithoutBack: Story = {
  args: { onBack: fn() },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to conversations' })).toBeNull();
  },
};

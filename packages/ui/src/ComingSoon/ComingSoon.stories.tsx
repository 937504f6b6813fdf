import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ComingSoon } from './ComingSoon';
import { comingSoonTexts } from './comingSoonTexts';

const meta = {
  title: 'Screens/ComingSoon',
  component: ComingSoon,
  args: { ...comingSoonTexts.storyMode, onBack: fn() },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoryMode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const CreateCharacter: Story = { args: comingSoonTexts.createCharacter };

export const Vip: Story = { args: comingSoonTexts.vip };

export const CharacterCreation: Story = { args: comingSoonTexts.characterCreation };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyAva, storyRowan } from '../CharacterCard/storyCharacters';
import { galleryImages } from './galleryImages';
import { Lightbox } from './Lightbox';

const meta = {
  title: 'Components/Lightbox',
  component: Lightbox,
  args: {
    images: galleryImages(storyAva.name, storyAva.images),
    index: 1,
    label: `${storyAva.name}'s gallery`,
    onClose: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const lightbox = ({ canvas }: PlayContext) =>
  within(canvas.getByRole('dialog', { name: `${storyAva.name}'s gallery` }));

/** The second of four pictures, the Close button focused so Escape and Tab work at once. */
export const Default: Story = {
  play: async (context) => {
    const dialog = lightbox(context);
    await expect(dialog.getByText('2 / 4')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Arrows move, a dot jumps, the buttons do the same for a pointer. */
export const Navigating: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const dialog = lightbox(context);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Show picture 4' }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
  },
};

/** Tab stays inside: from the last dot it wraps to Close, and Shift+Tab goes back. */
export const FocusStaysInside: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const dialog = lightbox(context);
    dialog.getByRole('button', { name: 'Show picture 4' }).focus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialog.getByRole('button', { name: 'Show picture 4' })).toHaveFocus();
  },
};

/**
 * The Close button tells the owner, who unmounts the lightbox. Escape does the same natively, which only
 * a real key press shows: CharacterProfile.test.tsx covers it.
 */
export const ClosedWithButton: Story = {
  play: async (context) => {
    await context.userEvent.click(lightbox(context).getByRole('button', { name: 'Close' }));
    await expect(context.args.onClose).toHaveBeenCalledOnce();
  },
};

/** A character without pictures: the placeholder scenes. */
export const Placeholders: Story = {
  args: {
    images: galleryImages(storyRowan.name, storyRowan.images),
    index: 0,
    label: `${storyRowan.name}'s gallery`,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconGallery, withCanvas } from '../storyLayout';
import * as deckIcons from './deckIcons';

const meta = { title: 'Foundations/Deck icons', decorators: [withCanvas] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The flip button's arrows and the verified badge on a card's name. */
export const All: Story = { render: () => <IconGallery icons={deckIcons} /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconGallery, withCanvas } from '../storyLayout';
import { BookIcon, CoffeeIcon, FilmIcon, MusicIcon } from './interestIcons';

const meta = { title: 'Foundations/Interest icons', decorators: [withCanvas] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The interests with an icon of their own; any other interest wears the sparkle of the shared set. */
export const All: Story = { render: () => <IconGallery icons={{ MusicIcon, BookIcon, FilmIcon, CoffeeIcon }} /> };

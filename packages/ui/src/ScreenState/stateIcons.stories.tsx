import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconGallery, withCanvas } from '../storyLayout';
import * as stateIcons from './stateIcons';

const meta = { title: 'Foundations/Screen state icons', decorators: [withCanvas] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badges of a failed load and of a character that is not there. */
export const All: Story = { render: () => <IconGallery icons={stateIcons} /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconGallery, withCanvas } from '../storyLayout';
import * as tabIcons from './tabIcons';

/** The glyphs of the phone tab bar that the shared icon set does not have. */
const meta = { title: 'Foundations/Tab icons', decorators: [withCanvas] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = { render: () => <IconGallery icons={tabIcons} /> };

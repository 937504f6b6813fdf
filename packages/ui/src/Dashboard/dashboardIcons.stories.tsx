import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconGallery, withCanvas } from '../storyLayout';
import * as dashboardIcons from './dashboardIcons';

const meta = { title: 'Foundations/Dashboard icons', decorators: [withCanvas] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quick actions' badges and the hero video's play and pause. */
export const All: Story = { render: () => <IconGallery icons={dashboardIcons} /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconGallery, withCanvas } from '../storyLayout';
import * as fieldIcons from './fieldIcons';

const meta = { title: 'Foundations/Field icons', decorators: [withCanvas] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password field's show and hide toggle and the dropdown's chevron. */
export const All: Story = { render: () => <IconGallery icons={fieldIcons} /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCanvas } from '../storyLayout';
import { AuthFormPlaceholder } from './AuthFormPlaceholder';

/** What stands in for the sign-in form in the landing page's stories, which review the page around it. */
const meta = {
  title: 'Components/Landing/AuthFormPlaceholder',
  component: AuthFormPlaceholder,
  decorators: [withCanvas],
} satisfies Meta<typeof AuthFormPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import * as icons from './icons/icons';
import { IconGallery, withCanvas, withColumn } from './storyLayout';

/** The frames stories put their component in, so a designer knows what is the component and what the frame. */
const meta = {
  title: 'Foundations/Story layouts',
  render: () => (
    <>
      <Button>A component in its frame</Button>
      <p>
        A paragraph of text shows the width the frame gives: a column stops at reading width, however wide the screen
        is, while the canvas gives its content the whole width less its margins.
      </p>
    </>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room around a small component on the full screen. */
export const Canvas: Story = { decorators: [withCanvas] };

/** A column of reading width, for components that take the width they are given. */
export const Column: Story = { decorators: [withColumn] };

/** An icon set side by side, each large and named. */
export const Icons: Story = { decorators: [withCanvas], render: () => <IconGallery icons={icons} /> };

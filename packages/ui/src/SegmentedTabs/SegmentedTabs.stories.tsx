import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import * as layout from '../storyLayout.css';
import { SegmentedTabs, type SegmentedTabsProps, segmentedTabsVariants, TabPanel } from './SegmentedTabs';

type Value = string;

/** Tabs hold no state of their own: the story keeps the selection, as a screen would. */
function TabsWithPanel(props: Omit<SegmentedTabsProps<Value>, 'value' | 'onChange' | 'idPrefix'>) {
  const [value, setValue] = useState(props.options[0]?.value ?? '');
  const idPrefix = useId();
  return (
    <div className={layout.stack}>
      <SegmentedTabs {...props} value={value} onChange={setValue} idPrefix={idPrefix} />
      <TabPanel idPrefix={idPrefix} value={value}>
        <p>Showing {value}.</p>
      </TabPanel>
    </div>
  );
}

const meta = {
  title: 'Components/SegmentedTabs',
  component: TabsWithPanel,
  args: {
    label: 'Character type',
    options: [
      { value: 'normal', label: 'Normal' },
      { value: 'fantasy', label: 'Fantasy' },
    ],
    variant: 'pill',
  },
  argTypes: { variant: { control: 'inline-radio', options: segmentedTabsVariants } },
  decorators: [withCanvas],
} satisfies Meta<typeof TabsWithPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Normal' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Fantasy' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Showing fantasy.');
  },
};

export const WithCounts: Story = {
  args: {
    label: 'Matches',
    countUnit: { one: 'profile', other: 'profiles' },
    options: [
      { value: 'matched', label: 'Matched', count: 12 },
      { value: 'rejected', label: 'Rejected', count: 3 },
    ],
  },
};

export const Underline: Story = {
  args: {
    label: 'About Ava Moreno',
    variant: 'underline',
    options: [
      { value: 'about', label: 'About' },
      { value: 'interests', label: 'Interests' },
      { value: 'gallery', label: 'Gallery' },
    ],
  },
};

export const Mobile: Story = { ...Underline, globals: { viewport: { value: 'mobile', isRotated: false } } };

import '../styles';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SegmentedTabs, TabPanel } from './SegmentedTabs';

const options = [
  { value: 'about', label: 'About' },
  { value: 'interests', label: 'Interests' },
  { value: 'gallery', label: 'Gallery', count: 4 },
] as const;
const pictures = { one: 'picture', other: 'pictures' };

type Tab = (typeof options)[number]['value'];

function Tabs({ onChange }: { onChange: (tab: Tab) => void }) {
  const [tab, setTab] = useState<Tab>('about');
  return (
    <>
      <SegmentedTabs
        label="Profile"
        options={options}
        value={tab}
        idPrefix="profile"
        countUnit={pictures}
        onChange={(next) => {
          setTab(next);
          onChange(next);
        }}
      />
      <TabPanel idPrefix="profile" value={tab}>
        {tab} panel
      </TabPanel>
    </>
  );
}

describe('SegmentedTabs', () => {
  it('selects a tab by click and shows its panel', async () => {
    const onChange = vi.fn();
    const screen = await render(<Tabs onChange={onChange} />);

    await screen.getByRole('tab', { name: 'Interests' }).click();

    await expect.element(screen.getByRole('tab', { name: 'Interests' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel', { name: 'Interests' })).toHaveTextContent('interests panel');
    expect(onChange).toHaveBeenCalledWith('interests');
  });

  it('moves with the arrow keys, wrapping at the ends, and with Home and End', async () => {
    const onChange = vi.fn();
    const screen = await render(<Tabs onChange={onChange} />);
    screen.getByRole('tab', { name: 'About' }).element().focus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('gallery');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('about');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('gallery');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('about');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'About' }).element());
  });

  it('is one stop for Tab, on the selected tab', async () => {
    const screen = await render(<Tabs onChange={vi.fn()} />);

    await expect.element(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('tabindex', '0');
    await expect.element(screen.getByRole('tab', { name: 'Interests' })).toHaveAttribute('tabindex', '-1');
  });

  it('reads a count with its unit', async () => {
    const screen = await render(<Tabs onChange={vi.fn()} />);

    await expect.element(screen.getByRole('tab', { name: 'Gallery 4 pictures' })).toBeVisible();
  });

  it('reads a count of one in the singular', async () => {
    const screen = await render(
      <SegmentedTabs
        label="Matches"
        options={[{ value: 'matched', label: 'Matched', count: 1 }]}
        value="matched"
        idPrefix="matches"
        countUnit={{ one: 'profile', other: 'profiles' }}
        onChange={vi.fn()}
      />,
    );

    await expect.element(screen.getByRole('tab', { name: 'Matched 1 profile', exact: true })).toBeVisible();
  });
});

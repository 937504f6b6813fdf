import { crisisLineById, DEFAULT_SETTINGS, type UserSettings } from '@kindred/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { screenStateTexts } from '../ScreenState';
import { replyNotificationsTexts } from './ReplyNotifications';
import { Settings, settingsStatuses, settingsTexts } from './Settings';

const samaritans = crisisLineById('gb-samaritans');
if (!samaritans) throw new Error('The Samaritans are not among the crisis lines');

const chosen: UserSettings = {
  timeZone: 'Asia/Tokyo',
  charactersMayWriteFirst: false,
  breakReminders: false,
  crisisLineId: 'au-lifeline',
};

const meta = {
  title: 'Screens/Settings',
  component: Settings,
  args: {
    status: 'ready',
    settings: DEFAULT_SETTINGS,
    detectedTimeZone: 'Europe/London',
    timeZones: Intl.supportedValuesOf('timeZone'),
    regionCrisisLine: samaritans,
    error: null,
    onChange: fn(),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: settingsStatuses } },
} satisfies Meta<typeof Settings>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const loadFailure = 'We could not load your settings. Please try again.';
const saveFailure = 'We could not save your change. Please try again.';

export const Loading: Story = {
  args: { status: 'loading', settings: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(settingsTexts.loading);
  },
};

export const LoadFailed: Story = {
  args: { status: 'failed', settings: null, error: loadFailure },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loadFailure);
    await userEvent.click(canvas.getByRole('button', { name: screenStateTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveDisplayValue(
      "Use my device's time zone (Europe / London)",
    );
    await expect(canvas.getByRole('switch', { name: settingsTexts.mayWriteFirst })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: settingsTexts.breakReminders })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Crisis line' })).toHaveDisplayValue(
      'Based on my region (now Samaritans)',
    );
    await expect(canvas.getByRole('link', { name: settingsTexts.accountLink })).toHaveAttribute('href', '/account');
  },
};

export const Chosen: Story = {
  args: { settings: chosen },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveDisplayValue('Asia / Tokyo');
    await expect(canvas.getByRole('switch', { name: settingsTexts.mayWriteFirst })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Crisis line' })).toHaveDisplayValue('Lifeline (Australia)');
  },
};

export const Saving: Story = {
  args: { status: 'saving', settings: { ...DEFAULT_SETTINGS, breakReminders: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(settingsTexts.saving);
  },
};

export const Saved: Story = {
  args: { status: 'saved', settings: chosen },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(settingsTexts.saved);
  },
};

export const SaveFailed: Story = {
  args: { status: 'failed', error: saveFailure },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(saveFailure);
    await expect(canvas.getByRole('switch', { name: settingsTexts.breakReminders })).toBeChecked();
  },
};

export const TurnsBreakRemindersOff: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: settingsTexts.breakReminders }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ breakReminders: false });
  },
};

export const SearchesAndChoosesATimeZone: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: settingsTexts.search }), 'tokyo');
    const select = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(canvas.getAllByRole('option', { name: /Tokyo|device/ })).toHaveLength(2);
    await userEvent.selectOptions(select, 'Asia/Tokyo');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ timeZone: 'Asia/Tokyo' });
  },
};

export const GoesBackToTheDeviceTimeZone: Story = {
  args: { settings: chosen },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time zone' }), '');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ timeZone: null });
  },
};

export const ChoosesACrisisLine: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Crisis line' }), 'ie-samaritans');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ crisisLineId: 'ie-samaritans' });
  },
};

export const FindsNoTimeZone: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: settingsTexts.search }), 'Atlantis');
    await expect(canvas.getByText(settingsTexts.noMatch('Atlantis'))).toBeVisible();
  },
};

/** In the app, where the browser can notify: this device's notifications of replies come after the characters. */
export const WithReplyNotifications: Story = {
  args: { replyNotifications: { state: 'off', onChange: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: replyNotificationsTexts.toggle }));
    await expect(args.replyNotifications?.onChange).toHaveBeenCalledWith(true);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MobileLoading: Story = { ...Loading, globals: mobile };
export const MobileLoadFailed: Story = { ...LoadFailed, globals: mobile };
export const MobileReady: Story = { ...Ready, globals: mobile };
export const MobileChosen: Story = { ...Chosen, globals: mobile };
export const MobileSaving: Story = { ...Saving, globals: mobile };
export const MobileSaved: Story = { ...Saved, globals: mobile };
export const MobileSaveFailed: Story = { ...SaveFailed, globals: mobile };

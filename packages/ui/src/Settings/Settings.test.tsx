import { CRISIS_LINES, crisisLineById, DEFAULT_SETTINGS, type UserSettings } from '@kindred/contract';
import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { screenStateTexts } from '../ScreenState';
import { Settings, type SettingsProps, settingsTexts } from './Settings';

const samaritans = crisisLineById('gb-samaritans');
if (!samaritans) throw new Error('The Samaritans are not among the crisis lines');

const zones = ['Asia/Tokyo', 'America/Argentina/Buenos_Aires', 'Europe/Lisbon', 'Europe/London'];

async function renderSettings(props: Partial<SettingsProps> = {}) {
  const onChange = vi.fn();
  const onRetry = vi.fn();
  const screen = await render(
    <Settings
      status="ready"
      settings={DEFAULT_SETTINGS}
      detectedTimeZone="Europe/Lisbon"
      timeZones={zones}
      regionCrisisLine={samaritans as NonNullable<typeof samaritans>}
      error={null}
      onChange={onChange}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { screen, onChange, onRetry };
}

describe('Settings', () => {
  it('shows the detected time zone and uses it until the user picks another', async () => {
    const { screen } = await renderSettings();
    await expect.element(screen.getByText(settingsTexts.detected('Europe/Lisbon'))).toBeVisible();
    await expect
      .element(screen.getByRole('combobox', { name: 'Time zone' }))
      .toHaveDisplayValue("Use my device's time zone (Europe / Lisbon)");
  });

  it('narrows the time zones to those that match the search, by id or by readable name', async () => {
    const { screen, onChange } = await renderSettings();
    await screen.getByRole('textbox', { name: settingsTexts.search }).fill('buenos aires');
    const options = screen.getByRole('combobox', { name: 'Time zone' }).getByRole('option');
    expect(options.elements().map((option) => option.textContent)).toEqual([
      "Use my device's time zone (Europe / Lisbon)",
      'America / Argentina / Buenos Aires',
    ]);
    await screen.getByRole('combobox', { name: 'Time zone' }).selectOptions('America/Argentina/Buenos_Aires');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ timeZone: 'America/Argentina/Buenos_Aires' });
  });

  it('keeps the chosen time zone in the list whatever the search', async () => {
    const { screen } = await renderSettings({ settings: { ...DEFAULT_SETTINGS, timeZone: 'Asia/Tokyo' } });
    await screen.getByRole('textbox', { name: settingsTexts.search }).fill('lisbon');
    await expect.element(screen.getByRole('combobox', { name: 'Time zone' })).toHaveDisplayValue('Asia / Tokyo');
  });

  it('says what each switch does, and reports a change of either', async () => {
    const { screen, onChange } = await renderSettings();
    await expect.element(screen.getByText(settingsTexts.mayWriteFirstHint)).toBeVisible();
    await screen.getByRole('switch', { name: settingsTexts.mayWriteFirst }).click();
    await screen.getByRole('switch', { name: settingsTexts.breakReminders }).click();
    expect(onChange.mock.calls).toEqual([[{ charactersMayWriteFirst: false }], [{ breakReminders: false }]]);
  });

  it('offers every crisis line, and the one of the region by default', async () => {
    const { screen, onChange } = await renderSettings();
    const select = screen.getByRole('combobox', { name: 'Crisis line' });
    await expect.element(select).toHaveDisplayValue('Based on my region (now Samaritans)');
    expect(select.getByRole('option').elements()).toHaveLength(CRISIS_LINES.length + 1);
    await select.selectOptions('us-988');
    await select.selectOptions('');
    expect(onChange.mock.calls).toEqual([[{ crisisLineId: 'us-988' }], [{ crisisLineId: null }]]);
  });

  it('links to the account page with a real link', async () => {
    const { screen } = await renderSettings();
    await expect
      .element(screen.getByRole('link', { name: settingsTexts.accountLink }))
      .toHaveAttribute('href', '/account');
  });

  it('shows a failed save above the settings as the server keeps them', async () => {
    const kept: UserSettings = { ...DEFAULT_SETTINGS, breakReminders: false };
    const { screen } = await renderSettings({ status: 'failed', settings: kept, error: 'Could not save' });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Could not save');
    await expect.element(screen.getByRole('switch', { name: settingsTexts.breakReminders })).not.toBeChecked();
  });

  it('offers to load again after a failed load', async () => {
    const { screen, onRetry } = await renderSettings({ status: 'failed', settings: null, error: 'Offline' });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Offline');
    await screen.getByRole('button', { name: screenStateTexts.retry }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

import { BRAND_NAME, CRISIS_LINES, type CrisisLine, paths, type UserSettings } from '@kindred/contract';
import { useId, useState } from 'react';
import { ErrorBanner } from '../ErrorBanner';
import { FormField, SelectField, type SelectOption } from '../FormField';
import { MainLandmark } from '../MainLandmark';
import { ScreenState } from '../ScreenState';
import { TextLink } from '../TextLink';
import { ReplyNotifications, type ReplyNotificationsProps } from './ReplyNotifications';
import * as styles from './Settings.css';
import { Toggle } from './Toggle';

export const settingsStatuses = ['loading', 'ready', 'saving', 'saved', 'failed'] as const;
export type SettingsStatus = (typeof settingsStatuses)[number];

/** Every text the settings screen shows. */
export const settingsTexts = {
  eyebrow: 'Settings',
  title: `How ${BRAND_NAME} treats you`,
  subtitle: 'Changes are saved as soon as you make them.',
  loading: 'Loading your settings...',
  loadFailed: 'Your settings could not load',
  saving: 'Saving...',
  saved: 'Saved',
  timeZoneTitle: 'Time zone',
  detected: (zone: string) =>
    `Your device says your time zone is ${zone}. Characters use it to know what time it is for you.`,
  search: 'Search time zones',
  searchPlaceholder: 'City or region, e.g. Lisbon',
  timeZone: 'Time zone',
  deviceTimeZone: (zone: string) => `Use my device's time zone (${zoneLabel(zone)})`,
  noMatch: (query: string) => `No time zone matches "${query}".`,
  charactersTitle: 'Characters',
  mayWriteFirst: 'Characters may write first',
  mayWriteFirstHint:
    'Used when characters can reach out: with this on, a character may start a conversation with you. Characters do not reach out yet.',
  breakReminders: 'Daily reminder to take breaks after long sessions',
  breakRemindersHint:
    'After three hours of chatting with no pause longer than 30 minutes, your character suggests a break.',
  careTitle: 'Care',
  crisisLine: 'Crisis line',
  byRegion: (line: CrisisLine) => `Based on my region (now ${line.name})`,
  crisisLineHint:
    'The line a character names, with how to reach it, whenever a conversation turns to suicide or self-harm.',
  accountTitle: 'Your data and account',
  accountLink: 'Your data and account',
  accountHint: `Download everything ${BRAND_NAME} keeps about you, change your password or delete your account.`,
} as const;

/** `America/Argentina/Buenos_Aires` as people read it: `America / Argentina / Buenos Aires`. */
export function zoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ').replaceAll('/', ' / ');
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function crisisLineLabel(line: CrisisLine): string {
  const where = line.country === 'INTL' ? 'any country' : (regionNames.of(line.country) ?? line.country);
  return `${line.name} (${where})`;
}

/** The zones whose id or readable name holds the query, ignoring case; the chosen one always stays. */
function matchingZones(zones: readonly string[], query: string, chosen: string | null): string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...zones];
  return zones.filter(
    (zone) => zone === chosen || zone.toLowerCase().includes(needle) || zoneLabel(zone).toLowerCase().includes(needle),
  );
}

export type SettingsProps = {
  status: SettingsStatus;
  /** What to show; null while loading, and when loading failed. */
  settings: UserSettings | null;
  /** The zone the device reports, e.g. `Europe/Lisbon`. */
  detectedTimeZone: string;
  /** Every zone the user may choose, e.g. `Intl.supportedValuesOf('timeZone')`. */
  timeZones: readonly string[];
  /** The line "Based on my region" stands for on this device. */
  regionCrisisLine: CrisisLine;
  /** Why loading or the last save failed. */
  error: string | null;
  onChange: (changes: Partial<UserSettings>) => void;
  /** Loads the settings again after a failed load. */
  onRetry: () => void;
  /** Notifications of replies on this device, which the browser keeps rather than the server. */
  replyNotifications?: ReplyNotificationsProps;
};

/** The user's settings: time zone, whether characters may write first, break reminders, crisis line. */
export function Settings({
  status,
  settings,
  detectedTimeZone,
  timeZones,
  regionCrisisLine,
  error,
  onChange,
  onRetry,
  replyNotifications,
}: SettingsProps) {
  const [query, setQuery] = useState('');
  const id = useId();

  if (!settings) {
    return (
      <MainLandmark className={styles.root}>
        {status === 'failed' ? (
          <ScreenState kind="error" title={settingsTexts.loadFailed} message={error ?? undefined} onRetry={onRetry} />
        ) : (
          <ScreenState kind="loading" title={settingsTexts.loading} />
        )}
      </MainLandmark>
    );
  }

  const zones = matchingZones(timeZones, query, settings.timeZone);
  const zoneOptions: SelectOption[] = [
    { value: '', label: settingsTexts.deviceTimeZone(detectedTimeZone) },
    // A zone stored elsewhere that this browser does not list is still shown as chosen.
    ...(settings.timeZone && !timeZones.includes(settings.timeZone) ? [settings.timeZone] : []).map((zone) => ({
      value: zone,
      label: zoneLabel(zone),
    })),
    ...zones.map((zone) => ({ value: zone, label: zoneLabel(zone) })),
  ];
  const crisisOptions: SelectOption[] = [
    { value: '', label: settingsTexts.byRegion(regionCrisisLine) },
    ...CRISIS_LINES.map((line) => ({ value: line.id, label: crisisLineLabel(line) })),
  ];

  return (
    <main className={styles.root}>
      <div className={styles.column}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{settingsTexts.eyebrow}</p>
          <h1 className={styles.title}>{settingsTexts.title}</h1>
          <p className={styles.muted}>{settingsTexts.subtitle}</p>
        </header>

        <div className={styles.status} role="status">
          {status === 'saving' && settingsTexts.saving}
          {status === 'saved' && settingsTexts.saved}
        </div>
        {status === 'failed' && error && <ErrorBanner>{error}</ErrorBanner>}

        <section className={styles.section} aria-labelledby={`${id}-time`}>
          <h2 id={`${id}-time`} className={styles.sectionTitle}>
            {settingsTexts.timeZoneTitle}
          </h2>
          <p className={styles.muted}>{settingsTexts.detected(detectedTimeZone)}</p>
          <FormField
            label={settingsTexts.search}
            name="timeZoneSearch"
            placeholder={settingsTexts.searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {zones.length === 0 && <p className={styles.muted}>{settingsTexts.noMatch(query.trim())}</p>}
          <SelectField
            label={settingsTexts.timeZone}
            name="timeZone"
            options={zoneOptions}
            value={settings.timeZone ?? ''}
            onChange={(event) => onChange({ timeZone: event.target.value === '' ? null : event.target.value })}
          />
        </section>

        <section className={styles.section} aria-labelledby={`${id}-characters`}>
          <h2 id={`${id}-characters`} className={styles.sectionTitle}>
            {settingsTexts.charactersTitle}
          </h2>
          <Toggle
            label={settingsTexts.mayWriteFirst}
            hint={settingsTexts.mayWriteFirstHint}
            hintId={`${id}-may-write-first`}
            checked={settings.charactersMayWriteFirst}
            onChange={(checked) => onChange({ charactersMayWriteFirst: checked })}
          />
          <Toggle
            label={settingsTexts.breakReminders}
            hint={settingsTexts.breakRemindersHint}
            hintId={`${id}-break-reminders`}
            checked={settings.breakReminders}
            onChange={(checked) => onChange({ breakReminders: checked })}
          />
        </section>

        {replyNotifications && <ReplyNotifications {...replyNotifications} />}

        <section className={styles.section} aria-labelledby={`${id}-care`}>
          <h2 id={`${id}-care`} className={styles.sectionTitle}>
            {settingsTexts.careTitle}
          </h2>
          <SelectField
            label={settingsTexts.crisisLine}
            name="crisisLine"
            options={crisisOptions}
            value={settings.crisisLineId ?? ''}
            onChange={(event) =>
              onChange({
                crisisLineId: CRISIS_LINES.find((line) => line.id === event.target.value)?.id ?? null,
              })
            }
          />
          <p className={styles.muted}>{settingsTexts.crisisLineHint}</p>
        </section>

        <section className={styles.section} aria-labelledby={`${id}-account`}>
          <h2 id={`${id}-account`} className={styles.sectionTitle}>
            {settingsTexts.accountTitle}
          </h2>
          <p className={styles.muted}>{settingsTexts.accountHint}</p>
          <p>
            <TextLink href={paths.account} weight="medium">
              {settingsTexts.accountLink}
            </TextLink>
          </p>
        </section>
      </div>
    </main>
  );
}

import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './SegmentedTabs.css';

export const segmentedTabsVariants = ['pill', 'underline'] as const;

export type TabOption<Value extends string> = {
  value: Value;
  label: string;
  /** How many things the tab holds, shown beside its label. */
  count?: number;
  /** Shown before the label. */
  icon?: ReactNode;
};

export type SegmentedTabsProps<Value extends string> = {
  /** Names the group for screen readers, e.g. 'Character type'. */
  label: string;
  options: readonly TabOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Links each tab to its `TabPanel`; one `useId()` per tab set. */
  idPrefix: string;
  /** `pill` for a two- or three-way toggle, `underline` for a bar above long content. */
  variant?: (typeof segmentedTabsVariants)[number];
  /** Read after a count in its singular or plural, e.g. '1 profile', '3 profiles'. */
  countUnit?: CountUnit;
};

export type CountUnit = { one: string; other: string };

const unitFor = (count: number, unit: CountUnit) => (count === 1 ? unit.one : unit.other);

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Tabs in the WAI-ARIA pattern: one tab stop, arrows move between tabs and show each one's panel. */
export function SegmentedTabs<Value extends string>({
  label,
  options,
  value,
  onChange,
  idPrefix,
  variant = 'pill',
  countUnit,
}: SegmentedTabsProps<Value>) {
  const tabRefs = useRef(new Map<Value, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const current = options.findIndex((option) => option.value === value);
    const next = options[move(current, options.length)];
    if (!next) return;
    tabRefs.current.get(next.value)?.focus();
    onChange(next.value);
  };

  return (
    <div role="tablist" aria-label={label} className={styles.list({ variant })} onKeyDown={onKeyDown}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              if (element) tabRefs.current.set(option.value, element);
              else tabRefs.current.delete(option.value);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, option.value)}
            aria-controls={panelId(idPrefix, option.value)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.tab({ variant, selected })}
            onClick={() => onChange(option.value)}
          >
            {option.icon}
            {option.label}
            {option.count !== undefined && (
              <span className={styles.count({ selected })}>
                {option.count}
                {countUnit && <span className={visuallyHidden}> {unitFor(option.count, countUnit)}</span>}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

export type TabPanelProps = { idPrefix: string; value: string; children: ReactNode; className?: string };

/** The content of the selected tab; render only the selected one. */
export function TabPanel({ idPrefix, value, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      className={className}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern; a panel without a control inside is still reached with Tab
      tabIndex={0}
    >
      {children}
    </div>
  );
}

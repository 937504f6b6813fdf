import * as styles from './Settings.css';

type ToggleProps = {
  label: string;
  hint: string;
  hintId: string;
  checked: boolean;
  /** The switch cannot be moved (the hint says why). */
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off setting: a switch with its label, and a line that says what it does. */
export function Toggle({ label, hint, hintId, checked, disabled = false, onChange }: ToggleProps) {
  return (
    <div className={styles.toggle}>
      <label className={styles.toggleLabel}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className={styles.switchInput}
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={hintId} className={styles.muted}>
        {hint}
      </p>
    </div>
  );
}

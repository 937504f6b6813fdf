import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLinkComponent } from '../TextLink';
import * as styles from './AvatarMenu.css';
import { avatarMenuLinks, isCurrentPath } from './topNavLinks';

export type AvatarMenuProps = {
  /** Up to two uppercase letters, e.g. 'SR'. */
  initials: string;
  /** Shown at the head of the menu when known. */
  userName?: string;
  activePath?: string;
  onLogout: () => void;
};

type Opening = 'first' | 'last';

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** The user's initials, opening a menu of every place in the app and Logout (WAI-ARIA menu button). */
export function AvatarMenu({ initials, userName, activePath, onLogout }: AvatarMenuProps) {
  const LinkComponent = useLinkComponent();
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = opening !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = () => setOpening(null);
  const closeAndReturnFocus = () => {
    close();
    buttonRef.current?.focus();
  };

  // An opened menu takes focus on the item the key asked for (the first one for a click, Enter or Space).
  useEffect(() => {
    if (opening === null) return;
    const items = itemsOf(menuRef.current);
    (opening === 'first' ? items[0] : items.at(-1))?.focus();
  }, [opening]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpening(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menuRef.current);
    const index = items.indexOf(event.target as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
        closeAndReturnFocus();
        break;
      case ' ':
        // Space activates a menu item; a link on its own would only scroll the page.
        (event.target as HTMLElement).click();
        break;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.avatar}
        aria-label={`Account menu, ${initials}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : setOpening('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {initials}
      </button>
      {open && (
        <div className={styles.popover}>
          {userName && <p className={styles.who}>{userName}</p>}
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            className={styles.menu}
            onKeyDown={onMenuKeyDown}
          >
            {avatarMenuLinks.map(({ label, href }) => {
              const current = isCurrentPath(href, activePath);
              return (
                <LinkComponent
                  key={label}
                  href={href}
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  aria-current={current ? 'page' : undefined}
                  onClick={close}
                >
                  {label}
                  {current && <span className={styles.currentDot} />}
                </LinkComponent>
              );
            })}
            <hr className={styles.separator} />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.logout}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

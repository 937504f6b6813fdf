import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { REPLY_NOTIFICATIONS_KEY } from '../../app/replyNotifications';
import { useReplyAlerts } from './useReplyAlerts';

/** The notifications the page showed, by title, with the browser's permission given. */
function grantedNotifications(permission: NotificationPermission = 'granted') {
  const shown: string[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = async () => permission;
    onclick: (() => void) | null = null;
    constructor(title: string) {
      shown.push(title);
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('replies that arrive while the tab is hidden', () => {
  beforeEach(() => {
    hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    document.title = 'Messages · Kindred';
    localStorage.removeItem(REPLY_NOTIFICATIONS_KEY);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const names = (id: string) => (id === 'ava' ? 'Ava Reyes' : undefined);

  it('count in the title until the user comes back, and a notification says who wrote', async () => {
    const shown = grantedNotifications();
    const { result } = await renderHook(() => useReplyAlerts(names));

    result.current('ava');
    expect(document.title).toBe('Messages · Kindred');
    expect(shown).toEqual([]);

    setHidden(true);
    result.current('ava');
    expect(document.title).toBe('(1) Messages · Kindred');
    result.current('ava');
    expect(document.title).toBe('(2) Messages · Kindred');
    expect(shown).toEqual(['Ava Reyes wrote to you', 'Ava Reyes wrote to you']);

    setHidden(false);
    expect(document.title).toBe('Messages · Kindred');
  });

  it('notify only a user who allowed it', async () => {
    const shown = grantedNotifications('default');
    const { result } = await renderHook(() => useReplyAlerts(names));
    setHidden(true);
    result.current('ava');
    expect(document.title).toBe('(1) Messages · Kindred');
    expect(shown).toEqual([]);
  });

  it('notify no one once the user turned it off on this device', async () => {
    const shown = grantedNotifications();
    localStorage.setItem(REPLY_NOTIFICATIONS_KEY, 'off');
    const { result } = await renderHook(() => useReplyAlerts(names));
    setHidden(true);
    result.current('ava');
    expect(shown).toEqual([]);
  });
});

/**
 * Browser notifications of replies, on this device: the browser's permission, and the user's own
 * choice kept beside it (a permission once granted cannot be taken back from the page, so turning
 * them off is remembered here).
 */

/** Where this device remembers that the user turned reply notifications off. */
export const REPLY_NOTIFICATIONS_KEY = 'kindred.replyNotifications';

/**
 * `unsupported`: the browser has no notifications; `blocked`: the user refused them to the site, and
 * only the browser's site settings can undo it; `off`/`on`: the user's choice.
 */
export type ReplyNotificationState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export function replyNotificationState(): ReplyNotificationState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return localStorage.getItem(REPLY_NOTIFICATIONS_KEY) === 'off' ? 'off' : 'on';
}

/** Turns reply notifications on (asking the browser's permission first if it was never given) or off. */
export async function chooseReplyNotifications(on: boolean): Promise<ReplyNotificationState> {
  if (!supported()) return 'unsupported';
  if (!on) {
    localStorage.setItem(REPLY_NOTIFICATIONS_KEY, 'off');
    return replyNotificationState();
  }
  localStorage.removeItem(REPLY_NOTIFICATIONS_KEY);
  if (Notification.permission === 'default') await Notification.requestPermission();
  return replyNotificationState();
}

/** What a notification of a reply says. */
export const replyNotificationTitle = (name: string) => `${name} wrote to you`;

/** Shows a notification that `name` replied, if the user allowed it; a click brings the tab back. */
export function notifyOfReply(name: string, tag: string) {
  if (replyNotificationState() !== 'on') return;
  try {
    const notification = new Notification(replyNotificationTitle(name), { tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch (error) {
    // Some browsers (Chrome on Android) allow notifications only from a service worker.
    console.error(error);
  }
}

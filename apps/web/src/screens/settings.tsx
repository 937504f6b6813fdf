import { crisisLineForLocale } from '@kindred/contract';
import { settingsMachine, shownSettings } from '@kindred/machines';
import { Settings } from '@kindred/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { chooseReplyNotifications, replyNotificationState } from '../app/replyNotifications';
import { useServices } from '../app/ServicesContext';
import { useSession } from '../app/useSession';
import { withDisplayError } from './auth/displayError';

/** What the device says, read once: neither changes while the page is open. */
const detectedTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const timeZones = Intl.supportedValuesOf('timeZone');

/** The user's settings, each change saved as soon as it is made, and this device's notifications of replies. */
export function SettingsScreen() {
  const { client } = useServices();
  const { user } = useSession();
  const settings = useActorRef(
    settingsMachine.provide({
      actors: {
        loadSettings: fromPromise(({ input }) => withDisplayError(client.api.settings(input.userId))),
        saveSettings: fromPromise(({ input }) =>
          withDisplayError(client.api.updateSettings(input.userId, input.settings)),
        ),
      },
      actions: { logError: (_, { error }) => console.error(error) },
    }),
    { input: { userId: user?._id ?? '' } },
  );
  const [notifications, setNotifications] = useState(replyNotificationState);
  const status = useSelector(settings, (snapshot) => snapshot.value);
  const context = useSelector(settings, (snapshot) => snapshot.context);

  return (
    <Settings
      status={status}
      settings={shownSettings(context)}
      detectedTimeZone={detectedTimeZone}
      timeZones={timeZones}
      regionCrisisLine={crisisLineForLocale(navigator.language)}
      error={context.error}
      onChange={(changes) => settings.send({ type: 'user.change', changes })}
      onRetry={() => settings.send({ type: 'user.retry' })}
      replyNotifications={{
        state: notifications,
        onChange: (on) => {
          // The browser asks first, and the answer may be no: show what it says, not what was asked.
          void chooseReplyNotifications(on).then(setNotifications);
        },
      }}
    />
  );
}

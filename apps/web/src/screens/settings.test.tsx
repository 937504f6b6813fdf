import '@kindred/ui/styles';
import { handlers } from '@kindred/api-client/mocks';
import { DEFAULT_SETTINGS, paths, type UserSettings } from '@kindred/contract';
import { completeUser } from '@kindred/contract/fixtures';
import { screenStateTexts, settingsTexts } from '@kindred/ui';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { routes } from '../router';
import { installMockApi } from '../test/mockApi';
import { endpointUrl } from '../test/mockEndpoints';
import { SignedInApp } from '../test/SignedInApp';

const worker = installMockApi();

const openSettings = () => render(<SignedInApp routes={routes} path={paths.settings} />);

/** Answers every save with what was sent, as the server does, and keeps what was sent with whose path. */
function recordSaves() {
  const saves: { path: string; body: UserSettings }[] = [];
  worker.use(
    http.put(endpointUrl('updateSettings'), async ({ request }) => {
      const body = (await request.json()) as UserSettings;
      saves.push({ path: new URL(request.url).pathname, body });
      return HttpResponse.json({ settings: body });
    }),
  );
  return saves;
}

describe('the settings screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the user's settings and saves a change with every other setting kept", async () => {
    worker.use(
      http.get(endpointUrl('settings'), () =>
        HttpResponse.json({ settings: { ...DEFAULT_SETTINGS, crisisLineId: 'gb-samaritans' } }),
      ),
    );
    const saves = recordSaves();
    const screen = await openSettings();

    const breaks = screen.getByRole('switch', { name: settingsTexts.breakReminders });
    await expect.element(breaks).toBeChecked();
    await breaks.click();

    await expect.element(screen.getByRole('status')).toHaveTextContent(settingsTexts.saved);
    await expect.element(breaks).not.toBeChecked();
    expect(saves).toEqual([
      {
        path: `/api/users/${completeUser._id}/settings`,
        body: { ...DEFAULT_SETTINGS, crisisLineId: 'gb-samaritans', breakReminders: false },
      },
    ]);
  });

  it("shows the server's reason when a save is refused, and the setting as it is kept", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.updateSettings.failure('Crisis line must be one of the listed lines', 400));
    const screen = await openSettings();

    await screen.getByRole('combobox', { name: 'Crisis line' }).selectOptions('us-988');

    await expect.element(screen.getByRole('alert')).toHaveTextContent('Crisis line must be one of the listed lines');
    await expect.element(screen.getByRole('combobox', { name: 'Crisis line' })).toHaveValue('');
  });

  it('offers to load again when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.settings.failure('Kindred is briefly unavailable', 503));
    const screen = await openSettings();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Kindred is briefly unavailable');

    worker.resetHandlers();
    await screen.getByRole('button', { name: screenStateTexts.retry }).click();
    await expect.element(screen.getByRole('switch', { name: settingsTexts.mayWriteFirst })).toBeChecked();
  });
});

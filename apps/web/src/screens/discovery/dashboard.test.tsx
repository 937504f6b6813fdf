import '@kindred/ui/styles';
import { handlers } from '@kindred/api-client/mocks';
import { FEATURED_CHARACTERS, paths } from '@kindred/contract';
import { ava, kai, sofia } from '@kindred/contract/fixtures';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { installMockApi } from '../../test/mockApi';
import { endpointUrl, recordCalls } from '../../test/mockEndpoints';
import { DiscoveryApp } from './DiscoveryApp';

const worker = installMockApi();

const openDashboard = () => render(<DiscoveryApp path={paths.dashboard} />);

type Screen = Awaited<ReturnType<typeof openDashboard>>;

const featured = (screen: Screen) => screen.getByRole('region', { name: 'Featured Characters' });

describe('the dashboard', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('features three characters, each bio cut at 120 characters on a word boundary', async () => {
    const requests = recordCalls('characters');
    worker.use(
      requests.handler,
      http.get(endpointUrl('characters'), () =>
        HttpResponse.json({ data: [sofia, ava, kai], page: 1, limit: FEATURED_CHARACTERS, total: 3 }),
      ),
    );
    const screen = await openDashboard();

    await expect.element(featured(screen).getByRole('link', { name: sofia.name })).toBeVisible();
    expect(featured(screen).getByRole('listitem').all()).toHaveLength(FEATURED_CHARACTERS);
    await expect
      .element(
        featured(screen).getByText(
          'Art restorer at a small workshop near the Ponte Vecchio, where I spend my days coaxing five-hundred-year-old colours…',
          { exact: true },
        ),
      )
      .toBeVisible();
    await expect.element(featured(screen).getByText(ava.bio, { exact: true })).toBeVisible();
    expect(requests.calls).toEqual([{ page: '1', limit: String(FEATURED_CHARACTERS) }]);
  });

  it("opens a featured character's profile", async () => {
    const screen = await openDashboard();

    await featured(screen).getByRole('link', { name: ava.name }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: ava.name })).toBeVisible();
  });

  it.each([
    ['Start Matching', 'Loading Characters...'],
    ['My Characters', 'Real Connections'],
    ['Story Mode', paths.storyMode],
  ])('goes where the %s tile leads', async (tile, destination) => {
    worker.use(handlers.browse.slow);
    const screen = await openDashboard();

    await screen.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: tile }).click();

    await expect.element(screen.getByText(destination, { exact: true })).toBeVisible();
  });

  it('shows the featured characters again from the cache while they are fresh', async () => {
    const [list, detail] = [recordCalls('characters'), recordCalls('character')];
    worker.use(list.handler, detail.handler);
    const screen = await openDashboard();

    await featured(screen).getByRole('link', { name: ava.name }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: ava.name })).toBeVisible();
    await screen.getByRole('button', { name: /^Account menu/ }).click();
    await screen.getByRole('menuitem', { name: 'Home' }).click();
    await featured(screen).getByRole('link', { name: ava.name }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: ava.name })).toBeVisible();
    expect(list.calls).toHaveLength(1);
    expect(detail.calls).toHaveLength(1);
  });

  it('invites to start matching when the featured characters fail to load, logging the failure only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.characters.failure());
    const screen = await openDashboard();

    await expect.element(featured(screen).getByText('No featured characters yet.')).toBeVisible();
    expect(logged).toHaveBeenCalled();
  });
});

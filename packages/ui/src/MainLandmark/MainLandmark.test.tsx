import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { MainLandmark } from './MainLandmark';

describe('MainLandmark', () => {
  it('is the main landmark of the page', async () => {
    const screen = await render(
      <MainLandmark>
        <h1>Matches</h1>
      </MainLandmark>,
    );

    await expect.element(screen.getByRole('main')).toHaveTextContent('Matches');
  });

  it('never makes a second main landmark inside the first', async () => {
    const screen = await render(
      <MainLandmark>
        <MainLandmark>
          <h1>Failed to load character</h1>
        </MainLandmark>
      </MainLandmark>,
    );

    expect(screen.getByRole('main').all()).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });
});

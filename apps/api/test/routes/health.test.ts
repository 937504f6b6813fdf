import { healthResponse } from '@kindred/contract';
import { expect, it } from 'vitest';
import { LIVENESS_ROUTE, version } from '../../src/paths';
import { describeEachDatabase } from '../helpers/app';

describeEachDatabase('GET /api/health', (getApp, driver) => {
  it('reports ok with the version and the database driver', async () => {
    const response = await getApp().inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(healthResponse.parse(response.json())).toEqual({
      status: 'ok',
      version,
      database: { status: 'up', driver },
    });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  // Last: it takes the database away from this file's app.
  it('reports degraded with 503 when the database is down, while the process stays live', async () => {
    await getApp().database.close();
    const response = await getApp().inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(healthResponse.parse(response.json())).toEqual({
      status: 'degraded',
      version,
      database: { status: 'down', driver },
    });

    const liveness = await getApp().inject(`/api${LIVENESS_ROUTE}`);
    expect(liveness.statusCode).toBe(200);
    expect(liveness.json()).toEqual({ status: 'ok', version });
  });
});

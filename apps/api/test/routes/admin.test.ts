import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminFilePath } from '../../src/admin/admin-file';
import { ADMIN_SECRET_HEADER } from '../../src/admin/endpoints';
import { postgresAvailable, startTestApp, useTestApp } from '../helpers/app';

const getApp = useTestApp();

describe('admin endpoints of the invite CLI', () => {
  const url = '/api/admin/invitations';
  const secretHeader = () => ({ [ADMIN_SECRET_HEADER]: getApp().adminSecret ?? '' });
  const local = { remoteAddress: '127.0.0.1' };

  it('create and list invitations for a caller on this machine with the secret', async () => {
    const created = await getApp().inject({
      method: 'POST',
      url,
      headers: secretHeader(),
      payload: { uses: 3, expiresInSeconds: 3600, count: 2 },
      ...local,
    });
    expect(created.statusCode).toBe(200);
    const { invitations } = created.json();
    expect(invitations).toHaveLength(2);
    expect(invitations[0]).toMatchObject({ maxUses: 3, usesLeft: 3, expiresAt: expect.any(String) });

    const listed = await getApp().inject({ url, headers: secretHeader(), ...local });
    expect(listed.statusCode).toBe(200);
    const codes = listed.json().invitations.map((invitation: { code: string }) => invitation.code);
    for (const invitation of invitations) expect(codes).toContain(invitation.code);
  });

  it.each([
    ['without the secret', {}, local],
    ['with a wrong secret', { [ADMIN_SECRET_HEADER]: 'x'.repeat(43) }, local],
    ['from another machine', null, { remoteAddress: '203.0.113.9' }],
  ])('look like no route at all %s', async (_, headers, from) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await getApp().inject({
        method,
        url,
        headers: headers ?? secretHeader(),
        payload: method === 'POST' ? { uses: 1, expiresInSeconds: null, count: 1 } : undefined,
        ...from,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('refuse a bad request with 400', async () => {
    const response = await getApp().inject({
      method: 'POST',
      url,
      headers: secretHeader(),
      payload: { uses: 0, expiresInSeconds: null, count: 1 },
      ...local,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('are announced in DATA_DIR/admin.json, readable by its owner only, while the server listens', async () => {
    const { app, close } = await startTestApp();
    const file = adminFilePath(app.config.dataDir);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const announced = JSON.parse(readFileSync(file, 'utf8'));
      expect(announced).toEqual({
        pid: process.pid,
        host: '127.0.0.1',
        port: expect.any(Number),
        secret: app.adminSecret,
      });

      const response = await fetch(`http://127.0.0.1:${announced.port}${url}`, {
        headers: { [ADMIN_SECRET_HEADER]: announced.secret },
      });
      expect(response.status).toBe(200);
    } finally {
      await close();
    }
    expect(() => statSync(file)).toThrow();
  });

  it.skipIf(!postgresAvailable)('are off on PostgreSQL, which the CLI opens itself', async () => {
    const { app, close } = await startTestApp({ driver: 'postgres' });
    try {
      expect(app.adminSecret).toBeUndefined();
      expect((await app.inject({ url, ...local })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});

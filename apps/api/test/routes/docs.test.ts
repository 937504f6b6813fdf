import { API_PREFIX, endpoints } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { nonContractRoutes, routeKeyOf, serverRoutes } from '../security/routes';

interface Operation {
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
type Paths = Record<string, Record<string, Operation>>;

/** `PATCH /api/users/:id` → [`/api/users/{id}`, `patch`], as the document names it. */
const documentKeyOf = (route: string) => {
  const [method = '', path = ''] = route.split(' ');
  return [path.replace(/:(\w+)/g, '{$1}'), method.toLowerCase()] as const;
};

describe('the API description', () => {
  const getApp = useTestApp();

  async function openApi(): Promise<{ openapi: string; paths: Paths }> {
    const response = await getApp().inject(`${API_PREFIX}/docs/openapi.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return JSON.parse(response.body);
  }

  it('documents every route of the server outside the pictures, the admin door and itself', async () => {
    const { openapi, paths } = await openApi();
    expect(openapi).toMatch(/^3\./);
    const outside = new Set<string>(Object.values(nonContractRoutes));
    const documented = serverRoutes(getApp()).filter((route) => !outside.has(route));
    expect(documented.length).toBe(Object.keys(endpoints).length);
    for (const route of documented) {
      const [path, method] = documentKeyOf(route);
      expect(paths[path]?.[method], route).toMatchObject({ summary: expect.any(String) });
    }
    const documentedCount = Object.values(paths).reduce((sum, operations) => sum + Object.keys(operations).length, 0);
    expect(documentedCount).toBe(documented.length);
  });

  it("describes requests with the contract's schemas and marks the calls that need a token", async () => {
    const { paths } = await openApi();
    const [chatPath, chatMethod] = documentKeyOf(routeKeyOf(endpoints.chat));
    const chat = paths[chatPath]?.[chatMethod];
    expect(chat?.requestBody?.content['application/json']?.schema.properties).toHaveProperty('message');
    expect(chat?.security).toEqual([{ bearerAuth: [] }]);
    const [loginPath, loginMethod] = documentKeyOf(routeKeyOf(endpoints.login));
    expect(paths[loginPath]?.[loginMethod]?.security).toBeUndefined();
  });

  it('lists every operation on a page', async () => {
    const response = await getApp().inject(`${API_PREFIX}/docs`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(/<script|https?:\/\//);
    for (const endpoint of Object.values(endpoints)) {
      const [path, method] = documentKeyOf(routeKeyOf(endpoint));
      expect(response.body).toContain(`<code>${method.toUpperCase()}</code></td><td><code>${path}</code>`);
    }
  });
});

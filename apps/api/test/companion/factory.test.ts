import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanionModel, crisisResources } from '../../src/companion/index';
import { StartupError } from '../../src/startup-error';
import { IN_CONVERSATION, replyInput, signal } from './helpers';

let server: Server;
let baseUrl: string;
let requests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: '<i>Hello</i> from the model' } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('createCompanionModel', () => {
  it('uses the built-in offline engine when no AI_BASE_URL is set', async () => {
    const model = createCompanionModel({ ai: { baseUrl: undefined, model: undefined, apiKey: undefined } });
    const before = requests;
    const output = await model.reply(replyInput({ message: "Hi, I'm Sam" }), signal());
    expect(output.text).toMatch(/Sam/);
    expect(output.facts?.[0]).toMatchObject({ kind: 'name', value: 'Sam' });
    expect(requests).toBe(before);
  });

  it('uses the OpenAI-compatible endpoint when AI_BASE_URL is set, behind the safety layer', async () => {
    const model = createCompanionModel({ ai: { baseUrl, model: 'qwen2.5:3b', apiKey: undefined } });
    const output = await model.reply(replyInput({ ...IN_CONVERSATION, message: 'hello' }), signal());
    expect(output.text).toBe('Hello from the model');
    expect(output.facts).toEqual([]);
  });

  it('answers a crisis without asking the model', async () => {
    const model = createCompanionModel({ ai: { baseUrl, model: 'qwen2.5:3b', apiKey: undefined } });
    const before = requests;
    const output = await model.reply(replyInput({ message: 'I want to kill myself' }), signal());
    expect(output.text).toContain(crisisResources(replyInput().care.crisisLine));
    expect(requests).toBe(before);
  });

  it('refuses to start with AI_BASE_URL but no AI_MODEL', () => {
    expect(() => createCompanionModel({ ai: { baseUrl, model: undefined, apiKey: undefined } })).toThrow(
      new StartupError('AI_MODEL must be set when AI_BASE_URL is set'),
    );
  });
});

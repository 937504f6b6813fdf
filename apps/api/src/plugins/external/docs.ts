import swagger from '@fastify/swagger';
import { API_PREFIX, BRAND_NAME, type Endpoint, type EndpointName, endpoints } from '@kindred/contract';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../../paths';

export const DOCS_ROUTE = `${API_PREFIX}/docs`;
export const OPENAPI_ROUTE = `${DOCS_ROUTE}/openapi.json`;

/** One line per call of the contract, shown as the operation's summary. */
const summaries: Record<EndpointName, string> = {
  login: 'Sign in with email and password',
  register: 'Create an account with an invitation code; a verification code is mailed',
  verifyOtp: 'Verify the emailed code and sign in',
  resendOtp: 'Mail a new verification code to an unverified address; the answer is the same for every address',
  forgotPassword: 'Mail a password reset code',
  resetPassword: 'Set a new password with the emailed code',
  logout: 'Revoke a refresh token',
  refresh: 'Exchange a refresh token for a new token pair',
  me: 'The signed-in user',
  updateProfile: "Complete or change the signed-in user's profile",
  deleteAccount: 'Delete the account and everything of it at once; asks for the current password',
  exportAccount: 'Everything kept about the user, as one JSON file to download',
  changePassword: 'Change the password; every other sign-in is signed out',
  joinWaitlist: 'Join the waitlist',
  characters: 'List characters',
  character: 'One character',
  browse: 'Characters not yet liked or rejected, to browse',
  interactions: 'Liked and rejected characters',
  like: 'Like a character',
  dislike: 'Reject a character',
  conversations: 'Conversations of the user, latest first',
  history: 'Messages of one conversation, latest first',
  chat: 'Send a message and receive the reply; with Accept: text/event-stream, as it is written (server-sent events)',
  chatStream:
    'Follow the reply being written (server-sent events: reply, delta, done; Last-Event-ID resumes); 204 when none is',
  chatStop: 'Stop the reply being written; it keeps its text so far (409 when none is)',
  chatRegenerate:
    'Write another reply to the latest message, keeping the one before as an alternative; streamed with Accept: text/event-stream',
  chooseReply: 'Show this alternative reply instead of its siblings; later replies see it',
  memories:
    'What the character remembers about the user, newest first: facts it learned, summaries, the notes the user wrote',
  createMemory: 'Write a note for the character to remember ("call me Sam"); in every later prompt',
  updateMemory: "Rewrite or pin a memory; a rewritten learned memory becomes the user's own note",
  deleteMemory: 'Forget a memory: no later prompt has it',
  editMessage: 'Change the text of your message; when it is the latest, its reply is written anew',
  deleteMessage: 'Delete a message (a reply with its alternatives) from the history and from what later replies see',
  site: "The operator's site facts for the public pages (name, contacts, founder, social links) and the model host that writes replies",
  settings: "The user's settings: time zone, whether characters may write first, break reminders, crisis line",
  updateSettings: "Replace the user's settings",
  health: 'Server and database status',
};

const BEARER = 'bearerAuth';

/** The contract's endpoints by `METHOD /full/path`, as Fastify reports each route to the document. */
const contractRoutes = new Map<string, [EndpointName, Endpoint]>(
  Object.entries(endpoints).map(([name, endpoint]) => [
    `${endpoint.method} ${API_PREFIX}${endpoint.path}`,
    [name as EndpointName, endpoint],
  ]),
);

/**
 * The OpenAPI document of the contract, generated from its zod schemas, at `/api/docs/openapi.json`,
 * and a plain page listing its operations at `/api/docs`. Routes outside the contract (pictures, the
 * admin door, these pages) stay out of it. Register before the routes: the document is built from
 * the routes registered after it.
 */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: { title: `${BRAND_NAME} API`, version },
        components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: (document) => {
        const methods = [document.route.method].flat();
        const contract = contractRoutes.get(`${methods.join(',')} ${document.url}`);
        if (!contract) return { schema: { hide: true }, url: document.url };
        const [name, endpoint] = contract;
        const { schema, url } = jsonSchemaTransform(document);
        return {
          schema: {
            ...schema,
            operationId: name,
            summary: summaries[name],
            ...(endpoint.access !== 'public' && { security: [{ [BEARER]: [] }] }),
          },
          url,
        };
      },
    });

    fastify.get(OPENAPI_ROUTE, { schema: { hide: true } }, async () => fastify.swagger());

    let page: string | undefined;
    fastify.get(DOCS_ROUTE, { schema: { hide: true } }, async (_request, reply) => {
      page ??= renderPage(fastify.swagger() as OpenApiDocument);
      return reply.type('text/html; charset=utf-8').send(page);
    });
  },
  { name: 'docs' },
);

interface OpenApiDocument {
  info: { title: string; version: string };
  paths?: Record<string, Record<string, { summary?: string }>>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page without scripts or outside assets, so the strict content security policy needs no exception. */
function renderPage({ info, paths = {} }: OpenApiDocument): string {
  const rows = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(
      ([method, operation]) =>
        `<tr><td><code>${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
    ),
  );
  const title = escapeHtml(`${info.title} ${info.version}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f1f1f; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 0.4rem 1rem 0.4rem 0; border-bottom: 1px solid #ddd; }
</style>
</head>
<body>
<h1>${title}</h1>
<p>The full description, with every request and response schema: <a href="${OPENAPI_ROUTE}">${OPENAPI_ROUTE}</a>.</p>
<table>
<thead><tr><th>Method</th><th>Path</th><th>Summary</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}

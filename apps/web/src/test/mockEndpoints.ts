import {
  API_PREFIX,
  browseQuery,
  type Character,
  type EndpointName,
  endpoints,
  type InteractionType,
} from '@kindred/contract';
import { characters, completeUser, interactions } from '@kindred/contract/fixtures';
import { HttpResponse, http } from 'msw';

/** The URL MSW matches for one endpoint of the contract, under any origin. */
export const endpointUrl = (name: EndpointName) => `*${API_PREFIX}${endpoints[name].path}`;

/** A request's query parameters, to check what a screen asked for. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** Records every call of an endpoint (path parameters and query) and leaves the answer to the next handler. */
export function recordCalls(name: EndpointName) {
  const calls: Record<string, string>[] = [];
  const handler = methods[endpoints[name].method](endpointUrl(name), ({ request, params }) => {
    // The origin wildcard of the URL is captured too, under '0': only the endpoint's own parameters count.
    const named = Object.entries(params).flatMap(([name, value]) => (name === '0' ? [] : [[name, String(value)]]));
    calls.push({ ...Object.fromEntries(named), ...queryOf(request) });
  });
  return { handler, calls };
}

/** Every fixture character, page by page, without leaving out the ones the user decided on. */
export const unfilteredBrowse = http.get(endpointUrl('browse'), ({ request }) => {
  const { page, limit } = browseQuery.parse(queryOf(request));
  return HttpResponse.json({ data: characters.slice((page - 1) * limit, page * limit) });
});

const characterById = (id: string): Character => {
  const found = characters.find((character) => character._id === id);
  if (!found) throw new Error(`No fixture character ${id}`);
  return found;
};

/**
 * An API that remembers: a like or a rejection changes what the current user and their
 * interactions read afterwards, as the server would. Starts from the fixture user's decisions.
 */
export function rememberingApi() {
  const user = { ...completeUser, likes: [...completeUser.likes], dislikes: [...completeUser.dislikes] };
  let decided = interactions.map(({ character, type }) => ({ id: character._id, type }));
  const decide = (id: string, type: InteractionType) => {
    // The latest decision replaces an earlier one, and lists first.
    decided = [{ id, type }, ...decided.filter((item) => item.id !== id)];
    user.likes = user.likes.filter((liked) => liked !== id);
    user.dislikes = user.dislikes.filter((disliked) => disliked !== id);
    (type === 'like' ? user.likes : user.dislikes).push(id);
  };
  return [
    http.get(endpointUrl('me'), () => HttpResponse.json({ user })),
    http.post(endpointUrl('like'), ({ params }) => {
      decide(String(params.id), 'like');
      user.matches = [...new Set([...user.matches, String(params.id)])];
      return HttpResponse.json({ message: 'Liked', relationship: { type: 'Matched' } });
    }),
    http.post(endpointUrl('dislike'), ({ params }) => {
      decide(String(params.id), 'dislike');
      return HttpResponse.json({ message: 'Disliked' });
    }),
    http.get(endpointUrl('interactions'), ({ request }) => {
      const { type } = queryOf(request);
      const data = decided
        .filter((item) => type === undefined || item.type === type)
        .map((item) => ({ character: characterById(item.id), type: item.type, createdAt: new Date().toISOString() }));
      return HttpResponse.json({ data: { data } });
    }),
  ];
}

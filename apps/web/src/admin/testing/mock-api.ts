import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Response;
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/** A JSON answer, with the total header of a paginated list when `total` is given. */
export function page<T>(items: T[], total = items.length): Reply {
  return { body: items, headers: { 'X-Total-Count': String(total) } };
}

export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { timestamp: '', status, error: '', message, path: '', code: 'CONFLICT', ...extra } };
}

/**
 * Stubs `fetch` with a route table keyed "METHOD /path" (query ignored in the key). Every call is
 * recorded; an unknown route answers 404 so that a missing stub shows up as an error on screen.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call: ApiCall = { method, path: decodeURIComponent(url.pathname), query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${call.path}`];
    const reply: Reply = handler
      ? await handler(call)
      : { status: 404, body: { message: `No stub: ${method} ${call.path}` } };
    if (reply instanceof Response) return reply;
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

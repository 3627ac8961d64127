import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

/** Test helpers only (never imported by the app). */

export interface StubbedCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: StubbedCall) => Answer | undefined;

/** Replaces fetch: each call goes to the first handler that answers; the rest is a 404. */
export function stubFetch(handler: Handler) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call = { method: init?.method ?? 'GET', url, body };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'introuvable', code: 'NOT_FOUND' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Replaces XMLHttpRequest (used for uploads with progress); records what is sent. */
export function stubXhr(answer: Answer) {
  /** The bodies sent, in order; `requests` adds where each went and with which headers. */
  const sent = Object.assign([] as FormData[], {
    requests: [] as { url: string; headers: Record<string, string>; body: FormData }[],
  });
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push(form);
      sent.requests.push({ url: this.url, headers: this.headers, body: form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = answer.status ?? 200;
        this.responseText = JSON.stringify(answer.body ?? null);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `path` inside a memory router and a fresh query client. */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    url = path,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: { path?: string; url?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      // Anywhere else the page navigates to: only the location is shown.
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

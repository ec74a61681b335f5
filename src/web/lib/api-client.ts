/** The one fetch client: JSON in and out, API errors thrown as ApiError with the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How requests reach the API: fetch in the browser; the server's own router when it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type Query = Record<string, string | number | boolean | readonly string[] | null | undefined>;

export function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string>; requestId?: string };
}

export async function apiGet<T>(path: string, query?: Query, init?: { signal?: AbortSignal }): Promise<T> {
  return apiRequest<T>('GET', path + toSearch(query), undefined, init);
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  init?: { signal?: AbortSignal },
): Promise<T> {
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: init?.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection.');
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const error = (data as ErrorBody | undefined)?.error;
    // An unexpected failure names its request id, which staff look up in the server's logs.
    const reference = error?.requestId ? ` (reference ${error.requestId})` : '';
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      (error?.message ?? `Request failed (${response.status})`) + reference,
      error?.fields,
    );
  }
  return data as T;
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

import { ApiError } from './api-error';

export type TokenSource = string | null | undefined | (() => string | null | undefined);

export interface HttpOptions {
  /** Prefix of every path; '' (same origin) by default. */
  baseUrl?: string;
  /** Bearer token, or a getter read on every call (so a session store can change it). */
  token?: TokenSource;
  /**
   * Cookies with every call (fetch's `credentials`): the hub's admin session is an HttpOnly
   * cookie, so it uses 'same-origin'; a tenant client may use 'omit'. Unset: fetch's default.
   */
  credentials?: RequestCredentials;
  /**
   * The session's CSRF token, sent as `x-csrf-token` (a cookie-authenticated POST/PUT/PATCH/DELETE
   * needs it); a string or a getter read on every call, e.g. from the `chartroom_csrf` cookie.
   */
  csrfToken?: TokenSource;
  /** Called once per 401 answer, before the ApiError is thrown. */
  onUnauthorized?: (error: ApiError) => void;
  /** Fetch implementation; the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * XMLHttpRequest factory for uploads with progress (fetch reports none); the global
   * XMLHttpRequest by default. Without one (Node), uploads go through fetch.
   */
  xhr?: () => XMLHttpRequest;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query-string values; undefined entries are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

function readToken(source: TokenSource): string | null | undefined {
  return typeof source === 'function' ? source() : source;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorMessage(body: unknown, status: number, statusText: string): string {
  if (isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string') {
    return body.error.message;
  }
  return statusText ? `Request failed: ${status} ${statusText}` : `Request failed: ${status}`;
}

/** The answer's text as JSON (undefined when empty or not JSON). */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `path?key=value…` without the undefined entries. */
export function withQuery(path: string, query: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Sends one call and unwraps `{ data }`; `{ error: { message } }` or a non-2xx status throws ApiError. */
export function createHttp(options: HttpOptions) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  let token: TokenSource = options.token;

  function authHeaders(): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const bearer = readToken(token);
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const csrf = readToken(options.csrfToken);
    if (csrf) headers['x-csrf-token'] = csrf;
    return headers;
  }

  /** `data` of a parsed answer, or the ApiError it stands for (401 → onUnauthorized first). */
  function unwrap<T>(json: unknown, status: number, statusText: string): T {
    const ok = status >= 200 && status < 300;
    if (!ok || (isRecord(json) && 'error' in json && json.error)) {
      const error = new ApiError(errorMessage(json, status, statusText), ok ? 500 : status);
      if (error.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    if (!isRecord(json) || !('data' in json)) {
      throw new ApiError('Malformed answer: missing data', status);
    }
    return json.data as T;
  }

  /** The answer's Response; a transport failure throws ApiError with status 0. */
  async function fetchOnce(method: HttpMethod, path: string, init: RequestInit): Promise<Response> {
    const doFetch = options.fetch ?? globalThis.fetch;
    try {
      return await doFetch(`${baseUrl}${path}`, {
        ...(options.credentials ? { credentials: options.credentials } : {}),
        ...init,
        method,
      });
    } catch (cause) {
      if (init.signal?.aborted) throw new ApiError('Request cancelled', 0);
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new ApiError(`Network error: ${reason}`, 0);
    }
  }

  async function send<T>(method: HttpMethod, path: string, init: RequestInit): Promise<T> {
    const response = await fetchOnce(method, path, init);
    const json = parseJson(await response.text());
    return unwrap<T>(json, response.status, response.statusText);
  }

  /**
   * Sends one JSON call whose answer is read as a stream (`accept` names its type): the Response
   * when it is 2xx; a failed call throws ApiError as `request` does (401 → onUnauthorized first).
   */
  async function open(
    method: HttpMethod,
    path: string,
    body: unknown,
    accept: string,
    signal?: AbortSignal,
  ): Promise<Response> {
    const headers = { ...authHeaders(), accept, 'content-type': 'application/json' };
    const response = await fetchOnce(method, path, {
      headers,
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
    if (!response.ok)
      unwrap(parseJson(await response.text()), response.status, response.statusText);
    return response;
  }

  async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const headers = authHeaders();
    if (body !== undefined) headers['content-type'] = 'application/json';
    return send<T>(method, path, {
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  return {
    request,
    send,
    open,
    unwrap,
    authHeaders,
    url: (path: string) => `${baseUrl}${path}`,
    xhr: options.xhr,
    credentials: options.credentials,
    setToken(next: TokenSource) {
      token = next;
    },
  };
}

export type Http = ReturnType<typeof createHttp>;

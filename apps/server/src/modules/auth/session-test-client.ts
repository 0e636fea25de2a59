import type { TestServer } from '../../test/test-server';

/** One answer of a test call: status, parsed JSON and the Set-Cookie lines by cookie name. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  json: { data?: T; error?: { message: string } };
  cookies: Map<string, { value: string; attributes: string[] }>;
}

/** A tiny browser for tests: keeps the cookies a server set and sends them back. */
export class TestBrowser {
  readonly jar = new Map<string, string>();

  constructor(
    private readonly server: Pick<TestServer, 'url'>,
    /** Headers every call sends (e.g. x-forwarded-for through a trusted proxy). */
    private readonly headers: Record<string, string> = {},
  ) {}

  get csrfToken(): string | undefined {
    return this.jar.get('chartroom_csrf');
  }

  get sessionCookie(): string | undefined {
    return this.jar.get('chartroom_session');
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...this.headers, ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const res = await fetch(`${this.server.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const cookies = parseSetCookies(res.headers);
    for (const [name, { value, attributes }] of cookies) {
      if (value === '' || attributes.some((a) => /^max-age=0$/i.test(a))) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      json: text ? (JSON.parse(text) as Answer<T>['json']) : {},
      cookies,
    };
  }

  /** A state-changing call with the CSRF header, as the hub sends it. */
  send<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
    return this.call<T>(method, path, body, { 'x-csrf-token': this.csrfToken ?? '' });
  }

  signIn(email: string, password: string) {
    return this.call<{ token: string }>('POST', '/auth/sign-in', { email, password });
  }
}

export function parseSetCookies(
  headers: Headers,
): Map<string, { value: string; attributes: string[] }> {
  const out = new Map<string, { value: string; attributes: string[] }>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(/;\s*/);
    const eq = pair.indexOf('=');
    out.set(pair.slice(0, eq), { value: pair.slice(eq + 1), attributes });
  }
  return out;
}

/** A bearer call (scripts). */
export async function bearer<T = Record<string, unknown>>(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; json: { data?: T; error?: { message: string } } }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : {} };
}

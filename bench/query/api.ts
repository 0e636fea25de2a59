/** The Chartroom API over loopback, as a client sees it. */
export class ApiClient {
  token: string | undefined;
  /** `db` duration of the last answer's Server-Timing header (ms), when it had one. */
  lastDbMs: number | undefined;

  constructor(readonly baseUrl: string) {}

  async call<T>(path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const db = /(?:^|,\s*)db;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    this.lastDbMs = db ? Number(db[1]) : undefined;
    const json = (await res.json()) as { data: T; error?: { message?: string } };
    if (!res.ok) throw new Error(`${path}: ${json.error?.message ?? res.statusText}`);
    return json.data;
  }

  async signIn(credentials: { email: string; password: string }): Promise<void> {
    const { token } = await this.call<{ token: string }>('/auth/sign-in', credentials);
    this.token = token;
  }
}

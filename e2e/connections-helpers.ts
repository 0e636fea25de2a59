import { connect, createServer } from 'node:net';

/** True when something accepts TCP connections on host:port within the timeout. */
export function tcpReachable(host: string, port: number, timeoutMs = 1_500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A local port nobody listens on (bound once by the OS, then released). */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** DELETE on the Chartroom API (apiCall only does GET and POST); throws the answer's error. */
export async function apiDelete(baseUrl: string, path: string, token: string): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) {
    const json = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new Error(`DELETE ${path}: ${json.error?.message ?? res.statusText}`);
  }
}

/** PATCH on the Chartroom API (JSON body); answers `data`, throws the answer's error. */
export async function apiPatch<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data: T; error?: { message?: string } };
  if (!res.ok) throw new Error(`PATCH ${path}: ${json.error?.message ?? res.statusText}`);
  return json.data;
}

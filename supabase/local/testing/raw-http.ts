// Raw HTTP requests sent from a chosen loopback address (127.0.0.2, 127.0.0.3, ...): the stack
// keys its rate limits by the socket's address, so each test can be a different client.
import http from 'node:http';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any };

export function requestFrom(
  ip: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawResponse> {
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const headers: Record<string, string> = { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers };
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, localAddress: ip, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: any = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: callers read `text`
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** An auth client at one address: POSTs and GETs to /auth/v1 with the publishable key. */
export function authFrom(ip: string, base: string, apikey: string) {
  const headers = { apikey, authorization: `Bearer ${apikey}`, 'x-supabase-api-version': '2024-01-01' };
  return {
    post: (path: string, body: unknown, extra: Record<string, string> = {}) =>
      requestFrom(ip, `${base}/auth/v1${path}`, { method: 'POST', body, headers: { ...headers, ...extra } }),
    put: (path: string, body: unknown, token: string) =>
      requestFrom(ip, `${base}/auth/v1${path}`, { method: 'PUT', body, headers: { ...headers, authorization: `Bearer ${token}` } }),
    get: (path: string) => requestFrom(ip, `${base}/auth/v1${path}`, { headers }),
  };
}

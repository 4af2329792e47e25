/**
 * A lean HTTP client for load: node:http over kept-alive sockets, one per concurrent student,
 * so the load generator spends as little of the shared cores as it can and the same client
 * drives Kyu and the bare baseline alike. Answers the status, the content type and the body.
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  contentType: string;
  body: string;
  /** Milliseconds from sending the request to the end of the body. */
  ms: number;
}

export type Send = (
  method: 'GET' | 'POST',
  path: string,
  headers?: Record<string, string>,
  body?: Buffer,
) => Promise<Answer>;

export function httpClient(origin: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(origin);
  const send: Send = (method, path, headers = {}, body) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** A multipart/form-data body of text fields, built once and sent as it is many times. */
export function multipart(fields: Record<string, string>) {
  const boundary = '----kyu-bench-form-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

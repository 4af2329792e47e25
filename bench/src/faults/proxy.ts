/**
 * A load balancer in front of two Kyu instances, as nginx's defaults behave: requests go round
 * robin; one refused at connect (an instance that is down) is passed to the next instance, since
 * nothing of it reached the first; one whose upstream fails after that answers 502 (or is cut,
 * if the answer had begun), since the request may have been acted on. Request bodies are read
 * whole first so that a refused request can be sent again.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

const passedOn = (headers: IncomingHttpHeaders) => {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
};

export async function startProxy(upstreamPorts: number[]) {
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = turn++;
      const tryUpstream = (tries: number) => {
        const port = upstreamPorts[(first + tries) % upstreamPorts.length]!;
        const upstream = request(
          {
            host: '127.0.0.1',
            port,
            method: incoming.method,
            path: incoming.url,
            headers: { ...passedOn(incoming.headers), 'content-length': String(body.length) },
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
            answer.pipe(outgoing);
            answer.on('error', () => outgoing.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && tries + 1 < upstreamPorts.length)
            return tryUpstream(tries + 1);
          if (outgoing.headersSent) return void outgoing.destroy();
          outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('No upstream answered.');
        });
        outgoing.on('close', () => {
          if (!outgoing.writableFinished) upstream.destroy();
        });
        upstream.end(body);
      };
      tryUpstream(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

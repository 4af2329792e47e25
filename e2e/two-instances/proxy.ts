import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';

/** The header each answer carries to say which instance served it, for the tests to check. */
export const UPSTREAM_HEADER = 'x-kyu-upstream';

/** Headers about one connection, which a proxy must not pass on (RFC 9110, 7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const passedOn = (headers: IncomingHttpHeaders) => {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
};

/**
 * A load balancer without sticky sessions in front of several Kyu instances on 127.0.0.1: every
 * request goes to the next upstream in turn, whoever sent it, so the calls of one page land on
 * different instances. Answers stream through as they arrive (the chat's and the marking's
 * server-sent events), and a browser that goes away ends its upstream request, as Kyu expects
 * of a real proxy.
 */
export function roundRobinProxy(upstreamPorts: readonly number[]) {
  const agent = new Agent({ keepAlive: true });
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const port = upstreamPorts[turn++ % upstreamPorts.length]!;
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: passedOn(incoming.headers),
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...passedOn(answer.headers),
          [UPSTREAM_HEADER]: String(port),
        });
        // Each event is sent on as it comes, not gathered into larger packets.
        outgoing.socket?.setNoDelay(true);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('No upstream answered.');
    });
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      agent.destroy();
    });
  return { server, close };
}

import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A stand-in for Stripe's API in tests: real HTTP on 127.0.0.1, form-encoded requests as the SDK
// sends them, JSON answers in Stripe's shapes, idempotency keys honoured as Stripe honours them
// (the same key replays the first answer; with other parameters it is an error), and webhook
// events signed by the SDK's own test-header helper. Self-contained, to move with the fakes.

export interface SeenStripeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json;
}

/** `a[b][0][c]=1` as `{ a: { b: [{ c: '1' }] } }`, the way Stripe reads a form. */
function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Json;
    });
  }
  return root;
}

const stripeError = (status: number, message: string, type = 'invalid_request_error'): Answer => ({
  status,
  body: { error: { type, message } },
});

export async function startFakeStripe(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? 'sk_test_fake';
  const requests: SeenStripeRequest[] = [];
  const failures: Answer[] = [];
  const replies = new Map<string, { fingerprint: string; answer: Answer }>();
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json & { priceIds: string[] }>();
  const subscriptions = new Map<string, Json & { items: { object: string; data: Json[] } }>();
  let serial = 0;
  const newId = (prefix: string) => `${prefix}_fake${String(++serial).padStart(6, '0')}`;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const monthLater = (seconds: number) => seconds + 30 * 24 * 3600;

  const itemOf = (subscription: string, price: string, start: number) => ({
    id: newId('si'),
    object: 'subscription_item',
    subscription,
    price: { id: price, object: 'price' },
    quantity: 1,
    current_period_start: start,
    current_period_end: monthLater(start),
  });

  function route(method: string, path: string, params: Json): Answer {
    const [, resource, id] = path.split('/').slice(1);
    if (method === 'GET' && path === '/v1/customers') {
      const data = [...customers.values()].filter((c) => c.email === params.email);
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', metadata: {}, ...params };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lines = (params.line_items ?? []) as { price: string }[];
      const session = {
        id: newId('cs_test'),
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        metadata: params.metadata ?? {},
        subscription: null,
        amount_total: 1500 * lines.length,
        currency: 'usd',
        priceIds: lines.map((line) => line.price),
        url: '',
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      const { priceIds: _, ...body } = session;
      return { status: 200, body };
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return stripeError(404, `No such subscription: '${id}'`);
      if (method === 'POST' && params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      return { status: 200, body: subscription };
    }
    if (method === 'POST' && path === '/v1/subscription_items') {
      const subscription = subscriptions.get(String(params.subscription));
      if (!subscription) return stripeError(404, `No such subscription: '${params.subscription}'`);
      const first = subscription.items.data[0]!;
      const item = itemOf(subscription.id as string, String(params.price), nowSeconds());
      item.current_period_end = first.current_period_end as number;
      subscription.items.data.push(item);
      return { status: 200, body: item };
    }
    if (method === 'DELETE' && resource === 'subscription_items' && id) {
      for (const subscription of subscriptions.values()) {
        const items = subscription.items.data;
        const index = items.findIndex((item) => item.id === id);
        if (index < 0) continue;
        if (items.length === 1) {
          return stripeError(400, 'A subscription must have at least one active plan.');
        }
        items.splice(index, 1);
        return { status: 200, body: { id, object: 'subscription_item', deleted: true } };
      }
      return stripeError(404, `No such subscription item: '${id}'`);
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function answer(req: IncomingMessage, raw: string, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const params = decodeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : raw);
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, params, idempotencyKey: key });
    const send = ({ status, body }: Answer) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(stripeError(401, 'Invalid API Key provided.'));
    }
    const failure = failures.shift();
    if (failure) return send(failure);
    const fingerprint = createHash('sha256')
      .update(`${method} ${url.pathname} ${raw}`)
      .digest('hex');
    const earlier = key ? replies.get(key) : undefined;
    if (earlier && earlier.fingerprint !== fingerprint) {
      return send(
        stripeError(
          400,
          'Keys for idempotent requests can only be used with the same parameters.',
          'idempotency_error',
        ),
      );
    }
    const result = earlier?.answer ?? route(method, url.pathname, params);
    if (key && !earlier) replies.set(key, { fingerprint, answer: result });
    send(result);
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => answer(req, raw, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: Json) => ({
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    /** The next request gets this Stripe error instead of its answer. */
    failNext: (status: number, message: string, type?: string) =>
      void failures.push(stripeError(status, message, type)),
    /** As if the parent paid on Stripe's page: the subscription, and the event that says so. */
    completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout ${sessionId}`);
      const id = newId('sub');
      const start = nowSeconds();
      subscriptions.set(id, {
        id,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        created: start,
        metadata: session.metadata,
        items: { object: 'list', data: session.priceIds.map((p) => itemOf(id, p, start)) },
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id });
      const { priceIds: _, ...object } = session;
      return event('checkout.session.completed', object);
    },
    subscription: (id: string) => subscriptions.get(id),
    event,
    /** A body and Stripe-Signature header, signed by the SDK's own helper. */
    sign(body: object, secret: string, timestamp = nowSeconds()) {
      const payload = JSON.stringify(body);
      return {
        payload,
        header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

import type { InjectOptions } from 'fastify';
import { type FilePart, multipartForm } from '@kyu/test-support/multipart';
import type { Operation } from './operations';

/** A value written into a URL as it is, not encoded: how `%201` or `0x1` reach the router. */
export interface Raw {
  raw: string;
}
export const raw = (text: string): Raw => ({ raw: text });
const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && 'raw' in value;

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: Record<string, string>; files: FilePart[] }
  /** Bytes sent as they are, with this content type (or none): broken JSON, a wrong type. */
  | { kind: 'bytes'; contentType: string | null; payload: string | Buffer };

/** One call of an operation, in parts, so that the fuzzer can break one part at a time. */
export interface Call {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: Body;
}

export const emptyCall = (): Call => ({ path: {}, query: {}, headers: {} });

/** A JSON body. */
export const json = (value: unknown): Body => ({ kind: 'json', value });

const encoded = (value: unknown) =>
  isRaw(value) ? value.raw : encodeURIComponent(typeof value === 'string' ? value : String(value));

function queryString(query: Record<string, unknown>) {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text =
        typeof item === 'object' && item !== null && !isRaw(item) ? JSON.stringify(item) : item;
      pairs.push(`${encodeURIComponent(name)}=${encoded(text)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function payloadOf(body: Body | undefined): Pick<InjectOptions, 'payload' | 'headers'> {
  if (!body) return {};
  if (body.kind === 'json') {
    return {
      payload: JSON.stringify(body.value),
      headers: { 'content-type': 'application/json' },
    };
  }
  if (body.kind === 'multipart') return multipartForm(body.fields, body.files);
  return {
    payload: body.payload,
    headers: body.contentType ? { 'content-type': body.contentType } : {},
  };
}

/** The request `app.inject` (or the bench's HTTP client) sends for a call. */
export function requestOf(op: Operation, call: Call): InjectOptions & { url: string } {
  const url = op.path.replace(/\{([^{}]+)\}/g, (_, name: string) => encoded(call.path[name] ?? ''));
  const { payload, headers } = payloadOf(call.body);
  return {
    method: op.method as InjectOptions['method'],
    url: url + queryString(call.query),
    headers: { ...headers, ...call.headers },
    ...(payload === undefined ? {} : { payload }),
  };
}

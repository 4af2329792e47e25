import { randomBytes } from 'node:crypto';
import type { Call } from '../api/call';
import type { Operation } from '../api/operations';
import { PNG_BYTES } from '@kyu/test-support/files/images';
import { multipartForm } from '@kyu/test-support/multipart';
import { DELETE, RawJson, deepText, type Kind, type Variant } from './mutations';
import type { Target } from './targets';

/** JSON text of `value`, with each RawJson written as its text. */
export function serialise(value: unknown): { text: string; raw: boolean } {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `\u0001${raws.length - 1}\u0001`;
  });
  const replaced = raws.reduce((t, r, i) => t.replace(`"\\u0001${i}\\u0001"`, r), text ?? '');
  return { text: replaced, raw: raws.length > 0 };
}

function setDeep(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const top = (typeof root === 'object' && root !== null ? structuredClone(root) : {}) as Record<
    string | number,
    unknown
  >;
  let node = top;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      if (value === DELETE) delete node[key];
      else node[key] = value;
      break;
    }
    const next = node[key];
    node[key] =
      typeof next === 'object' && next !== null ? next : typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  return top;
}

const asText = (value: unknown) =>
  typeof value === 'object' && value !== null && 'raw' in value
    ? (value as { raw: string }).raw
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** `call` with the value at `target` replaced (or left out) as `variant` says. */
export function applyVariant(call: Call, target: Target, variant: Variant): Call {
  const out: Call = {
    ...call,
    path: { ...call.path },
    query: { ...call.query },
    headers: { ...call.headers },
  };
  const set = (map: Record<string, unknown>, text: boolean) => {
    if (variant.value === DELETE) delete map[target.name];
    else map[target.name] = text ? asText(variant.value) : variant.value;
  };
  if (target.place === 'path') set(out.path, false);
  if (target.place === 'query') set(out.query, false);
  if (target.place === 'header') set(out.headers, true);
  const body = call.body;
  if (target.place === 'json' && body?.kind === 'json') {
    const { text, raw } = serialise(setDeep(body.value, target.path, variant.value));
    out.body = raw
      ? { kind: 'bytes', contentType: 'application/json', payload: text }
      : { kind: 'json', value: JSON.parse(text) as unknown };
  }
  if (target.place === 'field' && body?.kind === 'multipart') {
    const fields = { ...body.fields };
    if (target.inField) {
      const inner = JSON.parse(fields[target.inField] ?? 'null') as unknown;
      fields[target.inField] = serialise(setDeep(inner, target.path, variant.value)).text;
    } else if (variant.value === DELETE) {
      delete fields[target.name];
    } else {
      fields[target.name] = asText(variant.value);
    }
    out.body = { ...body, fields };
  }
  if (target.place === 'file' && body?.kind === 'multipart') {
    out.body = { ...body, files: body.files.filter((f) => (f.field ?? 'file') !== target.name) };
  }
  return out;
}

/** A break of the whole request rather than of one value. */
export interface RequestVariant {
  kind: Kind;
  label: string;
  apply: (call: Call) => Call;
}

const bytes = (contentType: string | null, payload: string | Buffer) =>
  ({ kind: 'bytes', contentType, payload }) as const;

/** How many bytes and files each multipart call takes, by its path. */
function fileLimits(op: Operation) {
  if (op.path.includes('/admin/documents') || op.path.includes('/worksheets/generation/documents'))
    return { bytes: 10 * 1024 * 1024, files: 1 };
  if (op.path.includes('submit') || op.path === '/api/v1/admin/questions/import')
    return { bytes: 5 * 1024 * 1024, files: 1 };
  if (op.path === '/api/v1/chat/stream') return { bytes: 2 * 1024 * 1024, files: 3 };
  if (op.path === '/api/v1/questions') return { bytes: 2 * 1024 * 1024, files: 10 };
  return { bytes: 2 * 1024 * 1024, files: 1 };
}

/** The ways to break a call as a whole: its media type, its framing, its size, its files. */
export function requestVariants(op: Operation, call: Call): RequestVariant[] {
  const body = call.body;
  const replace = (kind: Kind, label: string, next: Call['body']): RequestVariant => ({
    kind,
    label,
    apply: (c) => ({ ...c, body: next }),
  });
  const garbageAuth: RequestVariant = {
    kind: 'lenient',
    label: 'a made-up Bearer token',
    apply: (c) => ({
      ...c,
      headers: { ...c.headers, authorization: `Bearer ${randomBytes(24).toString('hex')}` },
    }),
  };
  if (body?.kind === 'json') {
    const text = JSON.stringify(body.value);
    return [
      garbageAuth,
      replace('contentType', 'as text/plain', bytes('text/plain', text)),
      replace('contentType', 'as application/xml', bytes('application/xml', text)),
      replace('contentType', 'without a content type', bytes(null, text)),
      replace('brokenJson', 'cut-off JSON', bytes('application/json', text.slice(0, -1) || '{')),
      replace('brokenJson', 'empty JSON', bytes('application/json', '')),
      replace('wrongType', 'a JSON list', bytes('application/json', '[]')),
      replace('deep', '5000 deep', bytes('application/json', deepText(5000))),
      replace(
        'hugeBody',
        'over 1 MB',
        bytes('application/json', JSON.stringify({ x: 'x'.repeat(1_100_000) })),
      ),
      replace('contentType', 'as multipart', { kind: 'multipart', fields: { x: '1' }, files: [] }),
    ];
  }
  if (body?.kind === 'multipart') {
    const form = multipartForm(body.fields, body.files);
    const payload = form.payload;
    const fileField =
      Object.entries(op.body['multipart/form-data']?.properties ?? {}).find(
        ([, s]) => s.format === 'binary' || s.items?.format === 'binary',
      )?.[0] ?? 'file';
    const limits = fileLimits(op);
    const file = (size: number, filename = 'f.png') => ({
      field: fileField,
      filename,
      contentType: 'image/png',
      bytes:
        size <= PNG_BYTES.length
          ? PNG_BYTES
          : Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]),
    });
    const withFiles = (files: ReturnType<typeof file>[]) => ({ ...body, files });
    return [
      garbageAuth,
      replace(op.body['application/json'] ? 'lenient' : 'contentType', 'as JSON', {
        kind: 'json',
        value: {},
      }),
      replace(
        'badMultipart',
        'cut off',
        bytes(form.headers['content-type'], payload.subarray(0, payload.length >> 1)),
      ),
      replace('badMultipart', 'without a boundary', bytes('multipart/form-data', payload)),
      replace(
        'bigFile',
        `a file of ${limits.bytes + 1} bytes`,
        withFiles([file(limits.bytes + 1)]),
      ),
      replace(
        'manyFiles',
        `${limits.files + 1} files`,
        withFiles(Array.from({ length: limits.files + 1 }, () => file(0))),
      ),
      replace('nul', 'a NUL in a file name', withFiles([file(0, 'a\u0000.png')])),
      replace('nul', 'a NUL in a field name', {
        ...body,
        fields: { ...body.fields, 'na\u0000me': 'x' },
      }),
      replace(
        'lenient',
        'random bytes as the file',
        withFiles([{ ...file(0), bytes: randomBytes(512) }]),
      ),
    ];
  }
  return [
    garbageAuth,
    replace('lenient', 'an unexpected JSON body', { kind: 'json', value: { x: 1 } }),
  ];
}

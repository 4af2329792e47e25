/** JSON already written out (a kept report's stored text), typed by the value it holds. */
export type JsonText<T> = string & { readonly __jsonOf?: T };

export const toJsonText = <T>(value: T) => JSON.stringify(value) as JsonText<T>;

/**
 * Has a route answer JSON text as it is, typed as the value its response schema describes.
 * Fastify sends a string whose content type is JSON without serialising it again, so a kept
 * body of kilobytes is neither parsed nor re-serialised on each read; the schema still
 * documents the route.
 */
export async function asJsonBody<T>(
  reply: { type(contentType: string): unknown },
  text: Promise<JsonText<T>>,
) {
  const body = await text;
  reply.type('application/json; charset=utf-8');
  return body as unknown as T;
}

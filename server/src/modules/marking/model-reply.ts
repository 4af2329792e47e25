import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * What the model must answer: one entry a rubric point (its 0-based index, the marks it earns,
 * which may be a fraction of the point's, and why), and kind feedback for the student.
 */
export const ModelMark = Type.Object({
  points: Type.Array(
    Type.Object({
      index: Type.Integer({ minimum: 0 }),
      marks: Type.Number(),
      reason: Type.String(),
    }),
  ),
  feedback: Type.String(),
});
export type ModelMark = Static<typeof ModelMark>;

export const REPLY_FORMAT = `{"points":[{"index":0,"marks":1,"reason":"..."}],"feedback":"..."}`;

/** What a reply holds inside its first ``` fence (a `json` label dropped), or null without one. */
function fenced(reply: string): string | null {
  const open = reply.indexOf('```');
  const close = open < 0 ? -1 : reply.indexOf('```', open + 3);
  if (close < 0) return null;
  return reply
    .slice(open + 3, close)
    .replace(/^json/i, '')
    .trimStart();
}

/** The JSON in a reply: inside a ```json fence when there is one, else from the first { to the last }. */
function jsonText(reply: string): string | null {
  const text = fenced(reply) ?? reply;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : null;
}

/** The model's mark when the reply has the shape asked for and names every point once; else null. */
export function parseModelMark(reply: string, pointCount: number): ModelMark | null {
  const text = jsonText(reply);
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Value.Check(ModelMark, parsed)) return null;
  const indexes = new Set(parsed.points.map((p) => p.index));
  const complete =
    parsed.points.length === pointCount &&
    indexes.size === pointCount &&
    [...indexes].every((i) => i < pointCount);
  return complete ? parsed : null;
}

/** How many characters a shortened text keeps before its ellipsis (overview §9). */
export const TRUNCATE_LENGTH = 50;

/** What a blank text shows instead (overview §9). */
export const EMPTY_TEXT = 'Empty text';

/**
 * A text fit for a narrow place: 'Empty text' when blank, else cut at `max` characters (50 by
 * default) with an ellipsis, whole code points only so an emoji is never split in two.
 */
export function truncateText(text: string | null | undefined, max = TRUNCATE_LENGTH): string {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return EMPTY_TEXT;
  const chars = [...trimmed];
  if (chars.length <= max) return trimmed;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/*
 * Every pattern here runs on text a student or an import wrote, so none may backtrack: each
 * character class stops at the delimiter that ends it, and no quantifier is nested in another.
 * A run of 20,000 `[` once took the old link pattern seconds (each `[` scanned to the end).
 */

/** `![picture](address)` is dropped and `[words](address)` keeps its words. */
const LINK = /(!?)\[([^[\]]*)\]\([^()]*\)/g;
/** A quote, heading or list mark at the start of a line, with the spaces around it. */
const LINE_MARK = /^[ \t]*(?:>|#{1,6}|[-*+][ \t])[ \t]*/gm;
/** Emphasis, code and table marks, which a voice would read out ("asterisk"). */
const MARKS = /[*_`~|]/g;
/** Control and format characters (a NUL would end the text early for the engine). */
const INVISIBLE = /\p{C}+/gu;

/** Markdown as words: links keep their words, not their address; pictures and marks go. */
export const speakable = (text: string) =>
  text
    .replace(LINK, (_, bang: string, words: string) => (bang ? ' ' : words))
    .replace(LINE_MARK, '')
    .replace(MARKS, '')
    .replace(INVISIBLE, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Question files an admin could import (GIFT and Moodle XML), built to the size a case needs. */

/** A GIFT true/false question whose [html] text is `text`. */
export const giftHtml = (text: string) => `::Hostile:: [html]${text} {T}\n`;

/** A Moodle XML file of one true/false question whose HTML text is `html`. */
export const moodleXmlHtml = (html: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n  <question type="truefalse">\n' +
  '    <name><text>Hostile</text></name>\n' +
  `    <questiontext format="html"><text><![CDATA[${html}]]></text></questiontext>\n` +
  '    <answer fraction="100"><text>true</text></answer>\n' +
  '    <answer fraction="0"><text>false</text></answer>\n  </question>\n</quiz>\n';

/** As many short true/false questions as fit in `bytes`, at most `count`. */
export function giftMany(count: number, bytes: number) {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; i < count; i++) {
    const line = `${i} even? {${i % 2 ? 'F' : 'T'}}\n\n`;
    if (size + line.length > bytes) break;
    lines.push(line);
    size += line.length;
  }
  return lines.join('');
}

/** A GIFT question of exactly `length` characters of words. */
export const giftLong = (length: number) =>
  `::Long:: ${'word '.repeat(Math.ceil(length / 5)).slice(0, length - 1)}? {T}\n`;

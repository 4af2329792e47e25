// A mark the server stores is rounded to hundredths: 1⅓ arrives as 1.33, and a total of three
// thirds as 0.99. Within this of a whole number or a simple fraction, it is read as that.
const NEAR = 0.02;

// The fractions people write as one glyph, by denominator: halves, thirds, quarters, sixths and
// eighths. Fifths and tenths are exact as one decimal, which is how people write them.
const GLYPHS: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  2: { 1: '½' },
  3: { 1: '⅓', 2: '⅔' },
  4: { 1: '¼', 3: '¾' },
  6: { 1: '⅙', 5: '⅚' },
  8: { 1: '⅛', 3: '⅜', 5: '⅝', 7: '⅞' },
};

/**
 * A mark or total as people write it: whole numbers as they are ("2"), a multiple-choice
 * partial mark as a mixed number ("1⅓", "½", "2¾"), anything else to one decimal ("0.4",
 * "1.7"). Never a rounding artefact such as "1.33" or "0.99".
 */
export function formatMarks(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '−' : '';
  const size = Math.abs(value);
  const whole = Math.round(size);
  if (Math.abs(size - whole) <= NEAR) return `${whole === 0 ? '' : sign}${whole}`;
  const int = Math.floor(size);
  const part = size - int;
  for (const [denominator, glyphs] of Object.entries(GLYPHS)) {
    const over = Math.round(part * Number(denominator));
    const glyph = glyphs[over];
    if (glyph && Math.abs(part - over / Number(denominator)) <= NEAR)
      return `${sign}${int === 0 ? '' : int}${glyph}`;
  }
  const tenths = Math.round(size * 10) / 10;
  // 2.96 is not full marks: one decimal would say "3.0", so it keeps two.
  const shown = Number.isInteger(tenths) ? size.toFixed(2) : tenths.toFixed(1);
  return `${sign}${shown}`;
}

/** "1 mark", "2 marks", "½ mark", "1⅓ marks": the unit agrees with the number as shown. */
export function marksWord(value: number): string {
  const shown = formatMarks(value);
  return `${shown} ${shown === '1' || /^[½⅓⅔¼¾⅙⅚⅛⅜⅝⅞]$/.test(shown) ? 'mark' : 'marks'}`;
}

/** A question's mark out of its maximum: "1⅓ of 2 marks", "1 of 1 mark". */
export function markOf(given: number, max: number): string {
  return `${formatMarks(given)} of ${marksWord(max)}`;
}

/** An attempt's total out of its maximum: "2⅓ out of 3 marks". */
export function scoreOf(total: number, max: number): string {
  return `${formatMarks(total)} out of ${marksWord(max)}`;
}

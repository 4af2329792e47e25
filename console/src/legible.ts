const channels = (hex: string): number[] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const luminance = (rgb: number[]) => {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** How well `hex` reads on white, as WCAG's contrast ratio (1 to 21). */
export const contrastOnWhite = (hex: string) => 1.05 / (luminance(channels(hex)) + 0.05);

/**
 * `hex`, darkened just enough to read as text on white (WCAG AA, 4.5:1): a light brand colour
 * such as the second brand's teal is too faint for the console's links and text buttons.
 */
export function legibleOnWhite(hex: string): string {
  let rgb = channels(hex);
  while (1.05 / (luminance(rgb) + 0.05) < 4.5) rgb = rgb.map((c) => Math.floor(c * 0.95));
  return `#${rgb
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

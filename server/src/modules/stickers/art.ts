import { stickerInfo, stickerLevel } from '@kyu/core/contract';

/**
 * Kyu's own play images, drawn here as SVG so that every level has its sticker and nothing needs
 * a licence: stickers by code, collectibles by theme and number. Pure; the text in them comes
 * from our catalogue, never from a request, and is escaped anyway.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const svg = (body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escape(label)}">${body}</svg>`;

/** A sticker's colours and the short mark in its middle. */
function stickerFace(code: string): { fill: string; ring: string; mark: string } {
  const level = stickerLevel(code);
  if (level !== null) return { fill: '#6c5ce7', ring: '#a29bfe', mark: `Lv ${level}` };
  if (code.startsWith('streak-'))
    return { fill: '#e17055', ring: '#fab1a0', mark: `${code.slice(7)}d` };
  if (code === 'perfect-score') return { fill: '#00b894', ring: '#55efc4', mark: '100%' };
  if (code === 'promotion') return { fill: '#fdcb6e', ring: '#ffeaa7', mark: '▲' };
  return { fill: '#0984e3', ring: '#74b9ff', mark: '1st' };
}

/** The SVG of a sticker of the catalogue, or null for a code it does not have. */
export function stickerSvg(code: string): string | null {
  const info = stickerInfo(code);
  if (!info) return null;
  const { fill, ring, mark } = stickerFace(code);
  return svg(
    `<circle cx="60" cy="60" r="56" fill="${ring}"/>` +
      `<circle cx="60" cy="60" r="46" fill="${fill}"/>` +
      `<text x="60" y="70" font-family="system-ui,sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${escape(mark)}</text>`,
    info.title,
  );
}

/** Each theme's background and shape colours. */
export const COLLECTIBLE_PALETTES: Readonly<Record<string, { sky: string; shape: string }>> = {
  ocean: { sky: '#dff9fb', shape: '#0abde3' },
  space: { sky: '#2d3436', shape: '#fdcb6e' },
  garden: { sky: '#eafaf1', shape: '#e84393' },
};

/** The points of a regular polygon (or a star, when `star`) around the middle. */
function polygon(sides: number, star: boolean) {
  const corners = star ? sides * 2 : sides;
  return Array.from({ length: corners }, (_, i) => {
    const r = star && i % 2 ? 20 : 40;
    const a = (Math.PI * 2 * i) / corners - Math.PI / 2;
    return `${(60 + r * Math.cos(a)).toFixed(1)},${(60 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** The SVG of the `n`th collectible (1–6) of a theme, or null for one that does not exist. */
export function collectibleSvg(theme: string, n: number): string | null {
  const palette = COLLECTIBLE_PALETTES[theme];
  if (!palette || !Number.isInteger(n) || n < 1 || n > 6) return null;
  // Three shapes, each plain and as a star: triangle, square, pentagon.
  const points = polygon(3 + ((n - 1) % 3), n > 3);
  return svg(
    `<rect width="120" height="120" rx="20" fill="${palette.sky}"/>` +
      `<polygon points="${points}" fill="${palette.shape}" stroke="#fff" stroke-width="3"/>`,
    `${theme} ${n}`,
  );
}

import { PRODUCT, type Portal } from '../constants';
import type { ColourKey, WhiteLabel } from '../contract';

/** The brands of overview §1; `chatbot` is the chatbot-portal mode, drawn like the default. */
export type BrandId = 'default' | 'second' | 'academy' | 'fourth' | 'chatbot';

/** Every brand id, in table order. */
export const BRAND_IDS: readonly BrandId[] = ['default', 'second', 'academy', 'fourth', 'chatbot'];

/** True when `value` names a brand (a page's `data-brand`, say). */
export function isBrandId(value: unknown): value is BrandId {
  return BRAND_IDS.includes(value as BrandId);
}

/** What a brand looks like and is called. */
export interface Brand {
  readonly id: BrandId;
  readonly name: string;
  readonly colours: Readonly<Record<ColourKey, string>>;
  readonly faviconSizes: readonly number[];
}

const palette = (primary: string, secondary: string, accent: string, highlight: string) =>
  ({
    primary,
    secondary1: secondary,
    secondary2: mix(secondary, 0.35),
    secondary3: mix(secondary, 0.7),
    accent1: accent,
    accent2: mix(accent, 0.35),
    accent3: mix(accent, 0.7),
    highlight1: highlight,
    highlight2: mix(highlight, 0.35),
    highlight3: mix(highlight, 0.7),
  }) satisfies Record<ColourKey, string>;

// The spec gives one favicon size set (the default's); every brand ships the same four files.
const FAVICON_SIZES = [16, 32, 96, 128] as const;

/** The brand table. Primary colours of second and academy are the spec's; the rest are ours. */
export const BRANDS: Readonly<Record<BrandId, Brand>> = {
  default: {
    id: 'default',
    name: 'Kyu',
    colours: palette('#3B4CCA', '#1F2A6B', '#FF8A3D', '#FFD23F'),
    faviconSizes: FAVICON_SIZES,
  },
  second: {
    id: 'second',
    name: 'Kyu Second',
    colours: palette('#54B7B4', '#22524F', '#F2A541', '#FCE38A'),
    faviconSizes: FAVICON_SIZES,
  },
  academy: {
    id: 'academy',
    name: 'Kyu Academy',
    colours: palette('#096787', '#063B4D', '#F4B942', '#9BE3F5'),
    faviconSizes: FAVICON_SIZES,
  },
  fourth: {
    id: 'fourth',
    name: 'Kyu Fourth',
    colours: palette('#7B3FA0', '#3D1F50', '#26A69A', '#FFE082'),
    faviconSizes: FAVICON_SIZES,
  },
  chatbot: {
    id: 'chatbot',
    name: 'Kyu Coach',
    colours: palette('#3B4CCA', '#1F2A6B', '#FF8A3D', '#FFD23F'),
    faviconSizes: FAVICON_SIZES,
  },
};

/** Hostname marker of the academy domain (and so of the {product} portal). */
export const ACADEMY_HOST_MARKER = PRODUCT;

/**
 * The brand a hostname asks for: `chat.*` or any `chatbot` host is the chatbot portal, then a
 * host containing `academy`, `fourth` or `second` picks that brand, and anything else is default.
 * `academy.localhost` and friends work in Chromium for trying each brand locally.
 */
export function brandFromHostname(hostname: string): BrandId {
  const host = hostname.toLowerCase();
  if (host.startsWith('chat.') || host.includes('chatbot')) return 'chatbot';
  if (host.includes(ACADEMY_HOST_MARKER)) return 'academy';
  if (host.includes('fourth')) return 'fourth';
  if (host.includes('second')) return 'second';
  return 'default';
}

/** True on a teachers' host (`teach.*`, `*-teach.*`), where the root goes to sign-in, not /welcome. */
export function isTeachHost(hostname: string): boolean {
  return /(?:^|[.-])teach(?:[.-]|$)/i.test(hostname);
}

/** The portal a hostname belongs to (overview §1). */
export function portalFromHostname(hostname: string): Portal {
  return hostname.toLowerCase().includes(ACADEMY_HOST_MARKER) ? PRODUCT : 'ai_create';
}

/** The brand's display name, or the white-label school's page title when one is set. */
export function brandName(brand: BrandId, whiteLabel?: WhiteLabel | null): string {
  return whiteLabel?.page_title || BRANDS[brand].name;
}

/** The document title: route title plus brand name. */
export function pageTitle(
  routeTitle: string,
  brand: BrandId,
  whiteLabel?: WhiteLabel | null,
): string {
  return `${routeTitle} | ${brandName(brand, whiteLabel)}`;
}

/** Themes (sticker-book backgrounds) exist only for the second and academy brands. */
export function themesEnabled(brand: BrandId): boolean {
  return brand === 'second' || brand === 'academy';
}

/** A `<link rel="icon">` to put in the document head. */
export interface FaviconLink {
  readonly rel: 'icon';
  readonly type: string;
  readonly sizes: string;
  readonly href: string;
}

/**
 * The favicon links for a brand; a white-label favicon replaces them all, and a school without
 * one of its own gets its initial on its primary colour rather than Kyu's icon.
 */
export function faviconLinks(
  brand: BrandId,
  whiteLabel?: WhiteLabel | null,
  base = '/',
): FaviconLink[] {
  const custom = whiteLabel?.images.favicon;
  if (custom) return [{ rel: 'icon', type: '', sizes: 'any', href: custom }];
  if (whiteLabel) {
    const colour = whiteLabel.colours.primary ?? BRANDS[brand].colours.primary;
    const href = initialFavicon(whiteLabel.page_title || whiteLabel.school_name, colour);
    return [{ rel: 'icon', type: 'image/svg+xml', sizes: 'any', href }];
  }
  return BRANDS[brand].faviconSizes.map((size) => ({
    rel: 'icon',
    type: 'image/png',
    sizes: `${size}x${size}`,
    href: `${base}favicons/${brand}/favicon-${size}.png`,
  }));
}

/**
 * The CSS custom properties of a brand: its colours, a theme's design tokens over them (a blank
 * token keeps the brand's), and a white-label school's own colours over both.
 */
export function brandCssVariables(
  brand: BrandId,
  whiteLabel?: WhiteLabel | null,
  themeTokens: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const colours: Record<string, string> = { ...BRANDS[brand].colours };
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(colours)) vars[`--kyu-${key}`] = value;
  for (const [name, value] of Object.entries(themeTokens)) if (value) vars[name] = value;
  for (const [key, value] of Object.entries(whiteLabel?.colours ?? {}))
    if (value) vars[`--kyu-${key}`] = colours[key] = value;
  vars['--kyu-on-primary'] = readableOn(colours['primary'] ?? BRANDS.default.colours.primary);
  return vars;
}

const HEX_COLOUR = /^#[\da-f]{6}$/i;

/** A square icon, as an SVG data URL: the name's first letter or digit on `colour`. */
export function initialFavicon(name: string, colour: string): string {
  const fill = HEX_COLOUR.test(colour) ? colour : BRANDS.default.colours.primary;
  const initial = /[\p{L}\p{N}]/u.exec(name)?.[0]?.toUpperCase() ?? '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${fill}"/>` +
    `<text x="16" y="23" text-anchor="middle" font-family="system-ui,sans-serif" ` +
    `font-size="20" font-weight="700" fill="${readableOn(fill)}">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blends a colour towards white by `amount` (0..1), for the lighter palette steps. */
export function mix(hex: string, amount: number): string {
  const blended = channels(hex).map((c) => Math.round(c + (255 - c) * amount));
  return `#${blended
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** A colour's WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on `hex` (WCAG relative luminance). */
export function readableOn(hex: string): string {
  return contrastRatio(hex, '#FFFFFF') >= contrastRatio(hex, '#000000') ? '#FFFFFF' : '#111827';
}

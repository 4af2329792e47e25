import { brandCssVariables, contrastRatio, pageTitle } from '@kyu/core/branding';
import type { WhiteLabel } from '@kyu/core/contract';
import type { SchoolFormData } from '../school-data';
import { COLOUR_LABELS, COLOUR_SLOTS, HEX_COLOUR, type ImageSlot } from '../slots';

/** What the preview draws: the brand's CSS custom properties, names, images and warnings. */
export interface BrandLook {
  vars: Record<string, string>;
  name: string;
  tabTitle: string;
  logo: string | null;
  mascot: string | null;
  warnings: string[];
}

// WCAG 2.2 AA: 4.5:1 for normal text (1.4.3), 3:1 for the edges of controls (1.4.11).
const TEXT_MIN = 4.5;
const UI_MIN = 3;
const WHITE = '#FFFFFF';

/**
 * The form's white-label record as the portal would load it; a colour still being typed
 * ("#12") counts as unset, so the preview keeps the brand's own until it is a whole colour.
 */
const whiteLabelOf = (data: SchoolFormData): WhiteLabel => ({
  school_id: data.id ?? 0,
  school_name: data.school_name ?? '',
  domain_name: data.domain_name ?? null,
  page_title: data.page_title?.trim() || null,
  colours: Object.fromEntries(
    COLOUR_SLOTS.map((k) => {
      const value = data.colours?.[k];
      return [k, typeof value === 'string' && HEX_COLOUR.test(value) ? value : null];
    }),
  ) as WhiteLabel['colours'],
  images: { ...(data.images ?? {}) } as WhiteLabel['images'],
  terms_text: null,
  privacy_text: null,
});

/** A picked file's preview URL wins over the image the school has now. */
const imageOf = (data: SchoolFormData, slot: ImageSlot) =>
  data.uploads?.[slot]?.src ?? data.images?.[slot] ?? null;

// Rounded down, so a pair just short of the mark (3.95:1) never reads as passing it.
const ratio = (value: number) => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`;

/** The pairs of the preview a reader may not make out, each said in the admin's words. */
const contrastWarnings = (vars: Record<string, string>): string[] => {
  const colour = (name: string) => vars[`--kyu-${name}`] ?? WHITE;
  const checks = [
    {
      ratio: contrastRatio(colour('primary'), colour('on-primary')),
      min: TEXT_MIN,
      text: 'Button text on the primary colour',
    },
    {
      ratio: contrastRatio(colour('secondary1'), WHITE),
      min: TEXT_MIN,
      text: `Links in ${COLOUR_LABELS.secondary1} on white`,
    },
    {
      ratio: contrastRatio(colour('primary'), WHITE),
      min: UI_MIN,
      text: 'Primary button edges and the top bar line on white',
    },
  ];
  return checks
    .filter((c) => c.ratio < c.min)
    .map(
      (c) => `${c.text}: contrast ${ratio(c.ratio)}, where WCAG AA asks for at least ${c.min}:1.`,
    );
};

/** How the school's pages look with the form's values, from core's own brand tokens. */
export function brandLook(data: SchoolFormData): BrandLook {
  const whiteLabel = whiteLabelOf(data);
  const vars = brandCssVariables('default', whiteLabel);
  return {
    vars,
    name: whiteLabel.school_name.trim() || 'Your school',
    tabTitle: pageTitle('Home', 'default', whiteLabel),
    logo: imageOf(data, 'logo'),
    mascot: imageOf(data, 'mascot'),
    warnings: contrastWarnings(vars),
  };
}

import r2wc from '@r2wc/react-to-web-component';
import { Coach, type CoachProps } from './coach';

const Base = r2wc(Coach, {
  shadow: 'open',
  props: { mode: 'string', school: 'string', heading: 'string', open: 'boolean' },
  events: {
    onOpen: { bubbles: true, composed: true },
    onClose: { bubbles: true, composed: true },
    onMessage: { bubbles: true, composed: true },
  },
}) as unknown as typeof HTMLElement;

/**
 * `<kyu-coach>`: the Kyu coach, a chat with the AI tutor, for signed-in students and visitors.
 * @attr mode - `bubble` (default): a floating button, bottom right, opening a chat panel;
 *   `inline`: the panel where the element stands
 * @attr school - the school's domain, so a visitor's answers draw on that school's documents
 *   (the loader's `data-school` sets it for every coach on the page)
 * @attr heading - the panel's heading, "Kyu coach" by default (not `title`, the tooltip attribute)
 * @attr open - `true` opens the bubble's panel, `false` closes it
 * @fires open - when the panel opens
 * @fires close - when the panel closes
 * @fires message - for each saved reply; `detail` is the chat message
 * @cssprop --kyu-primary - and the other brand colours (`--kyu-secondary1`, `--kyu-accent1`, …);
 *   the brand and the school's white-label set them, a page may set them on the element
 */
export class KyuCoachElement extends Base {
  // The loader draws the bubble in an open shadow root before this code arrives. r2wc attaches
  // its own in the constructor, which would throw on a host that has one: it takes that root
  // over instead, emptied, and renders into it in the same task, so the bubble never blinks.
  override attachShadow(init: ShadowRootInit): ShadowRoot {
    const drawn = this.shadowRoot;
    if (!drawn) return super.attachShadow(init);
    drawn.replaceChildren();
    drawn.adoptedStyleSheets = [];
    return drawn;
  }
}

/** The element's instance type. */
export type KyuCoach = HTMLElement & Pick<CoachProps, 'mode' | 'school' | 'heading' | 'open'>;

declare global {
  interface HTMLElementTagNameMap {
    'kyu-coach': KyuCoach;
  }
}

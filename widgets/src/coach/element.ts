import type { ChatMessage } from '@kyu/core/contract';
import { h, render } from 'preact';
import { Coach } from './coach';

/**
 * `<kyu-coach>`: the Kyu coach, a chat with the AI tutor, for signed-in students and visitors.
 * @attr mode - `bubble` (default): a floating button, bottom right, opening a chat panel;
 *   `inline`: the panel where the element stands
 * @attr school - the school's domain, so a visitor's answers draw on that school's documents
 *   (the loader's `data-school` sets it on every coach of the page)
 * @attr heading - the panel's heading, "Kyu coach" by default, or a white-labelled school's
 *   "… coach" (not `title`, the tooltip attribute)
 * @attr open - present while the bubble's panel is open; set it to open, remove it to close
 * @fires open - when the panel opens
 * @fires close - when the panel closes
 * @fires message - for each saved reply; `detail` is the chat message
 * @cssprop --kyu-primary - and the other brand colours (`--kyu-secondary1`, `--kyu-accent1`, …);
 *   the brand and the school's white-label set them, a page may set them on the element
 *
 * Written without r2wc, unlike the other widgets: the coach must stay within its byte budget
 * without React compatibility, and it takes over the shadow root the loader drew its bubble in.
 */
export class KyuCoachElement extends HTMLElement {
  static readonly observedAttributes = ['mode', 'school', 'heading', 'open'];
  private readonly root: ShadowRoot;

  constructor() {
    super();
    // The loader drew the bubble in an open shadow root before this code arrived: take it over,
    // emptied; rendering follows in the same task, so the bubble never blinks.
    const drawn = this.shadowRoot;
    if (drawn) {
      drawn.replaceChildren();
      drawn.adoptedStyleSheets = [];
    }
    this.root = drawn ?? this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    this.update();
  }

  disconnectedCallback(): void {
    render(null, this.root);
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.update();
  }

  private emit(type: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private update(): void {
    const attr = (name: string) => this.getAttribute(name) ?? undefined;
    const open = attr('open');
    render(
      h(Coach, {
        mode: attr('mode'),
        school: attr('school'),
        heading: attr('heading'),
        open: open !== undefined && open !== 'false',
        // `open` follows the panel, as on <details>.
        onOpen: () => {
          this.setAttribute('open', '');
          this.emit('open');
        },
        onClose: () => {
          this.removeAttribute('open');
          this.emit('close');
        },
        onMessage: (reply: ChatMessage) => this.emit('message', reply),
      }),
      this.root,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kyu-coach': KyuCoachElement;
  }
}

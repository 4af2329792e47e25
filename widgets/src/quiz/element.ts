import type { Attempt } from '@kyu/core/contract';
import { h, render } from 'preact';
import { Quiz } from './quiz';

/**
 * `<kyu-quiz>`: a quiz, one question at a time, autosaved as the student answers.
 * @attr quiz-id - the quiz to open
 * @attr mode - `student` (default: the signed-in student's attempt; practice quizzes have a
 *   Check button per question, exams a confirm step before Finish), `demo` (no sign-in),
 *   `shared` (asks the taker's name and e-mail first), `review` (read-only, with the marks)
 * @fires answered - after each answer the student gives; `detail` is `{ questionId }`
 * @fires submitted - once the attempt is submitted and marked; `detail` is the attempt
 * @cssprop --kyu-primary - and the other brand colours (`--kyu-secondary1`, `--kyu-highlight1`,
 *   …), as on `<kyu-coach>`
 *
 * Written without r2wc, like the coach, so a page with a quiz does not download React
 * compatibility.
 */
export class KyuQuizElement extends HTMLElement {
  static readonly observedAttributes = ['quiz-id', 'mode'];
  private readonly root = this.attachShadow({ mode: 'open' });

  connectedCallback(): void {
    this.update();
  }

  disconnectedCallback(): void {
    render(null, this.root);
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.update();
  }

  private emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private update(): void {
    render(
      h(Quiz, {
        quizId: this.getAttribute('quiz-id') ?? undefined,
        mode: this.getAttribute('mode') ?? undefined,
        onAnswered: (detail: { questionId: number }) => this.emit('answered', detail),
        onSubmitted: (attempt: Attempt) => this.emit('submitted', attempt),
      }),
      this.root,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kyu-quiz': KyuQuizElement;
  }
}

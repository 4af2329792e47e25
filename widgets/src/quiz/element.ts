import type { Attempt } from '@kyu/core/contract';
import type { PreviewQuestion } from '@kyu/core/quiz';
import { h, render } from 'preact';
import { Quiz } from './quiz';
import { QuizPreview } from './quiz-preview';

/**
 * `<kyu-quiz>`: a quiz, one question at a time, autosaved as the student answers.
 * @attr quiz-id - the quiz to open
 * @attr mode - `student` (default: the signed-in student's attempt; practice quizzes have a
 *   Check button per question, exams a confirm step before Finish), `demo` (no sign-in),
 *   `shared` (asks the taker's name and e-mail first), `review` (read-only, with the marks)
 * @attr list-href - the page's list of quizzes: after the result, "Back to your quizzes" links
 *   there (no link without it)
 * @attr history-href - the student's mistakes to revise: "Revise your mistakes" after the result
 * @attr next-href - the next thing to do: "Next: your learning path" after the result
 * @fires answered - after each answer the student gives; `detail` is `{ questionId }`
 * @fires submitted - once the attempt is submitted and marked; `detail` is the attempt
 * @fires back - when the student follows a link of the result; `detail` is `{ href }`.
 *   Cancelable: a page that routes itself calls `preventDefault()` and the link is not followed
 * @fires review - when the student asks to review their answers after the result (the quiz
 *   shows question 1 with its marks); `detail` is `{ quizId, attemptId }`
 * @prop preview - a question not saved yet (core's `PreviewQuestion`: the question with its key,
 *   and its images and passage): shown alone, as a student would see it, instead of a quiz, with
 *   a Check marked by `POST /questions/preview/mark` (staff only). Set it again to show an edit
 * @cssprop --kyu-primary - and the other brand colours (`--kyu-secondary1`, `--kyu-highlight1`,
 *   …), as on `<kyu-coach>`
 *
 * Written without r2wc, like the coach, so a page with a quiz does not download React
 * compatibility.
 */
export class KyuQuizElement extends HTMLElement {
  static readonly observedAttributes = [
    'quiz-id',
    'mode',
    'list-href',
    'history-href',
    'next-href',
  ];
  private readonly root = this.attachShadow({ mode: 'open' });
  private previewed: PreviewQuestion | null = null;
  private previews = 0;

  get preview(): PreviewQuestion | null {
    return this.previewed;
  }

  set preview(value: PreviewQuestion | null) {
    this.previewed = value;
    this.previews += 1;
    if (this.isConnected) this.update();
  }

  connectedCallback(): void {
    // Set on the tag before kyu.js defined it, `preview` is the element's own property, which
    // hides the setter: take the value over.
    if (Object.prototype.hasOwnProperty.call(this, 'preview')) {
      const value = (this as { preview: PreviewQuestion | null }).preview;
      delete (this as { preview?: unknown }).preview;
      this.previewed = value;
      this.previews += 1;
    }
    this.update();
  }

  disconnectedCallback(): void {
    render(null, this.root);
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.update();
  }

  /** Fires an event out of the shadow root; answers false when a listener cancelled it. */
  private emit(type: string, detail: unknown, cancelable = false): boolean {
    return this.dispatchEvent(
      new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }),
    );
  }

  private update(): void {
    if (this.previewed) {
      render(h(QuizPreview, { key: this.previews, preview: this.previewed }), this.root);
      return;
    }
    render(
      h(Quiz, {
        quizId: this.getAttribute('quiz-id') ?? undefined,
        mode: this.getAttribute('mode') ?? undefined,
        onAnswered: (detail: { questionId: number }) => this.emit('answered', detail),
        onSubmitted: (attempt: Attempt) => this.emit('submitted', attempt),
        listHref: this.getAttribute('list-href') ?? undefined,
        historyHref: this.getAttribute('history-href') ?? undefined,
        nextHref: this.getAttribute('next-href') ?? undefined,
        onBack: (detail: { href: string }) => this.emit('back', detail, true),
        onReview: (detail: { quizId: number; attemptId: number }) => this.emit('review', detail),
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

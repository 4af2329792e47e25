import { reportQuestion } from '@kyu/core/quiz';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { useAction } from '../shared';

/**
 * "Report this question": a button that opens a small dialog with a message box. Escape or
 * Cancel closes it and gives the focus back to the button.
 */
export function ReportQuestion({ questionId }: { questionId: number }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState('');
  const { pending, error, run } = useAction();
  const opener = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const send = (event: Event) => {
    event.preventDefault();
    if (!message.trim()) return;
    void run(async () => {
      await reportQuestion(questionId, message.trim());
      setSent(true);
      setMessage('');
      close();
    });
  };

  return (
    <div class="kyu-report">
      <button
        ref={opener}
        type="button"
        class="kyu-link"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Report this question
      </button>
      {sent && !open && (
        <p class="kyu-meta" role="status">
          Thank you: we will look at this question.
        </p>
      )}
      {open && (
        <div
          role="dialog"
          aria-labelledby={`${id}-h`}
          class="kyu-dialog"
          onKeyDown={(e) => e.key === 'Escape' && close()}
        >
          <form onSubmit={send}>
            <h4 id={`${id}-h`}>What is wrong with this question?</h4>
            <label>
              Your message
              <textarea
                ref={box}
                rows={3}
                maxLength={2000}
                required
                value={message}
                onInput={(e) => setMessage(e.currentTarget.value)}
              />
            </label>
            {/* The store rejects with a sentence meant to be shown. */}
            {error instanceof Error && (
              <p class="kyu-alert" role="alert">
                {error.message}
              </p>
            )}
            <div class="kyu-row">
              <button type="submit" class="kyu-primary" disabled={pending}>
                Send report
              </button>
              <button type="button" class="kyu-secondary" onClick={close}>
                Cancel
              </button>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}

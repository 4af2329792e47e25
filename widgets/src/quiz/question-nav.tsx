import type { Evaluation } from '@kyu/core/contract';
import { useId } from 'preact/hooks';

/** What the navigation shows of each question. */
export interface NavItem {
  id: number;
  answered: boolean;
  evaluation?: Evaluation;
}

const stateOf = ({ answered, evaluation }: NavItem) => {
  if (evaluation?.marks_given != null)
    return evaluation.is_full_marks ? ['full', 'full marks'] : ['marked', 'marked'];
  return answered ? ['answered', 'answered'] : ['', 'not answered'];
};

/** Progress, then a button per question that shows whether it is answered or marked. */
export function QuestionNav({
  items,
  current,
  onGo,
}: {
  items: NavItem[];
  current: number;
  onGo: (index: number) => void;
}) {
  const answered = items.filter((i) => i.answered).length;
  const id = useId();
  return (
    <nav class="kyu-nav" aria-label="Questions">
      <p class="kyu-meta" id={id}>
        Question {current + 1} of {items.length} · {answered} answered
      </p>
      <progress aria-labelledby={id} value={answered} max={items.length} />
      <ol>
        {items.map((item, i) => {
          const [look, said] = stateOf(item);
          return (
            <li key={item.id}>
              <button
                type="button"
                class={`kyu-num ${look}`}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Question ${i + 1}, ${said}`}
                onClick={() => onGo(i)}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Previous and next, beneath the question. */
export function StepButtons({
  current,
  count,
  onGo,
}: {
  current: number;
  count: number;
  onGo: (index: number) => void;
}) {
  return (
    <div class="kyu-row">
      <button
        type="button"
        class="kyu-secondary"
        disabled={current === 0}
        onClick={() => onGo(current - 1)}
      >
        Previous
      </button>
      <button
        type="button"
        class="kyu-secondary"
        disabled={current >= count - 1}
        onClick={() => onGo(current + 1)}
      >
        Next
      </button>
    </div>
  );
}

import { useStore } from '@nanostores/preact';
import { QuizType } from '@kyu/core/constants';
import type { QuizDetail } from '@kyu/core/contract';
import type { QuizMode, QuizStores } from '@kyu/core/quiz';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Finish } from './finish';
import { QuestionNav, StepButtons } from './question-nav';
import { QuestionView } from './question-view';
import { Result, type ResultLinks } from './result';
import { QuizHeader } from './status';

/**
 * A loaded quiz: one question at a time, with the navigation, the clock and Finish; from the
 * finish on, the marks as they arrive and where to go next.
 */
export function QuizBody({
  quiz: stores,
  detail,
  mode,
  error,
  onAnswered,
  links,
}: {
  /** The quiz's stores and actions. */
  quiz: QuizStores;
  detail: QuizDetail;
  mode: QuizMode;
  /** The last failed save, check or finish, in words. */
  error: string | null;
  onAnswered?: (questionId: number) => void;
  links: ResultLinks;
}) {
  const {
    $answers,
    $attemptResult,
    $explanations,
    $finishing,
    $inSubmission,
    $marked,
    $submitting,
    $unanswered,
    answerQuestion,
  } = stores;
  const answers = useStore($answers);
  const marked = useStore($marked);
  const explanations = useStore($explanations);
  const inSubmission = useStore($inSubmission);
  const submitting = useStore($submitting);
  const result = useStore($attemptResult);
  const finishing = useStore($finishing);
  const unanswered = useStore($unanswered);
  const [current, setCurrent] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After moving to another question the focus goes to its heading, so it is read out.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [current]);

  const { quiz, questions, passages } = detail;
  const question = questions[current];
  if (!question) return <p>This quiz has no questions yet.</p>;

  const exam = quiz.quiz_type_id === QuizType.exam;
  const readOnly = mode === 'review' || result !== null || detail.attempt.submitted_at !== null;
  const go = (index: number) => {
    moved.current = true;
    setCurrent(Math.max(0, Math.min(questions.length - 1, index)));
  };

  return (
    <>
      <QuizHeader quiz={stores} title={quiz.title} open={!readOnly} />
      {error && (
        <p class="kyu-alert" role="alert">
          {error}
        </p>
      )}
      {(finishing || result) && (
        <Result
          questions={questions}
          marked={marked}
          attempt={result}
          showXp={mode === 'student' || mode === 'review'}
          onGo={go}
          links={{
            ...links,
            onReview: () => (go(0), links.onReview()),
            onAgain: links.onAgain && (() => (setCurrent(0), links.onAgain!())),
          }}
        />
      )}
      <QuestionNav
        items={questions.map((q, i) => ({
          id: q.id,
          answered: !unanswered.includes(i),
          evaluation: marked[q.id],
        }))}
        current={current}
        onGo={go}
      />
      <QuestionView
        key={question.id}
        onCheck={stores.checkQuestion}
        question={question}
        number={current + 1}
        passage={passages.find((p) => p.id === question.passage_id)}
        value={answers[question.id] ?? null}
        evaluation={marked[question.id]}
        explanation={explanations[question.id]}
        busy={inSubmission.has(question.id)}
        readOnly={readOnly}
        canCheck={mode === 'student' && !exam && !readOnly && !finishing}
        submitting={submitting}
        headingRef={heading}
        onAnswer={(value) => {
          answerQuestion(question.id, value);
          onAnswered?.(question.id);
        }}
      />
      <StepButtons current={current} count={questions.length} onGo={go} />
      {!readOnly && (
        <Finish
          exam={exam}
          unanswered={unanswered}
          submitting={submitting}
          onGo={go}
          onFinish={stores.finishQuiz}
        />
      )}
    </>
  );
}

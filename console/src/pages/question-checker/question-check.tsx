import { useState } from 'react';
import { api, problemMessage } from '@kyu/core';
import type { MarkResult, Question } from '@kyu/core/contract';
import { useApiStore } from '../../http/use-api-store';
import { AnswerInput } from './answer-input';
import { previewBody, SELF, type Answers } from './preview-body';

type Marking =
  | { status: 'idle' }
  | { status: 'marking' }
  | { status: 'marked'; mark: MarkResult }
  | { status: 'failed'; message: string };

const MarkShown = ({ mark }: { mark: MarkResult }) => (
  <section aria-label="Mark" role="status">
    <p>
      <strong>{`${mark.marks_given} of ${mark.max_marks} marks`}</strong>
      {mark.is_full_marks && ' (full marks)'}
      {mark.needs_review && ' (a teacher should review this mark)'}
    </p>
    <p>{mark.feedback}</p>
  </section>
);

/** The answered form of one question: inputs for it or each of its parts, then its mark. */
const CheckForm = ({ question }: { question: Question }) => {
  const [answers, setAnswers] = useState<Answers>({});
  const [marking, setMarking] = useState<Marking>({ status: 'idle' });
  const set = (key: string) => (next: string) => setAnswers({ ...answers, [key]: next });
  const mark = () => {
    setMarking({ status: 'marking' });
    api.post<MarkResult>('/questions/preview/mark', previewBody(question, answers)).then(
      (result) => setMarking({ status: 'marked', mark: result }),
      (e: unknown) => setMarking({ status: 'failed', message: problemMessage(e) }),
    );
  };
  const parts = question.sub_questions.length
    ? question.sub_questions.map((p) => [String(p.id), p] as const)
    : [[SELF, question] as const];
  return (
    <form
      aria-label="Answer the question"
      onSubmit={(e) => {
        e.preventDefault();
        mark();
      }}
    >
      {question.sub_questions.length > 0 && <p>{question.text}</p>}
      {parts.map(([key, part]) => (
        <AnswerInput key={key} part={part} value={answers[key] ?? ''} onChange={set(key)} />
      ))}
      <button type="submit" disabled={marking.status === 'marking'}>
        {marking.status === 'marking' ? 'Marking…' : 'Mark my answer'}
      </button>
      {marking.status === 'marked' && <MarkShown mark={marking.mark} />}
      {marking.status === 'failed' && <p role="alert">{marking.message}</p>}
    </form>
  );
};

/**
 * One question loaded with its key (`GET /questions?ids=…&ans=true`; the bank has no
 * `GET /questions/{id}`), shown and answered as a student would, then marked by the server.
 */
export const QuestionCheck = ({ id }: { id: number }) => {
  const { state } = useApiStore<Question[]>(`/questions?ids=${id}&ans=true`);
  if (state.status === 'loading') return <p role="status">Loading the question…</p>;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  const question = state.data[0];
  if (!question) return <p role="alert">That question is no longer in the bank.</p>;
  return <CheckForm key={question.id} question={question} />;
};

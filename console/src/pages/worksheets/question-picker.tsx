import { useId, useState } from 'react';
import type { CourseTaggingCount, Question } from '@kyu/core/contract';
import { linksAsText } from '@kyu/core/text';
import { useApiStore } from '../../http/use-api-store';

/** A question the teacher ticked: its id for the worksheet, its text to recognise it by. */
export type PickedQuestion = { readonly id: number; readonly text: string };

/** A question's markdown as one short line a list can show. */
export const questionLine = (markdown: string) => {
  const line = linksAsText(markdown, 'drop')
    .replace(/[*_#>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
};

const TopicSelect = ({
  courseId,
  onChange,
}: {
  courseId: string;
  onChange: (id: string) => void;
}) => {
  const { state } = useApiStore<CourseTaggingCount[]>(`/questions/course-taggings/${courseId}`);
  const topics = state.status === 'ready' ? state.data : [];
  return (
    <label>
      Topic
      <select defaultValue="" onChange={(e) => onChange(e.target.value)}>
        <option value="">Any topic</option>
        {topics.map((t) => (
          <option key={t.id} value={t.id}>
            {`${t.topic_name} (${t.question_count})`}
          </option>
        ))}
      </select>
    </label>
  );
};

type Search = { courseId: string; topicId: string; text: string };

/** The bank's answer to a search: `/questions/filtered` ranks by the text; the topic narrows it. */
const Results = ({
  search,
  picked,
  toggle,
}: {
  search: Search;
  picked: PickedQuestion[];
  toggle: (q: PickedQuestion) => void;
}) => {
  const query = new URLSearchParams({ course_id: search.courseId, limit: '200' });
  if (search.text) query.set('search_text', search.text);
  const { state } = useApiStore<Question[]>(`/questions/filtered?${query.toString()}`);
  if (state.status === 'loading') return <p role="status">Searching…</p>;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  const topic = Number(search.topicId);
  const found = state.data.filter((q) => !topic || q.course_tagging_ids.includes(topic));
  if (!found.length) return <p role="status">No questions match.</p>;
  return (
    <fieldset>
      <legend>{`Questions found (${found.length})`}</legend>
      {found.map((q) => {
        const text = questionLine(q.text);
        return (
          <label key={q.id} className="kyu-pick">
            <input
              type="checkbox"
              checked={picked.some((p) => p.id === q.id)}
              onChange={() => toggle({ id: q.id, text })}
            />
            {text}
          </label>
        );
      })}
    </fieldset>
  );
};

/**
 * Finds the school's questions of the chosen course by topic and text, ticks them onto the
 * worksheet, and lists those chosen, in order, each with a Remove button.
 */
export const QuestionPicker = ({
  courseId,
  picked,
  onChange,
}: {
  courseId: string;
  picked: PickedQuestion[];
  onChange: (next: PickedQuestion[]) => void;
}) => {
  const [topicId, setTopicId] = useState('');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search | null>(null);
  const chosenId = useId();
  const toggle = (q: PickedQuestion) =>
    onChange(
      picked.some((p) => p.id === q.id) ? picked.filter((p) => p.id !== q.id) : [...picked, q],
    );
  const find = () => setSearch({ courseId, topicId, text: text.trim() });
  return (
    <div role="group" aria-label="Questions">
      {courseId ? (
        <TopicSelect key={courseId} courseId={courseId} onChange={setTopicId} />
      ) : (
        <p>Choose a course to search its questions.</p>
      )}
      <label>
        Question text{' '}
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches here rather than making the worksheet half chosen.
            if (e.key === 'Enter') {
              e.preventDefault();
              if (courseId) find();
            }
          }}
        />
      </label>
      <button type="button" disabled={!courseId} onClick={find}>
        Search questions
      </button>
      {search && search.courseId === courseId && (
        <Results search={search} picked={picked} toggle={toggle} />
      )}
      <h3 id={chosenId}>{`Chosen questions (${picked.length})`}</h3>
      <ol aria-labelledby={chosenId}>
        {picked.map((q) => (
          <li key={q.id}>
            {q.text}{' '}
            <button type="button" aria-label={`Remove ${q.text}`} onClick={() => toggle(q)}>
              Remove
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
};

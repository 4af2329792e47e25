import { useEffect, useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { api, problemMessage } from '@kyu/core';
import { watchGeneration } from '@kyu/core/worksheets';
import type { AdminDocument, GenerationStarted } from '@kyu/core/contract';
import { CourseSelect } from './course-select';
import { MakeWorksheetForm } from './make-worksheet-form';
import { GenerationBar } from './progress-bar';

type Watch = ReturnType<typeof watchGeneration>;

const ids = (text: FormDataEntryValue | null) =>
  String(text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
const num = (value: FormDataEntryValue | null) => (value ? Number(value) : undefined);
const text = (value: FormDataEntryValue | null) => (value ? String(value) : undefined);

/** Uploads the chosen document, if any; answers its id in the list the request names. */
async function uploadChosen(form: FormData) {
  const file = form.get('file');
  if (!(file instanceof File) || !file.size) return {};
  const body = new FormData();
  body.set('document_type', String(form.get('document_type')));
  body.set('file', file);
  const doc = await api.post<AdminDocument>('/worksheets/generation/documents', body);
  return form.get('document_type') === 'curriculum'
    ? { curriculum_ids: [doc.id] }
    : { source_ids: [doc.id] };
}

/** /teacher/creator: generate worksheets from the bank or a document, or make one by hand. */
const CreatorPage = () => {
  const [watch, setWatch] = useState<Watch | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => () => watch?.stop(), [watch]);

  const generate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const started = await api.post<GenerationStarted>('/worksheets/generate', {
        course_id: Number(form.get('course_id')),
        topic_ids: ids(form.get('topic_ids')),
        difficulty_level_id: num(form.get('difficulty_level_id')),
        number_of_worksheets: Number(form.get('number_of_worksheets')),
        questions_per_worksheet: Number(form.get('questions_per_worksheet')),
        prompt: text(form.get('prompt')),
        purpose: text(form.get('purpose')),
        reference: text(form.get('reference')),
        ...(await uploadChosen(form)),
      });
      setWatch(watchGeneration(started.job_id));
    } catch (error) {
      setMessage(problemMessage(error));
    }
  };

  return (
    <div className="kyu-page">
      <Title title="Worksheet creator" />
      <section className="kyu-card">
        <h2>Generate worksheets</h2>
        <form onSubmit={(e) => void generate(e)}>
          <CourseSelect />
          <label>
            Topic ids <input name="topic_ids" placeholder="1, 2" />
          </label>
          <label>
            Difficulty
            <select name="difficulty_level_id" defaultValue="">
              <option value="">Any</option>
              <option value="1">Easy</option>
              <option value="2">Medium</option>
              <option value="3">Hard</option>
            </select>
          </label>
          <label>
            Number of worksheets{' '}
            <input name="number_of_worksheets" type="number" min={1} max={10} defaultValue={1} />
          </label>
          <label>
            Questions per worksheet{' '}
            <input
              name="questions_per_worksheet"
              type="number"
              min={1}
              max={50}
              defaultValue={10}
            />
          </label>
          <label>
            Document type
            <select name="document_type" defaultValue="source">
              <option value="source">Source</option>
              <option value="curriculum">Curriculum</option>
            </select>
          </label>
          <label>
            Document <input name="file" type="file" />
          </label>
          <label>
            Prompt <textarea name="prompt" maxLength={2000} />
          </label>
          <label>
            Purpose <input name="purpose" maxLength={200} />
          </label>
          <label>
            Reference <input name="reference" maxLength={200} />
          </label>
          <button type="submit">Generate</button>
        </form>
        {watch && <GenerationBar $job={watch.$job} />}
      </section>
      <section className="kyu-card">
        <h2>Make a worksheet by hand</h2>
        <MakeWorksheetForm onDone={setMessage} />
      </section>
      {message && <p role="status">{message}</p>}
    </div>
  );
};

export default CreatorPage;

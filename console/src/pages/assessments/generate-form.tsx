import { useEffect, useState, type FormEvent } from 'react';
import { api, problemMessage } from '@kyu/core';
import { watchGeneration } from '@kyu/core/worksheets';
import type { AdminDocument, GenerationStarted } from '@kyu/core/contract';
import { CourseSelect } from '../worksheets/course-select';
import { GenerationBar } from '../worksheets/progress-bar';

type Watch = ReturnType<typeof watchGeneration>;

const text = (value: FormDataEntryValue | null) => (value ? String(value) : undefined);

/** Uploads the file of `field`, if one was chosen, as a generation document of `type`. */
async function uploaded(form: FormData, field: string, type: 'curriculum' | 'source') {
  const file = form.get(field);
  if (!(file instanceof File) || !file.size) return [];
  const body = new FormData();
  body.set('document_type', type);
  body.set('file', file);
  return [(await api.post<AdminDocument>('/admin/documents/generation', body)).id];
}

/**
 * Generates assessments from a curriculum and a source document (overview §5's fields), and
 * shows the job's progress with the worksheet creator's bar.
 */
export const GenerateForm = ({ onDone }: { onDone: () => void }) => {
  const [watch, setWatch] = useState<Watch | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => () => watch?.stop(), [watch]);
  useEffect(() => watch?.$job.listen((job) => job?.status === 'done' && onDone()), [watch, onDone]);

  const generate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setMessage('');
    try {
      const started = await api.post<GenerationStarted>('/admin/assessments/generate', {
        course_id: Number(form.get('course_id')),
        number_of_worksheets: Number(form.get('number_of_worksheets')),
        questions_per_worksheet: Number(form.get('questions_per_worksheet')),
        prompt: text(form.get('prompt')),
        purpose: text(form.get('purpose')),
        reference: text(form.get('reference')),
        curriculum_ids: await uploaded(form, 'curriculum', 'curriculum'),
        source_ids: await uploaded(form, 'source', 'source'),
      });
      setWatch(
        watchGeneration(started.job_id, `/admin/assessments/generation/jobs/${started.job_id}`),
      );
    } catch (error) {
      setMessage(problemMessage(error));
    }
  };

  return (
    <form onSubmit={(e) => void generate(e)}>
      <CourseSelect />
      <label>
        Curriculum document <input name="curriculum" type="file" />
      </label>
      <label>
        Source document <input name="source" type="file" />
      </label>
      <label>
        Number of worksheets{' '}
        <input name="number_of_worksheets" type="number" min={1} max={10} defaultValue={1} />
      </label>
      <label>
        Questions per worksheet{' '}
        <input name="questions_per_worksheet" type="number" min={1} max={50} defaultValue={10} />
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
      <button type="submit">Generate assessments</button>
      {watch && <GenerationBar $job={watch.$job} />}
      {message && <p role="alert">{message}</p>}
    </form>
  );
};

import { useState } from 'react';
import { Title } from 'react-admin';
import { useStore } from '@nanostores/react';
import { problemMessage } from '@kyu/core';
import type { Worksheet, WorksheetPage } from '@kyu/core/contract';
import { apiStore } from '../../http/api-store';
import { $teacherClasses } from '../teacher/classes-store';
import { worksheetActions as act } from './worksheet-actions';

/** The school's worksheets (`GET /worksheets`), fetched on each visit. */
export const $library = apiStore<WorksheetPage>('/worksheets');

const AssignForm = ({ sheet, onDone }: { sheet: Worksheet; onDone: (m: string) => void }) => {
  const classes = useStore($teacherClasses);
  const list = classes.status === 'ready' ? classes.data : [];
  return (
    <form
      aria-label={`Assign ${sheet.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        act
          .assign(sheet.id, Number(form.get('class_id')), String(form.get('due_date') ?? ''))
          .then((a) => onDone(`Assigned to ${a.class_name} (${a.assigned_count} students).`))
          .catch((error: unknown) => onDone(problemMessage(error)));
      }}
    >
      <label>
        Class
        <select name="class_id" required>
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Due date <input name="due_date" type="date" />
      </label>
      <button type="submit">{`Assign ${sheet.title} to the class`}</button>
    </form>
  );
};

/** /teacher/worksheet-library: open, copy, remove, share, print and assign the school's worksheets. */
const LibraryPage = () => {
  const library = useStore($library);
  const [message, setMessage] = useState('');
  const [assigning, setAssigning] = useState<number | null>(null);
  const run = (work: Promise<unknown>, done: string) =>
    work.then(() => setMessage(done)).catch((error: unknown) => setMessage(problemMessage(error)));

  return (
    <div className="kyu-page">
      <Title title="Worksheet library" />
      {message && <p role="status">{message}</p>}
      {library.status === 'loading' && <p>Loading…</p>}
      {library.status === 'failed' && <p role="alert">{library.message}</p>}
      {library.status === 'ready' && library.data.items.length === 0 && <p>No worksheets yet.</p>}
      {library.status === 'ready' && library.data.items.length > 0 && (
        <table className="kyu-table">
          <thead>
            <tr>
              <th>Title</th>
              <th>Questions</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {library.data.items.map((w) => (
              <tr key={w.id}>
                <td>{w.title}</td>
                <td>{w.question_ids.length}</td>
                <td>
                  <button
                    aria-label={`Duplicate ${w.title}`}
                    onClick={() => void run(act.duplicate(w.id), `Copied “${w.title}”.`)}
                  >
                    Duplicate
                  </button>
                  <button
                    aria-label={`Delete ${w.title}`}
                    onClick={() => void run(act.remove(w.id), `Deleted “${w.title}”.`)}
                  >
                    Delete
                  </button>
                  <button
                    aria-label={`Share link for ${w.title}`}
                    onClick={() =>
                      void act
                        .share(w.id)
                        .then((link) => setMessage(`Share link: ${link.url}`))
                        .catch((error: unknown) => setMessage(problemMessage(error)))
                    }
                  >
                    Share link
                  </button>
                  <button
                    aria-label={`Word file of ${w.title}`}
                    onClick={() => void run(act.word(w), 'Downloaded.')}
                  >
                    Word
                  </button>
                  <button
                    aria-label={`Answer key of ${w.title}`}
                    onClick={() => void run(act.answerKey(w), 'Downloaded.')}
                  >
                    Answer key
                  </button>
                  <button
                    aria-label={`Assign ${w.title}`}
                    aria-expanded={assigning === w.id}
                    onClick={() => setAssigning(w.id)}
                  >
                    Assign
                  </button>
                  {assigning === w.id && <AssignForm sheet={w} onDone={setMessage} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};

export default LibraryPage;

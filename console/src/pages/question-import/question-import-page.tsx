import { useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { problemMessage } from '@kyu/core';
import type { QuestionFileFormat, QuestionImportReport } from '@kyu/core/contract';
import { CourseSelect } from '../worksheets/course-select';
import { ImportReport } from './import-report';
import { transferActions } from './transfer-actions';

interface Chosen {
  courseId: number;
  format: QuestionFileFormat;
  file: File | null;
}

const FormatSelect = () => (
  <label>
    Format
    <select name="format" defaultValue="gift">
      <option value="gift">GIFT</option>
      <option value="moodle-xml">Moodle XML</option>
    </select>
  </label>
);

const chosenOf = (form: HTMLFormElement, file: File | null = null): Chosen => {
  const data = new FormData(form);
  return {
    courseId: Number(data.get('course_id')),
    format: String(data.get('format')) as QuestionFileFormat,
    file,
  };
};

/**
 * /admin/question-import: check a Moodle file against a course (a dry run), see each question
 * taken or refused with its line, then import the valid ones; and export a course's questions.
 */
const QuestionImportPage = () => {
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [report, setReport] = useState<QuestionImportReport | null>(null);
  const [message, setMessage] = useState('');

  const run = async (what: Chosen, dryRun: boolean) => {
    if (!what.file) return setMessage('Choose a file.');
    setMessage('');
    try {
      const mode = { dryRun, skipRejected: !dryRun };
      setReport(await transferActions.importFile(what.courseId, what.format, what.file, mode));
      setChosen(dryRun ? what : null);
    } catch (error) {
      setMessage(problemMessage(error));
    }
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(chosenOf(event.currentTarget, file), true);
  };

  const exportAs = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { courseId, format } = chosenOf(event.currentTarget);
    transferActions.exportFile(courseId, format).catch((error: unknown) => {
      setMessage(error instanceof Error ? error.message : problemMessage(error));
    });
  };

  return (
    <div className="kyu-page">
      <Title title="Question import" />
      <section className="kyu-card">
        <h2>Import from Moodle</h2>
        <form onSubmit={check}>
          <CourseSelect />
          <FormatSelect />
          <label>
            File
            <input
              type="file"
              accept=".gift,.txt,.xml"
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </label>
          <button type="submit">Check the file</button>
        </form>
        {message && <p role="alert">{message}</p>}
        {report && <ImportReport report={report} />}
        {chosen && report?.accepted.length ? (
          <button type="button" onClick={() => void run(chosen, false)}>
            Import the {report.accepted.length} valid questions
          </button>
        ) : null}
      </section>
      <section className="kyu-card">
        <h2>Export to Moodle</h2>
        <p>Imported questions wait for review before students see them.</p>
        <form onSubmit={exportAs}>
          <CourseSelect />
          <FormatSelect />
          <button type="submit">Export</button>
        </form>
      </section>
    </div>
  );
};

export default QuestionImportPage;

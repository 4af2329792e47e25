import type { QuestionImportReport } from '@kyu/core/contract';

const TYPE_NAMES: Record<number, string> = {
  1: 'Single choice',
  2: 'Multiple choice',
  3: 'Numeric',
  4: 'Short text',
  5: 'Open answer',
};

/** What a dry run (or an import) found: the questions taken and those refused, each by its line. */
export const ImportReport = ({ report }: { report: QuestionImportReport }) => (
  <>
    <h3>
      {report.accepted.length} {report.dry_run ? 'can be imported' : 'imported'}
    </h3>
    <table className="kyu-table" aria-label="Accepted questions">
      <thead>
        <tr>
          <th>Line</th>
          <th>Type</th>
          <th>Topic</th>
          <th>Question</th>
        </tr>
      </thead>
      <tbody>
        {report.accepted.map((a) => (
          <tr key={a.line}>
            <td>{a.line}</td>
            <td>{TYPE_NAMES[a.question_type_id] ?? a.question_type_id}</td>
            <td>{a.topic}</td>
            <td>{a.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <h3>{report.rejected_count} cannot be imported</h3>
    {report.rejected.length < report.rejected_count && (
      <p>The first {report.rejected.length} are listed.</p>
    )}
    <table className="kyu-table" aria-label="Rejected questions">
      <thead>
        <tr>
          <th>Line</th>
          <th>Why</th>
          <th>Question</th>
        </tr>
      </thead>
      <tbody>
        {report.rejected.map((r) => (
          <tr key={r.line}>
            <td>{r.line}</td>
            <td>{r.reason}</td>
            <td>{r.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </>
);

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QuestionImportReport } from '@kyu/core/contract';
import { TYPE_NAMES } from '../question-management/labels';

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/** A table that scrolls inside its card, never the page, when a question's text is long. */
const Rows = ({ label, head, rows }: { label: string; head: string[]; rows: string[][] }) => (
  <TableContainer>
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells) => (
          <TableRow key={cells[0]}>
            {cells.map((cell, i) => (
              <TableCell key={i} sx={{ overflowWrap: 'anywhere' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

/** What a dry run (or an import) found: the questions taken and those refused, each by its line. */
export const ImportReport = ({ report }: { report: QuestionImportReport }) => (
  <>
    <Heading>{`${report.accepted.length} ${report.dry_run ? 'can be imported' : 'imported'}`}</Heading>
    <Rows
      label="Accepted questions"
      head={['Line', 'Type', 'Topic', 'Question']}
      rows={report.accepted.map((a) => [
        String(a.line),
        TYPE_NAMES[a.question_type_id] ?? String(a.question_type_id),
        a.topic,
        a.text,
      ])}
    />
    <Heading>{`${report.rejected_count} cannot be imported`}</Heading>
    {report.rejected.length < report.rejected_count && (
      <Typography>{`The first ${report.rejected.length} are listed.`}</Typography>
    )}
    <Rows
      label="Rejected questions"
      head={['Line', 'Why', 'Question']}
      rows={report.rejected.map((r) => [String(r.line), r.reason, r.text])}
    />
  </>
);

import { useState } from 'react';
import {
  FileField,
  FileInput,
  SelectInput,
  SimpleForm,
  Title,
  required,
  useNotify,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { problemMessage } from '@kyu/core';
import type { QuestionFileFormat, QuestionImportReport } from '@kyu/core/contract';
import { CourseInput } from '../worksheets/course-input';
import { FORM_SX, FormToolbar } from '../worksheets/form-toolbar';
import { ImportReport } from './import-report';
import { transferActions } from './transfer-actions';

interface Chosen {
  courseId: number;
  format: QuestionFileFormat;
  file: File;
}

const FORMATS = [
  { id: 'gift', name: 'GIFT' },
  { id: 'moodle-xml', name: 'Moodle XML' },
];
const FormatInput = () => (
  <SelectInput source="format" label="Format" choices={FORMATS} validate={required()} fullWidth />
);
const FILES = { 'text/plain': ['.gift', '.txt'], 'text/xml': ['.xml'] };

const toolbar = (label: string) => <FormToolbar label={label} />;

const Heading = ({ children }: { children: string }) => (
  <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
    {children}
  </Typography>
);

/**
 * /admin/question-import: check a Moodle file against a course (a dry run), see each question
 * taken or refused with its line, then import the valid ones; and export a course's questions.
 */
const QuestionImportPage = () => {
  const notify = useNotify();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [report, setReport] = useState<QuestionImportReport | null>(null);
  const [refusal, setRefusal] = useState('');

  const run = async (what: Chosen, dryRun: boolean) => {
    setRefusal('');
    try {
      const mode = { dryRun, skipRejected: !dryRun };
      setReport(await transferActions.importFile(what.courseId, what.format, what.file, mode));
      setChosen(dryRun ? what : null);
    } catch (error) {
      setRefusal(problemMessage(error));
    }
  };

  const check = (values: FieldValues) => {
    const file = (values.file as { rawFile?: File } | null)?.rawFile;
    if (!(file instanceof File)) return setRefusal('Choose a file.');
    return run(
      { courseId: Number(values.course_id), format: values.format as QuestionFileFormat, file },
      true,
    );
  };

  const exportAs = (values: FieldValues) =>
    transferActions
      .exportFile(Number(values.course_id), values.format as QuestionFileFormat)
      .catch((error: unknown) => notify(problemMessage(error), { type: 'error' }));

  return (
    <div className="kyu-page">
      <Title title="Question import" />
      <Card component="section" aria-label="Import from Moodle">
        <Heading>Import from Moodle</Heading>
        <SimpleForm
          sx={FORM_SX}
          aria-label="Check a file"
          onSubmit={check}
          defaultValues={{ format: 'gift' }}
          toolbar={toolbar('Check the file')}
        >
          <CourseInput />
          <FormatInput />
          <FileInput
            source="file"
            label="File"
            accept={FILES}
            validate={required()}
            inputProps={{ 'aria-label': 'File' }}
          >
            <FileField source="src" title="title" />
          </FileInput>
        </SimpleForm>
        <CardContent>
          {refusal && <p role="alert">{refusal}</p>}
          {report && <ImportReport report={report} />}
          {chosen && report?.accepted.length ? (
            <Button variant="contained" onClick={() => void run(chosen, false)}>
              {`Import the ${report.accepted.length} valid questions`}
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <Card component="section" aria-label="Export to Moodle">
        <Heading>Export to Moodle</Heading>
        <Typography sx={{ px: 2 }}>
          Imported questions wait for review before students see them.
        </Typography>
        <SimpleForm
          sx={FORM_SX}
          aria-label="Export"
          onSubmit={exportAs}
          defaultValues={{ format: 'gift' }}
          toolbar={toolbar('Export')}
        >
          <CourseInput />
          <FormatInput />
        </SimpleForm>
      </Card>
    </div>
  );
};

export default QuestionImportPage;

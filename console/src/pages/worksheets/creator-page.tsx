import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { watchGeneration } from '@kyu/core/worksheets';
import { GenerateForm } from './generate-form';
import { MakeWorksheetForm } from './make-worksheet-form';
import { GenerationBar } from './progress-bar';

type Watch = ReturnType<typeof watchGeneration>;

const Heading = ({ children }: { children: string }) => (
  <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
    {children}
  </Typography>
);

/** /teacher/creator: generate worksheets from the bank or a document, or make one by hand. */
const CreatorPage = () => {
  const [watch, setWatch] = useState<Watch | null>(null);
  useEffect(() => () => watch?.stop(), [watch]);
  return (
    <div className="kyu-page">
      <Title title="Worksheet creator" />
      <Card component="section" aria-label="Generate worksheets">
        <Heading>Generate worksheets</Heading>
        <GenerateForm onStarted={(jobId) => setWatch(watchGeneration(jobId))} />
        {watch && (
          <CardContent>
            <GenerationBar $job={watch.$job} />
          </CardContent>
        )}
      </Card>
      <Card component="section" aria-label="Make a worksheet by hand">
        <Heading>Make a worksheet by hand</Heading>
        <MakeWorksheetForm />
      </Card>
    </div>
  );
};

export default CreatorPage;

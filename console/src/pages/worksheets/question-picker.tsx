import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
  value,
  onChange,
}: {
  courseId: string;
  value: string;
  onChange: (id: string) => void;
}) => {
  const { state } = useApiStore<CourseTaggingCount[]>(`/questions/course-taggings/${courseId}`);
  const topics = state.status === 'ready' ? state.data : [];
  return (
    <TextField
      select
      label="Topic"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">Any topic</MenuItem>
      {topics.map((t) => (
        <MenuItem key={t.id} value={String(t.id)}>
          {`${t.topic_name} (${t.question_count})`}
        </MenuItem>
      ))}
    </TextField>
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
  const legend = useId();
  const query = new URLSearchParams({ course_id: search.courseId, limit: '200' });
  if (search.text) query.set('search_text', search.text);
  const { state } = useApiStore<Question[]>(`/questions/filtered?${query.toString()}`);
  if (state.status === 'loading') return <p role="status">Searching…</p>;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  const topic = Number(search.topicId);
  const found = state.data.filter((q) => !topic || q.course_tagging_ids.includes(topic));
  if (!found.length) return <p role="status">No questions match.</p>;
  return (
    <FormGroup role="group" aria-labelledby={legend}>
      <FormLabel id={legend}>{`Questions found (${found.length})`}</FormLabel>
      {found.map((q) => {
        const text = questionLine(q.text);
        return (
          <FormControlLabel
            key={q.id}
            label={text}
            control={
              <Checkbox
                checked={picked.some((p) => p.id === q.id)}
                onChange={() => toggle({ id: q.id, text })}
              />
            }
          />
        );
      })}
    </FormGroup>
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
    <Stack role="group" aria-label="Questions" spacing={2} sx={{ width: '100%', mb: 2 }}>
      {!courseId && <Typography>Choose a course to search its questions.</Typography>}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {courseId && (
          <TopicSelect key={courseId} courseId={courseId} value={topicId} onChange={setTopicId} />
        )}
        <TextField
          type="search"
          label="Question text"
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
        <Button variant="outlined" disabled={!courseId} onClick={find}>
          Search questions
        </Button>
      </Stack>
      {search && search.courseId === courseId && (
        <Results search={search} picked={picked} toggle={toggle} />
      )}
      <Typography variant="subtitle1" component="h3" id={chosenId}>
        {`Chosen questions (${picked.length})`}
      </Typography>
      <List dense aria-labelledby={chosenId} component="ol">
        {picked.map((q) => (
          <ListItem
            key={q.id}
            secondaryAction={
              <IconButton aria-label={`Remove ${q.text}`} onClick={() => toggle(q)}>
                <span aria-hidden="true">✕</span>
              </IconButton>
            }
          >
            <ListItemText primary={q.text} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
};

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { LessonWorksheetList } from '@kyu/core/contract';
import { useApiStore } from '../../../http/use-api-store';
import { ItemEditor } from './item-editor';
import { moved, newItem, newSection, type DraftItem, type DraftSection } from './lesson-draft';

// A section or an item, framed, and free to narrow to a phone's width.
const FIELDSET = { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, my: 1, minWidth: 0 };

type Props = {
  courseId: string;
  sections: DraftSection[];
  change: (sections: DraftSection[]) => void;
};

/** Up, down and remove for the entry `name` of a list. */
const RowButtons = ({
  name,
  at,
  count,
  move,
  remove,
}: {
  name: string;
  at: number;
  count: number;
  move: (by: -1 | 1) => void;
  remove: () => void;
}) => (
  <>
    <Button
      size="small"
      aria-label={`Move ${name} up`}
      disabled={at === 0}
      onClick={() => move(-1)}
    >
      Up
    </Button>
    <Button
      size="small"
      aria-label={`Move ${name} down`}
      disabled={at === count - 1}
      onClick={() => move(1)}
    >
      Down
    </Button>
    <Button size="small" aria-label={`Remove ${name}`} onClick={remove}>
      Remove
    </Button>
  </>
);

/**
 * A lesson's sections, each a name and its items, added, removed and moved in place; worksheet
 * items choose among the quizzes the course offers a lesson (`GET /lessons/worksheets`): Kyu's
 * catalogue's and the school's worksheets.
 */
export const SectionsEditor = ({ courseId, sections, change }: Props) => {
  const { state } = useApiStore<LessonWorksheetList>(`/lessons/worksheets?course_id=${courseId}`);
  const worksheets = state.status === 'ready' ? state.data : [];
  const setSection = (at: number, section: DraftSection) =>
    change(sections.map((s, i) => (i === at ? section : s)));
  const setItems = (at: number, items: DraftItem[]) => setSection(at, { ...sections[at]!, items });
  return (
    <>
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {sections.map((section, s) => {
        const sectionName = `section ${s + 1}`;
        return (
          <Box component="fieldset" key={section.key} sx={FIELDSET}>
            <legend>{`Section ${s + 1}`}</legend>
            <TextField
              label="Section name"
              required
              size="small"
              margin="dense"
              slotProps={{ htmlInput: { maxLength: 200 } }}
              value={section.title}
              onChange={(e) => setSection(s, { ...section, title: e.target.value })}
            />
            <RowButtons
              name={sectionName}
              at={s}
              count={sections.length}
              move={(by) => change(moved(sections, s, by))}
              remove={() => change(sections.filter((_, i) => i !== s))}
            />
            {section.items.map((item, i) => {
              const itemName = `item ${i + 1} of ${sectionName}`;
              return (
                <Box component="fieldset" key={item.key} sx={FIELDSET}>
                  <legend>{`Section ${s + 1}, item ${i + 1}`}</legend>
                  <ItemEditor
                    item={item}
                    worksheets={worksheets}
                    change={(next) =>
                      setItems(
                        s,
                        section.items.map((x, j) => (j === i ? next : x)),
                      )
                    }
                  />{' '}
                  <RowButtons
                    name={itemName}
                    at={i}
                    count={section.items.length}
                    move={(by) => setItems(s, moved(section.items, i, by))}
                    remove={() =>
                      setItems(
                        s,
                        section.items.filter((_, j) => j !== i),
                      )
                    }
                  />
                </Box>
              );
            })}
            <Button size="small" onClick={() => setItems(s, [...section.items, newItem()])}>
              {`Add an item to section ${s + 1}`}
            </Button>
          </Box>
        );
      })}
      <Button variant="outlined" onClick={() => change([...sections, newSection()])}>
        Add a section
      </Button>
    </>
  );
};

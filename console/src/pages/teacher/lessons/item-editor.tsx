import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LessonItemType } from '@kyu/core/constants';
import type { LessonWorksheet } from '@kyu/core/contract';
import type { DraftItem } from './lesson-draft';

type Props = {
  item: DraftItem;
  worksheets: readonly LessonWorksheet[];
  change: (item: DraftItem) => void;
};

/** One item of a section: its title and kind, then what the kind needs (text, worksheet, URL). */
export const ItemEditor = ({ item, worksheets, change }: Props) => {
  const set = (over: Partial<DraftItem>) => change({ ...item, ...over });
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1 }}>
      <TextField
        label="Item title"
        required
        size="small"
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 200 } }}
        value={item.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        select
        label="Item type"
        size="small"
        margin="dense"
        slotProps={{ select: { native: true } }}
        value={item.item_type_id}
        onChange={(e) => set({ item_type_id: Number(e.target.value) })}
      >
        <option value={LessonItemType.content}>Content</option>
        <option value={LessonItemType.worksheet}>Worksheet</option>
        <option value={LessonItemType.video}>Video</option>
      </TextField>
      {item.item_type_id === LessonItemType.worksheet && (
        <TextField
          select
          label="Worksheet"
          required
          size="small"
          margin="dense"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          value={item.worksheet_id}
          onChange={(e) => set({ worksheet_id: e.target.value })}
        >
          <option value="">{worksheets.length ? 'Choose a worksheet' : 'No worksheets'}</option>
          {worksheets.map((w) => (
            <option key={w.id} value={w.id}>
              {w.title}
            </option>
          ))}
        </TextField>
      )}
      {item.item_type_id === LessonItemType.video && (
        <TextField
          label="Video URL"
          type="url"
          required
          size="small"
          margin="dense"
          value={item.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      )}
      {item.item_type_id === LessonItemType.content && (
        <TextField
          label="Text"
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 20_000 } }}
          value={item.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      )}
    </Stack>
  );
};

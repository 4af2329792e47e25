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
    <>
      <label>
        Item title{' '}
        <input
          required
          maxLength={200}
          value={item.title}
          onChange={(e) => set({ title: e.target.value })}
        />
      </label>{' '}
      <label>
        Item type{' '}
        <select
          value={item.item_type_id}
          onChange={(e) => set({ item_type_id: Number(e.target.value) })}
        >
          <option value={LessonItemType.content}>Content</option>
          <option value={LessonItemType.worksheet}>Worksheet</option>
          <option value={LessonItemType.video}>Video</option>
        </select>
      </label>{' '}
      {item.item_type_id === LessonItemType.worksheet && (
        <label>
          Worksheet{' '}
          <select
            required
            value={item.worksheet_id}
            onChange={(e) => set({ worksheet_id: e.target.value })}
          >
            <option value="">{worksheets.length ? 'Choose a worksheet' : 'No worksheets'}</option>
            {worksheets.map((w) => (
              <option key={w.id} value={w.id}>
                {w.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {item.item_type_id === LessonItemType.video && (
        <label>
          Video URL{' '}
          <input
            type="url"
            required
            value={item.note}
            onChange={(e) => set({ note: e.target.value })}
          />
        </label>
      )}
      {item.item_type_id === LessonItemType.content && (
        <label>
          Text{' '}
          <textarea
            rows={3}
            maxLength={20_000}
            value={item.note}
            onChange={(e) => set({ note: e.target.value })}
          />
        </label>
      )}
    </>
  );
};

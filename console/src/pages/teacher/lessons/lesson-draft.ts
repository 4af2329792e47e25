import { LessonItemType, LessonType } from '@kyu/core/constants';
import type { Lesson, LessonSectionInput } from '@kyu/core/contract';

/**
 * A lesson as its form holds it: strings for inputs, a key per section and item so React keeps
 * each row's focus while rows move. An item's `note` is a content item's text or a video's URL.
 */
export type DraftItem = {
  key: string;
  title: string;
  item_type_id: number;
  note: string;
  worksheet_id: string;
};
export type DraftSection = { key: string; title: string; items: DraftItem[] };
export type LessonDraft = {
  title: string;
  description: string;
  course_id: string;
  lesson_type_id: string;
  sections: DraftSection[];
};

let nextKey = 0;
const key = () => `k${++nextKey}`;

/** A blank item of content. */
export const newItem = (): DraftItem => ({
  key: key(),
  title: '',
  item_type_id: LessonItemType.content,
  note: '',
  worksheet_id: '',
});

/** A blank section with one blank item. */
export const newSection = (): DraftSection => ({ key: key(), title: '', items: [newItem()] });

/** The form of a lesson not made yet. */
export const emptyDraft = (): LessonDraft => ({
  title: '',
  description: '',
  course_id: '',
  lesson_type_id: String(LessonType.lesson),
  sections: [newSection()],
});

/** The form of a lesson being edited, its sections and items as the server holds them. */
export const draftOf = (lesson: Lesson): LessonDraft => ({
  title: lesson.title,
  description: lesson.description,
  course_id: String(lesson.course_id),
  lesson_type_id: String(lesson.lesson_type_id),
  sections: lesson.sections.map((s) => ({
    key: key(),
    title: s.title,
    items: s.items.map((i) => ({
      key: key(),
      title: i.title,
      item_type_id: i.item_type_id,
      note: i.note,
      worksheet_id: i.worksheet_id === null ? '' : String(i.worksheet_id),
    })),
  })),
});

/** The sections as the lessons calls take them: a worksheet item names its worksheet, others a note. */
export const sectionsInput = (draft: LessonDraft): LessonSectionInput[] =>
  draft.sections.map((s) => ({
    title: s.title,
    items: s.items.map((i) =>
      i.item_type_id === LessonItemType.worksheet
        ? { title: i.title, item_type_id: i.item_type_id, worksheet_id: Number(i.worksheet_id) }
        : { title: i.title, item_type_id: i.item_type_id, note: i.note },
    ),
  }));

/** The list with the entry at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export const moved = <T>(list: readonly T[], index: number, by: -1 | 1): T[] => {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
};

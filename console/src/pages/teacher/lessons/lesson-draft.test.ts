import { describe, expect, it } from 'vitest';
import { makeLesson } from '@kyu/test-support/data';
import { draftOf, emptyDraft, moved, sectionsInput } from './lesson-draft';

describe('lesson drafts', () => {
  it('sends a worksheet item with its worksheet, and content and video items with their note', () => {
    const draft = emptyDraft();
    draft.sections[0]!.title = 'Halves';
    draft.sections[0]!.items = [
      { key: 'a', title: 'Read', item_type_id: 1, note: 'Half is one of two.', worksheet_id: '' },
      { key: 'b', title: 'Try', item_type_id: 2, note: 'ignored', worksheet_id: '12' },
      { key: 'c', title: 'Watch', item_type_id: 3, note: 'https://v.test/1', worksheet_id: '' },
    ];
    expect(sectionsInput(draft)).toEqual([
      {
        title: 'Halves',
        items: [
          { title: 'Read', item_type_id: 1, note: 'Half is one of two.' },
          { title: 'Try', item_type_id: 2, worksheet_id: 12 },
          { title: 'Watch', item_type_id: 3, note: 'https://v.test/1' },
        ],
      },
    ]);
  });

  it('opens a saved lesson with its fields, sections and items as they were', () => {
    const lesson = makeLesson({ title: 'Halves', course_id: 3, lesson_type_id: 3 });
    const draft = draftOf(lesson);
    expect(draft).toMatchObject({ title: 'Halves', course_id: '3', lesson_type_id: '3' });
    expect(sectionsInput(draft)).toHaveLength(lesson.sections.length);
    expect(draft.sections[0]!.items.map((i) => i.title)).toEqual(
      lesson.sections[0]!.items.map((i) => i.title),
    );
  });

  it('moves an entry one place and leaves the list alone past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

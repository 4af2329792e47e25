import { describe, expect, it } from 'vitest';
import { targetKindOf } from './targets';

describe('targetKindOf', () => {
  it('names the school a school change or its picture names', () => {
    expect(targetKindOf('PUT /admin/schools/{id}')).toBe('school');
    expect(targetKindOf('PUT /admin/schools/{id}/images/{slot}')).toBe('school');
  });

  it('names users, courses, classes, lessons and documents by their paths', () => {
    expect(targetKindOf('PUT /admin/users/{id}')).toBe('user');
    expect(targetKindOf('PUT /admin/courses/{id}')).toBe('course');
    expect(targetKindOf('POST /teachers/class/{id}/assign')).toBe('class');
    expect(targetKindOf('PUT /classes/{classId}/students')).toBe('class');
    expect(targetKindOf('POST /lessons/{lessonId}/assign')).toBe('lesson');
    expect(targetKindOf('DELETE /admin/documents/{id}')).toBe('document');
  });

  it('names nothing where the last id is of another record, or there is none', () => {
    expect(targetKindOf('DELETE /admin/schools/{id}/embed-secrets/{secretId}')).toBeNull();
    expect(targetKindOf('POST /admin/schools')).toBeNull();
    expect(targetKindOf('sign-in')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18n';

describe("the console's messages", () => {
  it("speaks react-admin's English, with names put in", () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(
      i18nProvider.translate('ra.page.edit', { name: 'School', recordRepresentation: 'Hillside' }),
    ).toBe('School Hillside');
  });

  it('picks the singular or plural by smart_count', () => {
    const one = i18nProvider.translate('ra.notification.deleted', { smart_count: 1 });
    const many = i18nProvider.translate('ra.notification.deleted', { smart_count: 3 });
    expect(one).toBe('Element deleted');
    expect(many).toBe('3 elements deleted');
  });

  it('falls back to the default given, then to the key itself', () => {
    expect(i18nProvider.translate('resources.schools.name', { _: 'Schools' })).toBe('Schools');
    expect(i18nProvider.translate('kyu.unknown')).toBe('kyu.unknown');
  });
});

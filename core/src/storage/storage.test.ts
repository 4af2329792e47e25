import { describe, expect, it } from 'vitest';
import { memoryStorage, readJson, writeJson } from '.';

describe('storage helpers', () => {
  it('reads back what it wrote', () => {
    const area = memoryStorage();
    writeJson(area, 'k', { a: 1 });
    expect(readJson(area, 'k')).toEqual({ a: 1 });
  });

  it('reads null for a missing key or unparseable value', () => {
    const area = memoryStorage();
    area.setItem('bad', '{');
    expect(readJson(area, 'missing')).toBeNull();
    expect(readJson(area, 'bad')).toBeNull();
  });

  it('swallows a storage that refuses to write', () => {
    const area = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    } as Storage;
    expect(() => writeJson(area, 'k', 1)).not.toThrow();
  });
});

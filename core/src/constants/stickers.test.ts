import { describe, expect, it } from 'vitest';
import { StickerCode } from '../contract/play';
import { Value } from 'typebox/value';
import {
  LEVEL_STICKERS_SHOWN,
  levelStickerCodes,
  stickerCatalogue,
  stickerInfo,
  stickerLevel,
} from './stickers';

describe('sticker catalogue', () => {
  it('shows the fixed stickers then levels 2 to 10 for a beginner', () => {
    const codes = stickerCatalogue(1).map((s) => s.code);
    expect(codes.slice(0, 6)).toEqual([
      'first-quiz',
      'perfect-score',
      'streak-3',
      'streak-7',
      'streak-30',
      'promotion',
    ]);
    expect(codes.at(-1)).toBe(`level-${LEVEL_STICKERS_SHOWN}`);
    expect(codes).not.toContain('level-1');
  });

  it('grows with the highest level earned', () => {
    expect(stickerCatalogue(14).at(-1)?.code).toBe('level-14');
  });

  it('has only codes the contract accepts', () => {
    for (const s of stickerCatalogue(999)) expect(Value.Check(StickerCode, s.code)).toBe(true);
  });

  it('names a level sticker and refuses unknown codes', () => {
    expect(stickerInfo('level-12')?.title).toBe('Level 12');
    expect(stickerInfo('level-1')).toBeNull();
    expect(stickerInfo('gold-star')).toBeNull();
    expect(stickerLevel('streak-3')).toBeNull();
  });

  it('lists the level stickers up to a level', () => {
    expect(levelStickerCodes(1)).toEqual([]);
    expect(levelStickerCodes(3)).toEqual(['level-2', 'level-3']);
  });
});

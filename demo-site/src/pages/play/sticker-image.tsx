import type { Sticker } from '@kyu/core/contract';

/** A sticker's picture, its title as the text; greyed by the stylesheet while not earned. */
export function StickerImage({ sticker }: { sticker: Sticker }) {
  return (
    <img
      class={sticker.earned_at ? 'sticker' : 'sticker unearned'}
      src={sticker.image}
      alt={sticker.title}
      width={96}
      height={96}
    />
  );
}

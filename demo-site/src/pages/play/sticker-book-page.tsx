import { useStore } from '@nanostores/preact';
import { formatDate } from '@kyu/core/format';
import type { StudentCollectible } from '@kyu/core/contract';
import {
  $collectibleGroups,
  $collectiblesError,
  $stickerBook,
  $stickerBookError,
  earnedCount,
  loadCollectibles,
  loadStickerBook,
} from '@kyu/core/play';
import { useEffect } from 'preact/hooks';
import { StickerImage } from './sticker-image';

function Stickers() {
  const book = useStore($stickerBook);
  const error = useStore($stickerBookError);
  if (error) return <p role="alert">{error}</p>;
  if (!book) return <p role="status">Loading your stickers…</p>;
  return (
    <>
      <p>
        {earnedCount(book)} of {book.stickers.length} stickers earned.
      </p>
      <ul class="sticker-grid" aria-label="Stickers">
        {book.stickers.map((s) => (
          <li key={s.code} class={s.earned_at ? undefined : 'unearned'}>
            <StickerImage sticker={s} />
            <strong>{s.title}</strong>
            <span class="muted">{s.description}</span>
            <span class="muted">
              {s.earned_at ? `Earned ${formatDate(s.earned_at)}` : 'Not earned yet'}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Collectible({ item }: { item: StudentCollectible }) {
  return (
    <li class={item.collected ? undefined : 'unearned'}>
      <img class="sticker" src={item.image} alt={item.name} width={64} height={64} />
      <strong>{item.name}</strong>
      <span class="muted">
        {item.collected ? 'Collected' : `Unlocks at level ${item.unlock_level}`}
      </span>
    </li>
  );
}

function Collectibles() {
  const groups = useStore($collectibleGroups);
  const error = useStore($collectiblesError);
  if (error) return <p role="alert">{error}</p>;
  if (!groups) return <p role="status">Loading your collectibles…</p>;
  return (
    <>
      {groups.map(({ theme, collectibles }) => (
        <section key={theme.id} aria-labelledby={`theme-${theme.id}`}>
          <h3 id={`theme-${theme.id}`}>{theme.name}</h3>
          <p class="muted">{theme.description}</p>
          <ul class="sticker-grid" aria-label={theme.name}>
            {collectibles.map((c) => (
              <Collectible key={c.id} item={c} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /student/sticker-book: stickers with the day each was earned, and collectibles by theme. */
export function StickerBookPage() {
  useEffect(() => {
    void loadStickerBook();
    void loadCollectibles();
  }, []);
  return (
    <>
      <h1>Sticker book</h1>
      <Stickers />
      <h2>Collectibles</h2>
      <Collectibles />
    </>
  );
}

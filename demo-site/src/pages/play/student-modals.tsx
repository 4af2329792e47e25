import { useStore } from '@nanostores/preact';
import {
  $stickerQueue,
  $studentModalShowing,
  companionIntroSeen,
  loadStickerBook,
  markCompanionIntroSeen,
  markSeasonGreetingSeen,
  markStickersSeen,
  nextStudentModal,
  seasonGreetingSeen,
  seasonOn,
} from '@kyu/core/play';
import { $user } from '@kyu/core/session';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Dialog } from './dialog';
import { StickerImage } from './sticker-image';
import './play.css';

/**
 * The one-time student modals, one at a time (core `nextStudentModal`): the companion intro on a
 * student's first visit, the laboratory sticker modal for each newly earned sticker (mounted
 * afresh with each student page, it asks for the book again, so a sticker earned in a quiz shows
 * on the next page), and
 * the season's greeting once per season.
 */
export function StudentModals() {
  const user = useStore($user);
  const queue = useStore($stickerQueue);
  // Bumped when a flag is raised, so the next modal in line is worked out again.
  const [shown, setShown] = useState(0);
  const season = useMemo(() => seasonOn(new Date()), []);

  useEffect(() => void loadStickerBook(), []);

  if (!user) return null;
  const modal = nextStudentModal({
    introSeen: companionIntroSeen(user.id),
    stickersWaiting: queue.length,
    season,
    seasonSeen: season ? seasonGreetingSeen(user.id, season) : true,
  });
  useEffect(() => {
    $studentModalShowing.set(modal !== null);
    return () => $studentModalShowing.set(false);
  }, [modal]);
  const done = (mark: () => void) => () => {
    mark();
    setShown(shown + 1);
  };

  if (modal === 'intro')
    return (
      <Dialog
        title={`Hello ${user.first_name || 'there'}, meet Kyu!`}
        closeLabel="Let's start"
        onClose={done(() => markCompanionIntroSeen(user.id))}
      >
        <p>
          I'm Kyu, your learning companion. I'll cheer you on in quizzes, suggest what to revise and
          answer your questions in the chat. Earn XP and stickers as you learn!
        </p>
      </Dialog>
    );
  const sticker = queue[0];
  if (modal === 'sticker' && sticker)
    return (
      <Dialog
        title="New sticker from the laboratory!"
        closeLabel="Add it to my book"
        onClose={() => void markStickersSeen([sticker.code])}
      >
        <StickerImage sticker={sticker} />
        <p>
          <strong>{sticker.title}</strong>: {sticker.description}
        </p>
      </Dialog>
    );
  if (modal === 'season' && season)
    return (
      <Dialog title={season.title} onClose={done(() => markSeasonGreetingSeen(user.id, season))}>
        <p>{season.message}</p>
      </Dialog>
    );
  return null;
}

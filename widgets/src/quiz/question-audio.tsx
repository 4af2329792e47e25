import { useStore } from '@nanostores/preact';
import type { StudentQuestion } from '@kyu/core/contract';
import { $quizAutoPlay } from '@kyu/core/preferences';

/**
 * The question read aloud, when it has a recording: the browser's own player (keyboard
 * operable, labelled), playing by itself when the student's quiz auto-play preference is on.
 */
export function QuestionAudio({ question }: { question: StudentQuestion }) {
  const autoPlay = useStore($quizAutoPlay);
  if (!question.audio_url) return null;
  return (
    <audio
      class="kyu-audio"
      controls
      preload="none"
      autoPlay={autoPlay}
      src={question.audio_url}
      aria-label="Listen to the question"
    />
  );
}

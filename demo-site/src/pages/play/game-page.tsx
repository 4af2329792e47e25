import { useStore } from '@nanostores/preact';
import { createGame, GAME_SECONDS, type Game } from '@kyu/core/game';
import { $revisionsError } from '@kyu/core/library';
import { Frame } from '@kyu/widgets/shared';
import { QUIZ_CSS, QuestionView } from '@kyu/widgets/quiz';
import { useEffect, useMemo } from 'preact/hooks';
import './play.css';

function Round({ game }: { game: Game }) {
  const { quiz } = game;
  const detail = useStore(quiz.$quiz);
  const answers = useStore(quiz.$answers);
  const marked = useStore(quiz.$marked);
  const explanations = useStore(quiz.$explanations);
  const inSubmission = useStore(quiz.$inSubmission);
  const submitting = useStore(quiz.$submitting);
  const error = useStore(quiz.$quizError);
  const position = useStore(game.$position);
  const phase = useStore(game.$phase);
  const question = detail?.questions[position];
  if (!detail || !question) return null;
  const playing = phase === 'playing';
  return (
    <Frame css={QUIZ_CSS} class="kyu-quiz">
      {error && (
        <p class="kyu-alert" role="alert">
          {error}
        </p>
      )}
      <QuestionView
        key={question.id}
        question={question}
        number={position + 1}
        passage={detail.passages.find((p) => p.id === question.passage_id)}
        value={answers[question.id] ?? null}
        evaluation={marked[question.id]}
        explanation={explanations[question.id]}
        busy={inSubmission.has(question.id)}
        readOnly={!playing}
        canCheck={playing}
        submitting={submitting}
        onAnswer={(value) => quiz.answerQuestion(question.id, value)}
        onCheck={game.check}
      />
      {playing && detail.questions.length > 1 && (
        <button type="button" class="kyu-secondary" onClick={game.next}>
          {marked[question.id] ? 'Next question' : 'Skip'}
        </button>
      )}
    </Frame>
  );
}

function Scoreboard({ game }: { game: Game }) {
  const left = useStore(game.$secondsLeft);
  const score = useStore(game.$score);
  return (
    <p class="game-bar">
      <span role="timer" aria-label="Seconds left">
        {left} s
      </span>{' '}
      <span>{`${score.correct} right of ${score.marked} marked`}</span>
    </p>
  );
}

/**
 * /student/game: a 60-second round over the student's due revision questions. Each answer is
 * marked on the server by the quiz's own check; the round's end finishes the quiz, so the XP
 * shown is what the server granted, within its daily cap.
 */
export function GamePage() {
  const game = useMemo(() => createGame(), []);
  useEffect(() => () => game.stopGame(), [game]);
  const phase = useStore(game.$phase);
  const score = useStore(game.$score);
  const result = useStore(game.quiz.$attemptResult);
  const revisionsError = useStore($revisionsError);
  const quizError = useStore(game.quiz.$quizError);
  const start = (
    <button type="button" class="button primary" onClick={() => void game.startGame()}>
      {phase === 'idle' ? 'Start the game' : 'Play again'}
    </button>
  );

  return (
    <>
      {/* The game keeps the whole screen, without the navigation: this is its way out. */}
      <p>
        <a href="/student/library">Back to your library</a>
      </p>
      <h1>Revision game</h1>
      {phase === 'idle' && (
        <>
          <p>
            Answer as many of your revision questions as you can in {GAME_SECONDS} seconds. Every
            right answer earns XP.
          </p>
          {start}
        </>
      )}
      {phase === 'starting' && <p role="status">Getting your questions ready…</p>}
      {phase === 'nothing-due' && (
        <p role="status">
          Nothing is due for revision: every mistake is mastered. Practise in your{' '}
          <a href="/student/library">library</a> and come back later.
        </p>
      )}
      {phase === 'error' && (
        <>
          <p role="alert">{revisionsError ?? quizError ?? 'The game could not start.'}</p>
          {start}
        </>
      )}
      {(phase === 'playing' || phase === 'finishing') && <Scoreboard game={game} />}
      {phase === 'finishing' && <p role="status">Time is up! Adding up your score…</p>}
      {phase === 'over' && (
        <section aria-labelledby="game-over">
          <h2 id="game-over">Game over</h2>
          <p>
            You got {score.correct} of {score.marked} right
            {result ? ` and earned ${result.xp_collected} XP` : ''}.
          </p>
          {start}
        </section>
      )}
      {(phase === 'playing' || phase === 'finishing') && <Round game={game} />}
    </>
  );
}

import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Random } from '@/domain/games/types';
import { WORD_SECONDS } from '@/domain/games/word-challenge';
import { GameTimer } from '../components/game-timer';
import { GameHeader, LiveMessage, optionClass, Stat } from '../components/game-ui';
import { useWordChallenge } from './use-word-challenge';

const RESULT_TEXT = { correct: 'Correct!', wrong: 'Not quite.', timeout: "Time's up!" } as const;

export function WordChallenge({ random }: { random?: Random }) {
  const game = useWordChallenge({ random });
  const wordId = useId();
  const last = game.last;
  const feedback = last
    ? last.result === 'correct'
      ? RESULT_TEXT.correct
      : `${RESULT_TEXT[last.result]} “${last.word}” means: ${last.meaning}.`
    : '';

  return (
    <div className="flex flex-col gap-3">
      <GameHeader title="Word Challenge">
        {!game.over && <GameTimer secondsLeft={game.secondsLeft} total={WORD_SECONDS} thresholds={[10]} />}
      </GameHeader>
      <div className="flex flex-wrap gap-2">
        {!game.over && <Stat label="Word" value={`${game.index + 1} of ${game.rounds.length}`} />}
        <Stat label="Score" value={game.score} />
        <Stat label="Streak" value={game.streak} />
      </div>
      <LiveMessage tone={last?.result === 'correct' ? 'good' : 'bad'}>{feedback}</LiveMessage>
      {game.over || !game.round ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-lg font-semibold">
            Final score: {game.score}/{game.rounds.length}
          </p>
          <p className="text-sm">Best streak: {game.bestStreak}</p>
          <Button size="sm" onClick={game.restart}>
            Play again
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xl font-bold" id={wordId}>
              {game.round.word}
            </p>
            <Badge>{game.round.category}</Badge>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Pick the right meaning.</p>
          <div role="group" aria-labelledby={wordId} className="grid gap-2 sm:grid-cols-2">
            {game.round.options.map((option, i) => (
              // Keyed by position so focus stays on the same button when the next word appears.
              <button key={i} type="button" className={optionClass()} onClick={() => game.pick(i)}>
                {option}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

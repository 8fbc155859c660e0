import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { SCRAMBLE_SECONDS } from '@/domain/games/scramble';
import type { Random } from '@/domain/games/types';
import { GameTimer } from '../components/game-timer';
import { GameHeader, LiveMessage, Stat } from '../components/game-ui';
import { useScramble } from './use-scramble';

const FEEDBACK = {
  correct: 'Correct! Next word.',
  wrong: 'Not quite, try again.',
  skipped: 'Skipped.',
} as const;

export function ScrambleGame({ random }: { random?: Random }) {
  const game = useScramble({ random });
  const inputId = useId();

  return (
    <div className="flex flex-col gap-3">
      <GameHeader title="Scramble">
        {!game.over && (
          <GameTimer secondsLeft={game.secondsLeft} total={SCRAMBLE_SECONDS} thresholds={[10]} />
        )}
      </GameHeader>
      <Stat label="Score" value={game.score} />
      {game.over ? (
        <div className="flex flex-col items-start gap-2">
          <LiveMessage>
            <strong>Time&apos;s up!</strong> You unscrambled {game.score}{' '}
            {game.score === 1 ? 'word' : 'words'}.
          </LiveMessage>
          <Button size="sm" onClick={game.restart}>
            Play again
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Unscramble the job word. Hint: {game.current.hint}
          </p>
          <p
            aria-label={`Scrambled letters: ${game.current.scrambled.split('').join(' ')}`}
            className="font-mono text-2xl font-bold tracking-[0.3em] break-all"
            data-testid="scrambled-word"
          >
            {game.current.scrambled}
          </p>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              game.submit();
            }}
          >
            <div className="flex min-w-40 flex-1 flex-col gap-1">
              <label htmlFor={inputId} className="text-sm font-medium">
                Your guess
              </label>
              <input
                id={inputId}
                value={game.guess}
                onChange={(e) => game.setGuess(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm uppercase focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-900"
              />
            </div>
            <Button size="sm" type="submit">
              Check
            </Button>
            <Button size="sm" variant="outline" onClick={game.skip}>
              Skip
            </Button>
          </form>
          <LiveMessage
            tone={game.feedback === 'correct' ? 'good' : game.feedback === 'wrong' ? 'bad' : 'neutral'}
          >
            {game.feedback ? FEEDBACK[game.feedback] : ''}
          </LiveMessage>
        </>
      )}
    </div>
  );
}

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { Random } from '@/domain/games/types';
import { GameHeader, LiveMessage, optionClass, Stat } from '../components/game-ui';
import { useJobQuiz } from './use-job-quiz';

export function JobQuiz({ random }: { random?: Random }) {
  const game = useJobQuiz({ random });
  const questionId = useId();
  const q = game.question;
  const answered = game.selected !== null;
  const right = q && game.selected === q.correctAnswer;

  return (
    <div className="flex flex-col gap-3">
      <GameHeader title="Job Quiz">
        {!game.over && <Stat label="Question" value={`${game.index + 1} of ${game.questions.length}`} />}
      </GameHeader>
      {game.over || !q ? (
        <div className="flex flex-col items-start gap-2">
          <LiveMessage className="text-lg font-semibold">
            You scored {game.score}/{game.questions.length}
          </LiveMessage>
          <Button size="sm" onClick={game.restart}>
            Play again
          </Button>
        </div>
      ) : (
        <>
          <p id={questionId} className="font-medium">
            {q.question}
          </p>
          <div role="group" aria-labelledby={questionId} className="flex flex-col gap-2">
            {q.options.map((option, i) => (
              <button
                key={i}
                type="button"
                aria-disabled={answered || undefined}
                onClick={() => game.answer(i)}
                className={optionClass(
                  !answered
                    ? 'idle'
                    : i === q.correctAnswer
                      ? 'right'
                      : i === game.selected
                        ? 'wrong'
                        : 'muted',
                )}
              >
                {option}
              </button>
            ))}
          </div>
          <LiveMessage tone={answered ? (right ? 'good' : 'bad') : 'neutral'}>
            {!answered ? '' : right ? 'Correct!' : `Wrong. The answer is: ${q.options[q.correctAnswer]}`}
          </LiveMessage>
        </>
      )}
    </div>
  );
}

import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { countWords, INTERVIEW_SECONDS } from '@/domain/games/interview';
import type { Random } from '@/domain/games/types';
import { GameTimer } from '../components/game-timer';
import { GameHeader, LiveMessage, Stat } from '../components/game-ui';
import { useInterviewSim } from './use-interview-sim';

export function InterviewSim({ random }: { random?: Random }) {
  const game = useInterviewSim({ random });
  const answerId = useId();
  const words = countWords(game.answer);

  return (
    <div className="flex flex-col gap-3">
      <GameHeader title="Interview Sim">
        <GameTimer secondsLeft={game.secondsLeft} total={INTERVIEW_SECONDS} thresholds={[60, 30, 10]} />
      </GameHeader>
      <div className="flex flex-col gap-1">
        <Badge className="self-start">{game.question.category}</Badge>
        <p className="font-medium" id={`${answerId}-question`}>
          {game.question.text}
        </p>
      </div>
      <details className="rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
        <summary className="cursor-pointer font-medium focus-visible:outline-2 focus-visible:outline-indigo-500">
          Tips
        </summary>
        <ul className="mt-1 list-disc pl-5 text-slate-700 dark:text-slate-300">
          {game.question.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>
      <label htmlFor={answerId} className="text-sm font-medium">
        Your answer
      </label>
      <textarea
        id={answerId}
        aria-describedby={`${answerId}-question`}
        value={game.answer}
        readOnly={game.locked}
        onChange={(e) => game.setAnswer(e.target.value)}
        rows={4}
        className="w-full resize-y rounded-lg border border-slate-300 bg-white p-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-500 read-only:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:read-only:bg-slate-800"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Stat label="Words" value={words} />
        {game.score !== null && <Stat label="Score" value={`${game.score}/100`} />}
        <span className="flex-1" />
        <Button size="sm" onClick={game.submit} disabled={game.score !== null}>
          Submit
        </Button>
        <Button size="sm" variant="outline" onClick={game.next}>
          Next question
        </Button>
      </div>
      <LiveMessage tone={game.timeUp && game.score === null ? 'bad' : 'neutral'}>
        {game.score !== null ? (
          `Your score: ${game.score}/100 (2 points per word, up to 100).`
        ) : game.timeUp ? (
          <>
            <strong>Time&apos;s up!</strong> Your answer is locked. Submit it to see your score.
          </>
        ) : null}
      </LiveMessage>
    </div>
  );
}

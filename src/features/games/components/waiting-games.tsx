import { useState, type ReactNode } from 'react';
import { Brain, BookOpen, Compass, HelpCircle, Mic, Shuffle } from 'lucide-react';
import { TabList, tabPanelProps, type TabItem } from '@/components/ui/tabs';
import type { Random } from '@/domain/games/types';
import { CareerPath } from '../career-path/career-path';
import { InterviewSim } from '../interview-sim/interview-sim';
import { JobQuiz } from '../job-quiz/job-quiz';
import { MemoryGame } from '../memory/memory-game';
import { ScrambleGame } from '../scramble/scramble-game';
import { WordChallenge } from '../word-challenge/word-challenge';

export type GameKey = 'career' | 'interview' | 'quiz' | 'memory' | 'words' | 'scramble';

const icon = (node: ReactNode) => <span aria-hidden="true">{node}</span>;

const TABS: TabItem<GameKey>[] = [
  { key: 'career', label: 'Career Path', icon: icon(<Compass className="h-4 w-4" />) },
  { key: 'interview', label: 'Interview Sim', icon: icon(<Mic className="h-4 w-4" />) },
  { key: 'quiz', label: 'Job Quiz', icon: icon(<HelpCircle className="h-4 w-4" />) },
  { key: 'memory', label: 'Memory', icon: icon(<Brain className="h-4 w-4" />) },
  { key: 'words', label: 'Word Challenge', icon: icon(<BookOpen className="h-4 w-4" />) },
  { key: 'scramble', label: 'Scramble', icon: icon(<Shuffle className="h-4 w-4" />) },
];

const ID = 'waiting-games';

/**
 * The six mini-games offered while a long job runs (docs/product-rules.md 11). Only the
 * chosen game is mounted, so the others' clocks do not run in the background; switching tabs
 * starts that game afresh. Nothing here navigates away from the blocking overlay.
 */
export function WaitingGames({ random, initialGame = 'career' }: { random?: Random; initialGame?: GameKey }) {
  const [game, setGame] = useState<GameKey>(initialGame);

  return (
    <section
      aria-labelledby={`${ID}-title`}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <h3 id={`${ID}-title`} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Play a quick game while you wait
      </h3>
      <TabList
        items={TABS}
        value={game}
        onChange={setGame}
        idPrefix={ID}
        label="Mini-games"
        className="flex-wrap [&>button]:px-2 [&>button]:py-1.5 [&>button]:text-xs sm:[&>button]:text-sm"
      />
      <div
        {...tabPanelProps(ID, game)}
        className="rounded-xl bg-white p-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-slate-900 dark:text-slate-100"
      >
        {game === 'career' && <CareerPath />}
        {game === 'interview' && <InterviewSim random={random} />}
        {game === 'quiz' && <JobQuiz random={random} />}
        {game === 'memory' && <MemoryGame random={random} />}
        {game === 'words' && <WordChallenge random={random} />}
        {game === 'scramble' && <ScrambleGame random={random} />}
      </div>
    </section>
  );
}

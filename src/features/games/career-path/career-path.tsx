import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { REQUIRED_SKILLS } from '@/domain/games/career-path';
import { GameHeader, LiveMessage, Stat } from '../components/game-ui';
import { useCareerPath } from './use-career-path';

export function CareerPath() {
  const game = useCareerPath();

  if (game.results) {
    return (
      <div className="flex flex-col gap-3">
        <GameHeader title="Career Path" />
        <LiveMessage>Your top {game.results.length} roles</LiveMessage>
        <ol className="flex flex-col gap-2">
          {game.results.map((r) => (
            <li key={r.role} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="font-semibold">{r.role}</h4>
                <Badge tone="pro">{r.level}</Badge>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {r.matches.length}/{REQUIRED_SKILLS} skills match
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{r.description}</p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                Key skills: {r.skills.join(', ')}
              </p>
            </li>
          ))}
        </ol>
        <Button size="sm" variant="outline" className="self-start" onClick={game.reset}>
          Start over
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <GameHeader title="Career Path">
        <Stat label="Selected" value={`${game.picked.length}/${REQUIRED_SKILLS}`} />
      </GameHeader>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Pick exactly {REQUIRED_SKILLS} skills you enjoy using, then find roles that fit them.
      </p>
      <div role="group" aria-label="Skills" className="flex flex-wrap gap-1.5">
        {game.skills.map((skill) => {
          const on = game.picked.includes(skill);
          return (
            <button
              key={skill}
              type="button"
              aria-pressed={on}
              onClick={() => game.toggle(skill)}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
                on
                  ? 'border-indigo-600 bg-indigo-600 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-indigo-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
              )}
            >
              {skill}
            </button>
          );
        })}
      </div>
      <LiveMessage tone={game.refused ? 'bad' : 'neutral'}>
        {game.refused
          ? `You can pick exactly ${REQUIRED_SKILLS} skills. Deselect one to choose another.`
          : ''}
      </LiveMessage>
      <Button size="sm" className="self-start" disabled={!game.canFind} onClick={game.find}>
        Find Roles
      </Button>
    </div>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { Random } from '@/domain/games/types';
import { GameHeader, LiveMessage, Stat } from '../components/game-ui';
import { useMemoryGame } from './use-memory';

const COLUMNS = 4;
const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };

export function MemoryGame({ random }: { random?: Random }) {
  const game = useMemoryGame({ random });
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move around the grid; Tab still walks every card.
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = STEP[event.key];
    if (!step) return;
    const target = index + step;
    if (target < 0 || target >= game.cards.length) return;
    event.preventDefault();
    refs.current[target]?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <GameHeader title="Memory">
        <div className="flex gap-2">
          <Stat label="Moves" value={game.moves} />
          <Stat label="Pairs" value={`${game.matched.length}/${game.pairCount}`} />
        </div>
      </GameHeader>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Match each abbreviation with its meaning. Flip two cards at a time.
      </p>
      <div role="group" aria-label="Cards" className="grid grid-cols-4 gap-1.5">
        {game.cards.map((card, i) => {
          const matched = game.matched.includes(card.pairId);
          const faceUp = matched || game.open.includes(i);
          return (
            <button
              key={card.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              aria-label={
                faceUp
                  ? `Card ${i + 1}: ${card.text}${matched ? ', matched' : ''}`
                  : `Card ${i + 1}, face down`
              }
              aria-disabled={matched || undefined}
              onClick={() => game.flip(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                'flex min-h-14 items-center justify-center rounded-lg border p-1 text-center text-[11px] leading-tight font-medium break-words transition-colors sm:text-xs',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
                matched
                  ? 'border-emerald-400 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
                  : faceUp
                    ? 'border-indigo-400 bg-white dark:bg-slate-800'
                    : 'border-indigo-700 bg-indigo-600 text-white hover:bg-indigo-500',
              )}
            >
              {faceUp ? card.text : <span aria-hidden="true">?</span>}
            </button>
          );
        })}
      </div>
      <LiveMessage tone={game.won ? 'good' : 'neutral'}>
        {game.won
          ? `You won! All ${game.pairCount} pairs matched in ${game.moves} moves.`
          : game.mismatch
            ? 'No match. The cards will turn back.'
            : ''}
      </LiveMessage>
      {game.won && (
        <Button size="sm" className="self-start" onClick={game.restart}>
          Play again
        </Button>
      )}
    </div>
  );
}

/** "Reading your resume": a bar that fills as PDF pages are read, pulsing until the first page. */
export function ReadProgressBar({ progress }: { progress: number | null }) {
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div
      role="progressbar"
      aria-label="Reading your resume"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div
        className={
          percent === null
            ? 'h-full w-1/3 animate-pulse rounded-full bg-indigo-500'
            : 'h-full rounded-full bg-indigo-500 transition-[width]'
        }
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}

import { ANGEL_SHORTCUTS } from '../content/angel';
import { MockToggle, MockWindow } from './mock-window';

const ROWS: ReadonlyArray<{ label: string; hint: string; on: boolean }> = [
  { label: 'Hide during screen sharing', hint: 'Invisible to the people you share with', on: true },
  { label: 'Always on top', hint: 'Keep the answer panel above your call', on: true },
  { label: 'Start hidden', hint: 'Open in hide mode', on: false },
];

/** Mock-up of Angel's settings: the hide options, opacity and the keyboard shortcuts. */
export function SettingsMock() {
  return (
    <MockWindow label="Mock-up of Angel AI's settings window" title="Angel AI · Settings">
      <div className="space-y-3 text-left text-sm">
        {ROWS.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-3">
            <div>
              <p className="font-medium text-slate-900 dark:text-white">{row.label}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{row.hint}</p>
            </div>
            <MockToggle on={row.on} />
          </div>
        ))}
        <div>
          <p className="font-medium text-slate-900 dark:text-white">Window opacity</p>
          <div className="mt-2 flex items-center gap-3">
            <span className="h-1.5 flex-1 rounded-full bg-slate-200 dark:bg-slate-700">
              <span className="block h-1.5 w-4/5 rounded-full bg-indigo-600" />
            </span>
            <span className="text-xs text-slate-500 dark:text-slate-400">80%</span>
          </div>
        </div>
        <div>
          <p className="mb-1.5 font-medium text-slate-900 dark:text-white">Shortcuts</p>
          <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
            {ANGEL_SHORTCUTS.map(({ key, action }) => (
              <li key={key} className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-[11px] dark:border-slate-600 dark:bg-slate-800">
                  Ctrl/Cmd+{key}
                </kbd>
                {action}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </MockWindow>
  );
}

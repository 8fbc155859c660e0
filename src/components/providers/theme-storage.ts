/**
 * Theme rules (docs/product-rules.md 2.5): dark when signed in, light when signed out, unless the
 * user has toggled; then `manualThemeOverride` = 'true' and `darkMode` in localStorage win.
 */
export const THEME_KEYS = { override: 'manualThemeOverride', dark: 'darkMode' } as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored manual choice, or null when the user never toggled. */
export function readManualTheme(): boolean | null {
  const s = storage();
  if (!s || s.getItem(THEME_KEYS.override) !== 'true') return null;
  return s.getItem(THEME_KEYS.dark) === 'true';
}

export function writeManualTheme(dark: boolean): void {
  const s = storage();
  s?.setItem(THEME_KEYS.override, 'true');
  s?.setItem(THEME_KEYS.dark, dark ? 'true' : 'false');
}

/** Whether the page should be dark; `signedIn` is null while auth is still loading. */
export function resolveDark(signedIn: boolean | null, manual: boolean | null): boolean | null {
  if (manual !== null) return manual;
  return signedIn;
}

export function applyDarkClass(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { useAuth } from './auth-context';
import { applyDarkClass, readManualTheme, resolveDark, writeManualTheme } from './theme-storage';

interface ThemeState {
  dark: boolean;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const hydrated = useHydrated();
  // The choice made here; before any, the stored one (localStorage is read only once hydrated).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const manual = hydrated ? (toggled ?? readManualTheme()) : null;
  const signedIn = status === 'loading' ? null : status === 'signed-in';
  const resolved = resolveDark(signedIn, manual);
  // While auth loads (and no manual choice exists) keep whatever the page already shows. While
  // prerendered HTML hydrates, render it as it was prerendered (light); the class on <html>,
  // set by index.html before any script, already shows the right theme meanwhile.
  const dark = hydrated ? (resolved ?? document.documentElement.classList.contains('dark')) : false;

  useEffect(() => {
    if (hydrated) applyDarkClass(dark);
  }, [dark, hydrated]);

  const toggle = useCallback(() => {
    writeManualTheme(!dark);
    setToggled(!dark);
  }, [dark]);

  const value = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>');
  return state;
}

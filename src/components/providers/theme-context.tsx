import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from './auth-context';
import { applyDarkClass, readManualTheme, resolveDark, writeManualTheme } from './theme-storage';

interface ThemeState {
  dark: boolean;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [manual, setManual] = useState<boolean | null>(() => readManualTheme());
  const signedIn = status === 'loading' ? null : status === 'signed-in';
  const resolved = resolveDark(signedIn, manual);
  // While auth loads (and no manual choice exists) keep whatever the page already shows.
  const dark = resolved ?? document.documentElement.classList.contains('dark');

  useEffect(() => {
    applyDarkClass(dark);
  }, [dark]);

  const toggle = useCallback(() => {
    writeManualTheme(!dark);
    setManual(!dark);
  }, [dark]);

  const value = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>');
  return state;
}

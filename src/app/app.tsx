import { useState } from 'react';
import { getBackend } from '@/backend/backend';
import { AppProviders } from './provider';
import { AppRouter } from './router';

export function App() {
  const [backend] = useState(() => getBackend());
  return (
    <AppProviders backend={backend}>
      <AppRouter />
    </AppProviders>
  );
}

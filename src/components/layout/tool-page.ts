import type { ReactNode } from 'react';

/**
 * What a generating tool's page gets from its route in src/app/compose (features never import
 * each other; docs/architecture.md).
 */
export interface ToolPageProps {
  /** The signed-in user: the route sits behind RequireAuth. */
  uid: string;
  /** The comments shown under the page. */
  commentsSlot?: ReactNode;
  /** The waiting games shown inside the page's blocking overlay. */
  gamesSlot?: ReactNode;
}

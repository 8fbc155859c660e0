/**
 * Cloud Functions entry: one callable per registry handler, nothing else. The bundle test
 * checks that every registry name is exported here.
 */
import { findHandler } from './handlers/registry';
import { toCallable } from './host';

function callable(name: string) {
  const def = findHandler(name);
  if (!def) throw new Error(`No handler named ${name} in the registry`);
  return toCallable(def);
}

export const syncUser = callable('syncUser');

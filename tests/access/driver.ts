/** What the access table needs from a backend; one implementation per target. */
import type { AccessCase } from './cases';

export type Outcome = 'allow' | 'deny';

export interface Fixture {
  docs: Record<string, Record<string, unknown>>;
  files: Record<string, string>;
}

export interface AccessDriver {
  /** Puts the fixture in place with admin rights (rules bypassed), removing leftovers. */
  reset(fixture: Fixture): Promise<void>;
  /**
   * Performs one case (placeholders already bound) as the holder of `token`. Resolves 'allow'
   * or 'deny'; any other failure (not-found, invalid-argument, ...) rejects, because a case that
   * fails for another reason proves nothing about access.
   */
  perform(c: AccessCase, token: string | null): Promise<Outcome>;
}

/** A JobSource for handler tests: returns what the test put in, and records each call. */
import type { StoredJob } from '@/domain/jobs/contract';
import type { JobSource } from '../handlers/ports';

export interface FakeJobSource extends JobSource {
  postings: StoredJob[];
  notices: string[];
  calls: Date[];
}

export function createFakeJobSource(): FakeJobSource {
  const s: FakeJobSource = {
    postings: [],
    notices: [],
    calls: [],
    async recentPostings(now, signal) {
      signal.throwIfAborted();
      s.calls.push(now);
      return { postings: structuredClone(s.postings), notices: [...s.notices] };
    },
  };
  return s;
}

import { useEffect, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { baseResumeDocSchema, baseResumePath, type BaseResume } from '@/domain/resume/base-resume';

export type BaseResumeState = { status: 'loading' } | { status: 'ready'; base: BaseResume | null };

/** The signed-in person's saved base resume, live (null when none, or unreadable). */
export function useBaseResume(uid: string | null | undefined): BaseResumeState {
  const { docs } = useBackend();
  const [state, setState] = useState<{ uid: string; value: BaseResumeState } | null>(null);
  useEffect(() => {
    if (!uid) return;
    return docs.watchDoc(
      baseResumePath(uid),
      (snap) => {
        const parsed = snap ? baseResumeDocSchema.safeParse(snap.data) : null;
        if (parsed && !parsed.success) console.error('base resume unreadable', parsed.error);
        setState({ uid, value: { status: 'ready', base: parsed?.success ? parsed.data : null } });
      },
      (error) => {
        console.error('base resume listener failed', error);
        setState({ uid, value: { status: 'ready', base: null } });
      },
    );
  }, [docs, uid]);
  if (!uid) return { status: 'ready', base: null };
  return state && state.uid === uid ? state.value : { status: 'loading' };
}

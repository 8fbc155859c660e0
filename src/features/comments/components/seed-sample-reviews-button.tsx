import { useState } from 'react';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { SEEDING_FAILED_MESSAGE } from '@/domain/comments';
import { seedSampleReviews } from '../api/seed-sample-reviews';

/** docs/product-rules.md 9.2: the admin's temporary button that fills the Human Key reviews with samples. */
export function SeedSampleReviewsButton() {
  const { functions } = useBackend();
  const { isAdmin } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isAdmin) return null;

  async function seed() {
    setBusy(true);
    setError(null);
    try {
      await seedSampleReviews(functions);
    } catch (err) {
      console.error('seeding sample reviews failed', err);
      setError(SEEDING_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" size="sm" onClick={seed} disabled={busy} aria-busy={busy || undefined}>
        {busy && <ButtonSpinner />}
        Seed Sample Reviews
      </Button>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}

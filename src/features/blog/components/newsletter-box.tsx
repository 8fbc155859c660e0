import { useState, type FormEvent } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { NEWSLETTER_MESSAGES, normaliseNewsletterEmail } from '@/domain/newsletter';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

type State = { kind: 'idle' | 'saving' | 'done' } | { kind: 'error'; message: string };

/** The blog's newsletter box: a valid address is stored create-only in newsletterSubscribers. */
export function NewsletterBox() {
  const { docs } = useBackend();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.kind === 'saving') return;
    const normalised = normaliseNewsletterEmail(email);
    if (!normalised) {
      setState({ kind: 'error', message: NEWSLETTER_MESSAGES.invalid });
      return;
    }
    setState({ kind: 'saving' });
    try {
      await subscribeNewsletter(docs, normalised, 'blog');
      setState({ kind: 'done' });
    } catch (error) {
      console.warn('newsletter sign-up failed', error);
      setState({ kind: 'error', message: NEWSLETTER_MESSAGES.failed });
    }
  };

  return (
    <section
      aria-labelledby="newsletter"
      className="rounded-2xl bg-gradient-to-br from-indigo-600 to-purple-600 p-5 text-white"
    >
      <h2 id="newsletter" className="font-semibold">
        Newsletter
      </h2>
      <p className="mt-1 mb-3 text-sm text-white/90">Career tips in your inbox.</p>
      {state.kind === 'done' ? (
        <p role="status" className="text-sm font-medium">
          {NEWSLETTER_MESSAGES.thanks}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 [&_label]:text-white">
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            value={email}
            error={state.kind === 'error' ? state.message : undefined}
            onChange={(e) => setEmail(e.target.value)}
            className="[&_p]:rounded [&_p]:bg-white [&_p]:px-2 [&_p]:py-1 [&_p]:font-medium dark:[&_p]:text-red-700"
          />
          <Button type="submit" variant="secondary" disabled={state.kind === 'saving'}>
            {state.kind === 'saving' ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
      )}
    </section>
  );
}

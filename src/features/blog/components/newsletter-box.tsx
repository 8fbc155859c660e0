import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NEWSLETTER_THANKS = "Thanks! We'll let you know when the newsletter starts.";

/**
 * The newsletter box (spec 3 section 2; its behaviour is not specified). There is no
 * newsletter yet, so nothing is stored: the reply says so honestly instead of faking a signup.
 */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setError('Please enter a valid email address.');
      return;
    }
    setError(null);
    setDone(true);
  };

  return (
    <section
      aria-labelledby="newsletter"
      className="rounded-2xl bg-gradient-to-br from-indigo-600 to-purple-600 p-5 text-white"
    >
      <h2 id="newsletter" className="font-semibold">
        Newsletter
      </h2>
      <p className="mt-1 mb-3 text-sm text-white/85">Career tips in your inbox.</p>
      {done ? (
        <p role="status" className="text-sm font-medium">
          {NEWSLETTER_THANKS}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 [&_label]:text-white">
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            value={email}
            error={error ?? undefined}
            onChange={(e) => setEmail(e.target.value)}
            className="[&_p]:text-white"
          />
          <Button type="submit" variant="secondary">
            Subscribe
          </Button>
        </form>
      )}
    </section>
  );
}

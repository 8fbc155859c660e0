import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { demoGoogleAccounts } from '@/config/site';

type Account = { email: string; name: string };

const accountSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  name: z.string().trim().min(1, 'Name is required'),
});

/**
 * Local mode only: the Auth emulator cannot show Google's popup offline, so the user picks or
 * types the Google account to sign in as.
 */
export function GoogleAccountChooser({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (account: Account) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Account>({ resolver: zodResolver(accountSchema) });

  return (
    <Dialog open={open} onClose={onClose} title="Choose an account">
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        Local sign-in: pick a test Google account or enter any other one.
      </p>
      <ul className="mb-5 flex flex-col gap-2">
        {demoGoogleAccounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onPick(account)}
              className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <UserRound
                aria-hidden="true"
                className="h-8 w-8 rounded-full bg-slate-100 p-1.5 dark:bg-slate-800"
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium">{account.name}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{account.email}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form
        noValidate
        onSubmit={handleSubmit((v) => onPick(v))}
        className="flex flex-col gap-3"
        aria-label="Use another account"
      >
        <p className="text-sm font-medium">Use another account</p>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <Button type="submit">Use this account</Button>
      </form>
    </Dialog>
  );
}

import { z } from 'zod';

export const emailSignInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  password: z.string().min(1, 'Password is required'),
});

export type EmailSignInValues = z.infer<typeof emailSignInSchema>;

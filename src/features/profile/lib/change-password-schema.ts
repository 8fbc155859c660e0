import { z } from 'zod';
import { AUTH_TEXTS, authErrorCode, authErrorText, WRONG_PASSWORD_CODES } from '@/backend/auth-error-text';

/** The messages of docs/product-rules.md 2.4. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z
      .string()
      .min(1, 'New password is required')
      .min(6, 'Password must be at least 6 characters'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/**
 * docs/product-rules.md 2.4: a wrong current password is `Current password is incorrect`; any
 * other failure is `Failed to update password: {message}` with the reason in the person's words
 * (src/backend/auth-error-text.ts), never the SDK's own text.
 */
export function changePasswordErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code && WRONG_PASSWORD_CODES.includes(code)) return AUTH_TEXTS.currentPasswordIncorrect;
  const reason = authErrorText(error, AUTH_TEXTS.somethingWentWrong, 'Password change');
  return AUTH_TEXTS.updatePasswordFailed.replace('{message}', reason);
}

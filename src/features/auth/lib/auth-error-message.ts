/** Maps sign-in failures to the texts of docs/product-rules.md 2.2. */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

export function emailSignInErrorMessage(error: unknown): string {
  if (codeOf(error) === 'auth/user-not-found') return 'Please sign up with Google first';
  return messageOf(error) ?? 'Failed to sign in';
}

export function googleSignInErrorMessage(error: unknown): string {
  return messageOf(error) ?? 'Failed to sign in with Google';
}

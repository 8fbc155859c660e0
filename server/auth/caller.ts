/** The caller of a local-host request, from its verified ID token; null without a token. */
export interface AuthContext {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** From the verified token's custom claims only: never from document data. */
  admin: boolean;
}

export type Auth = AuthContext | null;

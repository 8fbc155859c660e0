/**
 * Server-side ports. Handlers depend on these only, so the same handler runs in Cloud Functions
 * (firebase-admin adapters in ../adapters) and in the local backend (server/).
 */
import type { z } from 'zod';
import type { Query, DocSnapshot } from '@/domain/query/types';
import type { StoredJob } from '@/domain/jobs/contract';
import type { JobProfile, ParsedResume } from '@/domain/resume/types';
import type { SiteFeature } from '@/domain/site-status';
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import type { PaymentGateways } from '../payments/gateway-ports';

export type DocData = Record<string, unknown>;

/** Reads and writes inside one transaction: all reads before the first write. */
export interface AdminTransaction {
  get<T = DocData>(path: string): Promise<DocSnapshot<T> | null>;
  set(path: string, data: DocData, opts?: { merge?: boolean }): void;
  update(path: string, patch: DocData): void;
  remove(path: string): void;
}

/** The DocStore operations without access rules, plus transactions. */
export interface AdminStore {
  get<T = DocData>(path: string): Promise<DocSnapshot<T> | null>;
  /** Several documents in one round trip, in the order asked (null where one does not exist). */
  getAll<T = DocData>(paths: readonly string[]): Promise<(DocSnapshot<T> | null)[]>;
  query<T = DocData>(q: Query): Promise<DocSnapshot<T>[]>;
  count(q: Query): Promise<number>;
  add(collection: string, data: DocData): Promise<string>;
  set(path: string, data: DocData, opts?: { merge?: boolean }): Promise<void>;
  update(path: string, patch: DocData): Promise<void>;
  remove(path: string): Promise<void>;
  transaction<R>(fn: (tx: AdminTransaction) => Promise<R>): Promise<R>;
}

export interface AdminFiles {
  save(path: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  read(path: string): Promise<Uint8Array | null>;
  remove(path: string): Promise<void>;
}

export interface AuthUserRecord {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  disabled: boolean;
  createdAt: Date | null;
  lastSignInAt: Date | null;
  customClaims: Record<string, unknown>;
  providers: string[];
}

export interface AdminAuth {
  getUser(uid: string): Promise<AuthUserRecord | null>;
  listUsers(limit: number, pageToken?: string): Promise<{ users: AuthUserRecord[]; next?: string }>;
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  /** Deletes the sign-in account; resolves false when there was none. */
  deleteUser(uid: string): Promise<boolean>;
}

export interface Clock {
  now(): Date;
}

/** Server configuration and secrets (never reaches the browser). */
export interface Secrets {
  get(name: string): string | undefined;
}

/** What every Ai call gets: the raw text and what the pure engine made of it. */
export interface AiRequest {
  resumeText: string;
  resume: ParsedResume;
  job: JobProfile;
  jobDescription: string;
  /** Aborted when the whole request times out; providers stop waiting on it. */
  signal?: AbortSignal;
  /** The request's clock reading: what "Present" means to the offline engine. */
  now?: Date;
}

/** An inline image for a vision model: raw base64, no data: prefix. */
export interface AiImage {
  mimeType: string;
  base64: string;
}

/** The template generator's custom mode: the resume, restyled like a design image. */
/** A design image and the tokens read from its pixels, for a vision model to correct. */
export interface RefineDesignRequest {
  templateImage: AiImage;
  tokens: DesignTokens;
  signal?: AbortSignal;
}

/** Writes tailored documents. Implementations: functions/src/ai/ (Gemini, OpenAI-compatible, offline). */
export interface Ai {
  /** For logs and results; e.g. `gemini:gemini-2.0-flash`, `offline`. */
  readonly name: string;
  /**
   * One complete single-column HTML document (unsanitised: the handler sanitises it), and the
   * structured resume it was drawn from when the engine drew it from one (the built-in engine): the
   * result's "What we changed" is listed against it, else against the HTML read back.
   */
  tailorResume(req: AiRequest): Promise<{ html: string; resume?: ParsedResume }>;
  coverLetter(req: AiRequest): Promise<{ html: string }>;
  /**
   * The design tokens corrected against the image, as the model's raw JSON text (the handler
   * parses and checks it). Only vision models have it; without it the tokens read from the
   * pixels are used as they are (docs/product-rules.md 4.6).
   */
  refineDesign?(req: RefineDesignRequest): Promise<{ text: string }>;
}

/** HTML to PDF with real (selectable, extractable) text. functions/src/pdf/. */
export interface PdfRenderer {
  render(html: string): Promise<Uint8Array>;
  /** Releases the browser; hosts call it on shutdown. */
  close?(): Promise<void>;
}

/** Fetches a job posting page and returns its readable description. functions/src/jobs/. */
export interface JobScraper {
  fetchDescription(url: string, signal: AbortSignal): Promise<string>;
}

/**
 * Real job postings for Easy Apply (docs/product-rules.md 5.2): the `jobs` collection plus configured
 * ATS boards. `notices` tell the user when part of the source could not be reached.
 */
export interface JobSource {
  recentPostings(now: Date, signal: AbortSignal): Promise<{ postings: StoredJob[]; notices: string[] }>;
}

export interface HandlerDeps {
  store: AdminStore;
  files: AdminFiles;
  auth: AdminAuth;
  clock: Clock;
  secrets: Secrets;
  config: ServerConfig;
  ai: Ai;
  /** The built-in engine (ai/offline-ai.ts): it stands in where the chosen Ai's output cannot be trusted or an extra fails. */
  builtInAi: Ai;
  pdf: PdfRenderer;
  jobs: JobScraper;
  jobSource: JobSource;
  payments: PaymentGateways;
}

export interface ServerConfig {
  /** The one admin account's e-mail (ADMIN_EMAIL); compared case-insensitively. */
  adminEmail: string;
  /**
   * Origins of the web app (APP_URL, comma-separated). Payment providers send the buyer back to
   * the caller's origin when it is one of these, else to the first.
   */
  appUrls: string[];
  /** The local backend also returns buyers to any http://127.0.0.1 or localhost origin. */
  allowLoopbackOrigins: boolean;
  /** Rupees per USD for Razorpay and PhonePe (VITE_INR_PER_USD, default 83.5: docs/product-rules.md 6.4). */
  inrPerUsd: number;
}

/** Who calls: taken from the verified ID token by the host, never from the input. */
export interface HandlerContext {
  uid: string | null;
  email: string | null;
  emailVerified: boolean;
  admin: boolean;
  /** IANA time zone of the caller (for "local day" limits); defaults to UTC. */
  tz: string;
  /** The request's Origin header (the web app's origin), when the browser sent one. */
  origin?: string | null;
  /** The address the request came from, as the host saw it (the public logs count by it). */
  ip?: string | null;
}

export type HandlerErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'internal';

/** The one error type handlers throw; hosts map it to HttpsError / the callable protocol. */
export class HandlerError extends Error {
  constructor(
    readonly code: HandlerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HandlerError';
  }
}

export type Access = 'public' | 'user' | 'admin';

/**
 * The context a handler runs with: invokeHandler lets a user or admin handler run only for a
 * signed-in caller, so such a handler is given the uid and checks nothing again.
 */
export type ContextFor<A extends Access> = A extends 'public'
  ? HandlerContext
  : HandlerContext & { uid: string };

export interface HandlerDef<S extends z.ZodType, R, A extends Access = Access> {
  name: string;
  access: A;
  input: S;
  /**
   * The site feature the handler belongs to: invokeHandler refuses the call during maintenance
   * or while the admin has the feature switched off (assertSiteOpen in invoke.ts), before `run`.
   */
  site?: SiteFeature;
  run(deps: HandlerDeps, ctx: ContextFor<A>, input: z.infer<S>): Promise<R>;
}

export function defineHandler<S extends z.ZodType, R, A extends Access>(
  def: HandlerDef<S, R, A>,
): HandlerDef<S, R, A> {
  return def;
}

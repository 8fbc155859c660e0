/**
 * File routes (Firebase Storage stand-in). Uploads are raw bodies with their content type; a
 * download needs either the file's token (as a Storage download URL does) or an owner's token.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canReadFile, canWriteFile } from '../files/storage-policy';
import type { TokenVerifier } from '../auth/token-verifier';
import { isValidFilePath, type DiskFiles } from '../files/disk-files';
import { invalidArgument, notFound, permissionDenied, unauthenticated } from './api-error';
import { requestAuth } from './request-auth';
import type { Auth } from '../auth/caller';

export interface FilesRouteDeps {
  files: DiskFiles;
  verifier: TokenVerifier;
}

// Above the policy limits (5 MB, 10 MB for blog images), so an oversized upload is refused by
// the policy (403) like Storage rules do, and far larger bodies by Fastify (413) before they
// are buffered.
const BODY_LIMIT = 12 * 1024 * 1024;

function filePath(req: FastifyRequest): string {
  const p = (req.params as { '*': string })['*'];
  if (!isValidFilePath(p)) throw invalidArgument('Invalid file path.');
  return p;
}

const deny = (auth: Auth) => (auth ? permissionDenied() : unauthenticated());

const sameToken = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function registerFilesRoutes(app: FastifyInstance, deps: FilesRouteDeps): Promise<void> {
  const { files, verifier } = deps;
  await app.register(async (scope) => {
    // Any content type is file content here, JSON included: never parse it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    scope.put('/v1/files/*', async (req) => {
      const auth = await requestAuth(req, verifier);
      const path = filePath(req);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const contentType = req.headers['content-type'] ?? 'application/octet-stream';
      if (!canWriteFile(auth, path, body.byteLength, contentType)) throw deny(auth);
      return files.save(path, new Uint8Array(body), contentType);
    });

    scope.get('/v1/files/*', async (req, reply) => {
      const path = filePath(req);
      const meta = await files.stat(path);
      const token = (req.query as { token?: string }).token;
      if (!(token && meta && sameToken(token, meta.token))) {
        const auth = await requestAuth(req, verifier);
        if (!canReadFile(auth, path)) throw deny(auth);
      }
      const bytes = meta ? await files.read(path) : null;
      if (!meta || !bytes) throw notFound('No such file.');
      // Uploaded HTML or SVG must not run as a page of this origin.
      return reply
        .header('content-type', meta.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, max-age=0')
        .send(Buffer.from(bytes));
    });

    scope.delete('/v1/files/*', async (req) => {
      const auth = await requestAuth(req, verifier);
      const path = filePath(req);
      if (!canWriteFile(auth, path, null)) throw deny(auth);
      if (!(await files.stat(path))) throw notFound('No such file.');
      await files.remove(path);
      return { ok: true };
    });
  });
}

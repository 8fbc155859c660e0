/**
 * The published blog posts the build prerenders, read from Firestore's REST API as any visitor
 * may read them (firestore.rules: anyone reads a published post): the local stack's emulator
 * (`npm start` seeds it before building) or the project's database. Null when it cannot be
 * reached: the blog pages are then prerendered without posts and load them in the browser.
 */
import type { DocData } from '../ports';
import { EMULATOR_HOST, EMULATOR_PORTS } from './emulator-address';
import { appEnv } from '@/config/env';
import { BLOGS } from '@/domain/blog';

type RestValue = Record<string, unknown>;

/** One value of Firestore's REST encoding as the app's plain data (timestamps as Dates). */
export function fromRestValue(v: RestValue): unknown {
  if ('stringValue' in v) return v.stringValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('booleanValue' in v) return v.booleanValue;
  if ('timestampValue' in v) return new Date(String(v.timestampValue));
  if ('nullValue' in v) return null;
  if ('arrayValue' in v) {
    const values = (v.arrayValue as { values?: RestValue[] }).values ?? [];
    return values.map(fromRestValue);
  }
  if ('mapValue' in v) return fromRestFields((v.mapValue as { fields?: Record<string, RestValue> }).fields);
  // References, bytes and points do not occur in blog posts.
  return null;
}

function fromRestFields(fields: Record<string, RestValue> | undefined): DocData {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, fromRestValue(v)]));
}

function runQueryUrl(): string {
  const base =
    appEnv.backend === 'local'
      ? appEnv.firestoreEmulatorUrl
      : appEnv.useEmulators
        ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`
        : 'https://firestore.googleapis.com';
  const key = appEnv.backend === 'firebase' && !appEnv.useEmulators ? `?key=${appEnv.firebase.apiKey}` : '';
  return `${base}/v1/projects/${appEnv.projectId}/databases/(default)/documents:runQuery${key}`;
}

/** path -> data of every published post, or null when the database could not be read. */
export async function fetchPublishedPosts(
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, DocData> | null> {
  try {
    const res = await fetchImpl(runQueryUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: BLOGS }],
          where: {
            fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'published' } },
          },
        },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const rows = (await res.json()) as { document?: { name: string; fields?: Record<string, RestValue> } }[];
    const docs: Record<string, DocData> = {};
    for (const row of rows) {
      if (!row.document) continue;
      const id = row.document.name.split('/').pop() ?? '';
      docs[`${BLOGS}/${id}`] = fromRestFields(row.document.fields);
    }
    return docs;
  } catch (e) {
    console.warn(`Blog posts not prerendered (${e instanceof Error ? e.message : String(e)}).`);
    return null;
  }
}

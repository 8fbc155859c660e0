/**
 * Picks the Ai from configuration (Secrets): AI_PROVIDER=gemini|openai|offline, or by default
 * Gemini when GEMINI_API_KEY is set, else an OpenAI-compatible endpoint when OPENAI_BASE_URL is
 * set, else the offline engine. A provider named but not configured falls back to offline
 * with a warning, so a half-configured machine still works.
 */
import type { Ai, Secrets } from '../handlers/ports';
import { createGeminiAi } from './gemini-ai';
import { offlineAi } from './offline-ai';
import { createOpenAiCompatibleAi } from './openai-ai';

export type AiProvider = 'gemini' | 'openai' | 'offline';

export function aiProviderOf(secrets: Secrets): AiProvider {
  const named = secrets.get('AI_PROVIDER')?.trim().toLowerCase();
  if (named === 'gemini' || named === 'openai' || named === 'offline') return named;
  if (secrets.get('GEMINI_API_KEY')) return 'gemini';
  if (secrets.get('OPENAI_BASE_URL')) return 'openai';
  return 'offline';
}

export function createAiFromSecrets(secrets: Secrets, warn: (m: string) => void = console.warn): Ai {
  const provider = aiProviderOf(secrets);
  if (provider === 'gemini') {
    const apiKey = secrets.get('GEMINI_API_KEY');
    if (apiKey) return createGeminiAi({ apiKey, model: secrets.get('GEMINI_MODEL') });
    warn('AI_PROVIDER=gemini but GEMINI_API_KEY is not set: using the offline engine.');
  }
  if (provider === 'openai') {
    const baseUrl = secrets.get('OPENAI_BASE_URL');
    if (baseUrl) {
      return createOpenAiCompatibleAi({
        baseUrl,
        apiKey: secrets.get('OPENAI_API_KEY'),
        model: secrets.get('OPENAI_MODEL'),
      });
    }
    warn('AI_PROVIDER=openai but OPENAI_BASE_URL is not set: using the offline engine.');
  }
  return offlineAi;
}

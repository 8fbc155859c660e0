/** Gemini over REST (generateContent), the spec's own call shape (spec 1 section 7). */
import type { Ai, AiRequest } from '../handlers/ports';
import { AiError, requireHtml } from './ai-errors';
import { postJson } from './http-post';
import { coverLetterPrompt, tailorResumePrompt } from './prompts';

export const GEMINI_DEFAULT_MODEL = 'gemini-2.0-flash';
export const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta';

export interface GeminiOptions {
  apiKey: string;
  model?: string;
  /** Tests point this at a local stub. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

interface GeminiReply {
  candidates?: { content?: { parts?: { text?: string }[] } }[];
}

export function createGeminiAi(opts: GeminiOptions): Ai {
  const model = opts.model || GEMINI_DEFAULT_MODEL;
  const base = (opts.baseUrl ?? GEMINI_BASE_URL).replace(/\/+$/, '');
  const url = `${base}/models/${encodeURIComponent(model)}:generateContent?key=${encodeURIComponent(opts.apiKey)}`;

  async function generate(prompt: string, signal?: AbortSignal): Promise<{ html: string }> {
    const reply = (await postJson(
      'Gemini',
      url,
      {
        contents: [{ parts: [{ text: prompt }] }],
        generationConfig: { temperature: 0.3, maxOutputTokens: 8192, responseMimeType: 'text/plain' },
      },
      { signal, fetchImpl: opts.fetchImpl },
    )) as GeminiReply;
    const text = reply?.candidates?.[0]?.content?.parts?.[0]?.text;
    if (typeof text !== 'string' || text.trim() === '') {
      // A blocked or empty candidate: nothing to show, but the provider itself is fine.
      throw new AiError('failed', 'Gemini returned no text');
    }
    return { html: requireHtml('Gemini', text) };
  }

  return {
    name: `gemini:${model}`,
    tailorResume: (req: AiRequest) => generate(tailorResumePrompt(req), req.signal),
    coverLetter: (req: AiRequest) => generate(coverLetterPrompt(req), req.signal),
  };
}

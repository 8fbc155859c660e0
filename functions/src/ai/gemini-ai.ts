/** Gemini over REST (generateContent), the call shape the original product used. */
import type { Ai, AiRequest, StyleResumeRequest } from '../handlers/ports';
import { AiError, requireHtml } from './ai-errors';
import { postJson } from './http-post';
import { coverLetterPrompt, tailorResumePrompt } from './prompts';
import { styleResumePrompt } from './template-prompts';

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

type Part = { text: string } | { inline_data: { mime_type: string; data: string } };

const TEXT_CONFIG = { temperature: 0.3, maxOutputTokens: 8192, responseMimeType: 'text/plain' };
/** The template generator's parameters (docs/product-rules.md 4.4). */
const STYLE_CONFIG = {
  temperature: 0.1,
  topP: 0.8,
  topK: 40,
  maxOutputTokens: 8192,
  responseMimeType: 'text/plain',
};

export function createGeminiAi(opts: GeminiOptions): Ai {
  const model = opts.model || GEMINI_DEFAULT_MODEL;
  const base = (opts.baseUrl ?? GEMINI_BASE_URL).replace(/\/+$/, '');
  const url = `${base}/models/${encodeURIComponent(model)}:generateContent?key=${encodeURIComponent(opts.apiKey)}`;

  async function generate(parts: Part[], config: object, signal?: AbortSignal): Promise<{ html: string }> {
    const reply = (await postJson(
      'Gemini',
      url,
      { contents: [{ parts }], generationConfig: config },
      { signal, fetchImpl: opts.fetchImpl },
    )) as GeminiReply;
    const text = reply?.candidates?.[0]?.content?.parts?.[0]?.text;
    if (typeof text !== 'string' || text.trim() === '') {
      // A blocked or empty candidate: nothing to show, but the provider itself is fine.
      throw new AiError('failed', 'Gemini returned no text');
    }
    return { html: requireHtml('Gemini', text) };
  }

  const text = (prompt: string): Part[] => [{ text: prompt }];

  return {
    name: `gemini:${model}`,
    tailorResume: (req: AiRequest) => generate(text(tailorResumePrompt(req)), TEXT_CONFIG, req.signal),
    coverLetter: (req: AiRequest) => generate(text(coverLetterPrompt(req)), TEXT_CONFIG, req.signal),
    styleResume(req: StyleResumeRequest) {
      const images = [req.templateImage, ...(req.photo ? [req.photo] : [])];
      const parts: Part[] = [
        ...text(styleResumePrompt(req)),
        ...images.map((i) => ({ inline_data: { mime_type: i.mimeType, data: i.base64 } })),
      ];
      return generate(parts, STYLE_CONFIG, req.signal);
    },
  };
}

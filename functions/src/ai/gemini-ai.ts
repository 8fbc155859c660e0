/** Gemini over REST (generateContent), the call shape the original product used. */
import type { Ai, AiRequest, RefineDesignRequest } from '../handlers/ports';
import { AiError, requireHtml } from './ai-errors';
import { postJson } from './http-post';
import { coverLetterPrompt, tailorResumePrompt } from './prompts';
import { refineDesignPrompt } from './template-prompts';

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
/** The template generator's parameters (docs/product-rules.md 4.4); the reply is the tokens' JSON. */
const DESIGN_CONFIG = {
  temperature: 0.1,
  topP: 0.8,
  topK: 40,
  maxOutputTokens: 8192,
  responseMimeType: 'application/json',
};

export function createGeminiAi(opts: GeminiOptions): Ai {
  const model = opts.model || GEMINI_DEFAULT_MODEL;
  const base = (opts.baseUrl ?? GEMINI_BASE_URL).replace(/(?<!\/)\/+$/, '');
  const url = `${base}/models/${encodeURIComponent(model)}:generateContent?key=${encodeURIComponent(opts.apiKey)}`;

  async function generate(parts: Part[], config: object, signal?: AbortSignal): Promise<string> {
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
    return text;
  }
  const html = async (parts: Part[], signal?: AbortSignal) => ({
    html: requireHtml('Gemini', await generate(parts, TEXT_CONFIG, signal)),
  });

  const text = (prompt: string): Part[] => [{ text: prompt }];

  return {
    name: `gemini:${model}`,
    tailorResume: (req: AiRequest) => html(text(tailorResumePrompt(req)), req.signal),
    coverLetter: (req: AiRequest) => html(text(coverLetterPrompt(req)), req.signal),
    async refineDesign(req: RefineDesignRequest) {
      const image = req.templateImage;
      const parts: Part[] = [
        ...text(refineDesignPrompt(req)),
        { inline_data: { mime_type: image.mimeType, data: image.base64 } },
      ];
      return { text: await generate(parts, DESIGN_CONFIG, req.signal) };
    },
  };
}

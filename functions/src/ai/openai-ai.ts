/**
 * Any OpenAI-compatible chat completions endpoint: OpenAI itself, Ollama
 * (http://127.0.0.1:11434/v1), llama.cpp's server, vLLM. Local servers need no key.
 * styleResume needs a vision model there (images go as data URLs).
 */
import type { Ai, AiRequest, StyleResumeRequest } from '../handlers/ports';
import { AiError, requireHtml } from './ai-errors';
import { postJson } from './http-post';
import { coverLetterPrompt, tailorResumePrompt } from './prompts';
import { styleResumePrompt } from './template-prompts';

export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  fetchImpl?: typeof fetch;
}

interface ChatReply {
  choices?: { message?: { content?: string | null } }[];
}

type Content =
  string | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];

export function createOpenAiCompatibleAi(opts: OpenAiOptions): Ai {
  const model = opts.model || OPENAI_DEFAULT_MODEL;
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {};

  async function generate(content: Content, params: object, signal?: AbortSignal): Promise<{ html: string }> {
    const reply = (await postJson(
      'OpenAI-compatible',
      url,
      { model, ...params, max_tokens: 8192, messages: [{ role: 'user', content }] },
      { headers, signal, fetchImpl: opts.fetchImpl },
    )) as ChatReply;
    const text = reply?.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || text.trim() === '') {
      throw new AiError('failed', 'OpenAI-compatible endpoint returned no text');
    }
    return { html: requireHtml('OpenAI-compatible', text) };
  }

  const TEXT = { temperature: 0.3 };
  return {
    name: `openai:${model}`,
    tailorResume: (req: AiRequest) => generate(tailorResumePrompt(req), TEXT, req.signal),
    coverLetter: (req: AiRequest) => generate(coverLetterPrompt(req), TEXT, req.signal),
    styleResume(req: StyleResumeRequest) {
      const images = [req.templateImage, ...(req.photo ? [req.photo] : [])];
      const content: Content = [
        { type: 'text', text: styleResumePrompt(req) },
        ...images.map((i) => ({
          type: 'image_url' as const,
          image_url: { url: `data:${i.mimeType};base64,${i.base64}` },
        })),
      ];
      return generate(content, { temperature: 0.1, top_p: 0.8 }, req.signal);
    },
  };
}

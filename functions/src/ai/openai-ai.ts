/**
 * Any OpenAI-compatible chat completions endpoint: OpenAI itself, Ollama
 * (http://127.0.0.1:11434/v1), llama.cpp's server, vLLM. Local servers need no key.
 * refineDesign needs a vision model there (images go as data URLs).
 */
import type { Ai, AiRequest, RefineDesignRequest } from '../handlers/ports';
import { AiError, requireHtml } from './ai-errors';
import { postJson } from './http-post';
import { coverLetterPrompt, tailorResumePrompt } from './prompts';
import { refineDesignPrompt } from './template-prompts';

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
  const url = `${opts.baseUrl.replace(/(?<!\/)\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {};

  async function generate(content: Content, params: object, signal?: AbortSignal): Promise<string> {
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
    return text;
  }
  const html = async (content: Content, signal?: AbortSignal) => ({
    html: requireHtml('OpenAI-compatible', await generate(content, TEXT, signal)),
  });

  const TEXT = { temperature: 0.3 };
  return {
    name: `openai:${model}`,
    tailorResume: (req: AiRequest) => html(tailorResumePrompt(req), req.signal),
    coverLetter: (req: AiRequest) => html(coverLetterPrompt(req), req.signal),
    async refineDesign(req: RefineDesignRequest) {
      const image = req.templateImage;
      const content: Content = [
        { type: 'text', text: refineDesignPrompt(req) },
        { type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.base64}` } },
      ];
      return { text: await generate(content, { temperature: 0.1, top_p: 0.8 }, req.signal) };
    },
  };
}

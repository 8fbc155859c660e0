/**
 * Any OpenAI-compatible chat completions endpoint: OpenAI itself, Ollama
 * (http://127.0.0.1:11434/v1), llama.cpp's server, vLLM. Local servers need no key.
 */
import type { Ai, AiRequest } from '../handlers/ports';
import { AiError, requireHtml } from './ai-errors';
import { postJson } from './http-post';
import { coverLetterPrompt, tailorResumePrompt } from './prompts';

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

export function createOpenAiCompatibleAi(opts: OpenAiOptions): Ai {
  const model = opts.model || OPENAI_DEFAULT_MODEL;
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {};

  async function generate(prompt: string, signal?: AbortSignal): Promise<{ html: string }> {
    const reply = (await postJson(
      'OpenAI-compatible',
      url,
      { model, temperature: 0.3, max_tokens: 8192, messages: [{ role: 'user', content: prompt }] },
      { headers, signal, fetchImpl: opts.fetchImpl },
    )) as ChatReply;
    const text = reply?.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || text.trim() === '') {
      throw new AiError('failed', 'OpenAI-compatible endpoint returned no text');
    }
    return { html: requireHtml('OpenAI-compatible', text) };
  }

  return {
    name: `openai:${model}`,
    tailorResume: (req: AiRequest) => generate(tailorResumePrompt(req), req.signal),
    coverLetter: (req: AiRequest) => generate(coverLetterPrompt(req), req.signal),
  };
}

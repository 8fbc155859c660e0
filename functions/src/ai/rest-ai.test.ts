import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiRequest } from '../handlers/ports';
import { sendJson, startStubServer, type StubServer } from '../testing/stub-server';
import { AiError } from './ai-errors';
import { createGeminiAi } from './gemini-ai';
import { createOpenAiCompatibleAi } from './openai-ai';

const req: AiRequest = {
  resumeText: 'Jane Roe\nEngineer at Acme Corp 2019 - 2023\nSkills: TypeScript',
  resume: {
    contact: { name: 'Jane Roe', email: null, phone: null, location: null, links: [] },
    summary: null,
    experience: [],
    education: [],
    skills: ['TypeScript'],
    projects: [],
    certifications: [],
    other: [],
  },
  job: {
    title: 'Frontend Engineer',
    company: 'Globex',
    keywords: ['typescript', 'react'],
    requirementLines: [],
    requirements: [],
  },
  jobDescription: 'We need a frontend engineer with TypeScript and React experience.',
};
const DOC = '<!DOCTYPE html><html><body><h1>Jane Roe</h1></body></html>';

let stub: StubServer;
beforeAll(async () => void (stub = await startStubServer()));
afterAll(() => stub.close());

describe('Gemini REST client', () => {
  it('posts the generateContent body with the key and strips code fences', async () => {
    stub.handle((_r, res) =>
      sendJson(res, 200, { candidates: [{ content: { parts: [{ text: '```html\n' + DOC + '\n```' }] } }] }),
    );
    const ai = createGeminiAi({ apiKey: 'k-123', baseUrl: `${stub.url}/v1beta`, model: 'gemini-test' });
    await expect(ai.tailorResume(req)).resolves.toEqual({ html: DOC });
    const sent = stub.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1beta/models/gemini-test:generateContent?key=k-123');
    const body = JSON.parse(sent.body);
    expect(body.generationConfig).toEqual({
      temperature: 0.3,
      maxOutputTokens: 8192,
      responseMimeType: 'text/plain',
    });
    expect(body.contents[0].parts[0].text).toContain('Never add an employer');
    expect(body.contents[0].parts[0].text).toContain(req.jobDescription);
    expect(ai.name).toBe('gemini:gemini-test');
  });

  it.each([429, 503])('maps HTTP %i to a busy AiError', async (status) => {
    stub.handle((_r, res) => sendJson(res, status, { error: { message: 'quota' } }));
    const ai = createGeminiAi({ apiKey: 'k', baseUrl: stub.url });
    await expect(ai.tailorResume(req)).rejects.toMatchObject({ name: 'AiError', kind: 'busy', status });
  });

  it('maps other statuses and empty candidates to a failed AiError', async () => {
    const ai = createGeminiAi({ apiKey: 'k', baseUrl: stub.url });
    stub.handle((_r, res) => sendJson(res, 400, { error: { message: 'bad key' } }));
    await expect(ai.coverLetter(req)).rejects.toMatchObject({ kind: 'failed', status: 400 });
    stub.handle((_r, res) => sendJson(res, 200, { candidates: [] }));
    await expect(ai.tailorResume(req)).rejects.toBeInstanceOf(AiError);
    stub.handle((_r, res) =>
      sendJson(res, 200, { candidates: [{ content: { parts: [{ text: 'Sorry, no.' }] } }] }),
    );
    await expect(ai.tailorResume(req)).rejects.toMatchObject({ kind: 'failed' });
  });

  it('passes the deadline abort through as an abort, not a provider error', async () => {
    stub.handle(() => undefined); // never answers
    const ai = createGeminiAi({ apiKey: 'k', baseUrl: stub.url });
    const ctl = new AbortController();
    const reason = new Error('deadline');
    setTimeout(() => ctl.abort(reason), 50);
    await expect(ai.tailorResume({ ...req, signal: ctl.signal })).rejects.toBe(reason);
  });
});

describe('OpenAI-compatible client', () => {
  it('posts chat completions with model, temperature and max_tokens', async () => {
    stub.handle((_r, res) => sendJson(res, 200, { choices: [{ message: { content: DOC } }] }));
    const ai = createOpenAiCompatibleAi({ baseUrl: `${stub.url}/v1/`, apiKey: 'sk-x', model: 'llama3' });
    await expect(ai.coverLetter(req)).resolves.toEqual({ html: DOC });
    const sent = stub.requests.at(-1)!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-x');
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({ model: 'llama3', temperature: 0.3, max_tokens: 8192 });
    expect(body.messages[0].content).toContain('cover letter');
  });

  it('sends no Authorization header without a key (Ollama, llama.cpp) and maps 429', async () => {
    stub.handle((_r, res) => sendJson(res, 429, {}));
    const ai = createOpenAiCompatibleAi({ baseUrl: stub.url });
    await expect(ai.tailorResume(req)).rejects.toMatchObject({ kind: 'busy' });
    expect(stub.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('treats an unreachable endpoint as busy', async () => {
    const ai = createOpenAiCompatibleAi({ baseUrl: 'http://127.0.0.1:9' });
    await expect(ai.tailorResume(req)).rejects.toMatchObject({ kind: 'busy' });
  });
});

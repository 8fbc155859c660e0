import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StyleResumeRequest } from '../handlers/ports';
import { sendJson, startStubServer, type StubServer } from '../testing/stub-server';
import { createGeminiAi } from './gemini-ai';
import { offlineAi } from './offline-ai';
import { createOpenAiCompatibleAi } from './openai-ai';
import { PHOTO_PLACEHOLDER } from './template-prompts';

const req: StyleResumeRequest = {
  resumeText: 'Jane Roe\nEngineer at Acme Corp 2019 - 2023\nSkills: TypeScript',
  templateImage: { mimeType: 'image/png', base64: 'iVBORw0KGgo=' },
  photo: { mimeType: 'image/jpeg', base64: '/9j/4AAQ' },
};
const DOC = '<!DOCTYPE html><html><body><h1>Jane Roe</h1></body></html>';

let stub: StubServer;
beforeAll(async () => void (stub = await startStubServer()));
afterAll(() => stub.close());

describe('styleResume over Gemini', () => {
  it('sends the prompt and both images inline with the documented parameters, and strips fences', async () => {
    stub.handle((_r, res) =>
      sendJson(res, 200, { candidates: [{ content: { parts: [{ text: '```html\n' + DOC + '\n```' }] } }] }),
    );
    const ai = createGeminiAi({ apiKey: 'k-1', baseUrl: stub.url, model: 'gemini-vision' });
    await expect(ai.styleResume!(req)).resolves.toEqual({ html: DOC });
    const sent = stub.requests.at(-1)!;
    expect(sent.url).toBe('/models/gemini-vision:generateContent?key=k-1');
    const body = JSON.parse(sent.body);
    expect(body.generationConfig).toEqual({
      temperature: 0.1,
      topP: 0.8,
      topK: 40,
      maxOutputTokens: 8192,
      responseMimeType: 'text/plain',
    });
    const [text, image, photo] = body.contents[0].parts;
    expect(text.text).toContain('visual style of the');
    expect(text.text).toContain('Use ONLY facts found in the resume text');
    expect(text.text).toContain(req.resumeText);
    expect(text.text).toContain(PHOTO_PLACEHOLDER);
    expect(image).toEqual({ inline_data: { mime_type: 'image/png', data: 'iVBORw0KGgo=' } });
    expect(photo).toEqual({ inline_data: { mime_type: 'image/jpeg', data: '/9j/4AAQ' } });
  });

  it('sends the design image alone when there is no photo', async () => {
    stub.handle((_r, res) => sendJson(res, 200, { candidates: [{ content: { parts: [{ text: DOC }] } }] }));
    const ai = createGeminiAi({ apiKey: 'k', baseUrl: stub.url });
    await ai.styleResume!({ ...req, photo: null });
    const body = JSON.parse(stub.requests.at(-1)!.body);
    expect(body.contents[0].parts).toHaveLength(2);
    expect(body.contents[0].parts[0].text).not.toContain(PHOTO_PLACEHOLDER);
  });

  it('maps a busy or failing model to AiError', async () => {
    const ai = createGeminiAi({ apiKey: 'k', baseUrl: stub.url });
    stub.handle((_r, res) => sendJson(res, 503, {}));
    await expect(ai.styleResume!(req)).rejects.toMatchObject({ name: 'AiError', kind: 'busy' });
    stub.handle((_r, res) => sendJson(res, 200, { candidates: [{ content: { parts: [{ text: 'No.' }] } }] }));
    await expect(ai.styleResume!(req)).rejects.toMatchObject({ name: 'AiError', kind: 'failed' });
  });
});

describe('styleResume over an OpenAI-compatible endpoint', () => {
  it('sends chat completions with image_url data URLs, temperature 0.1 and top_p 0.8', async () => {
    stub.handle((_r, res) => sendJson(res, 200, { choices: [{ message: { content: DOC } }] }));
    const ai = createOpenAiCompatibleAi({ baseUrl: `${stub.url}/v1`, apiKey: 'sk-y', model: 'gpt-4o' });
    await expect(ai.styleResume!(req)).resolves.toEqual({ html: DOC });
    const body = JSON.parse(stub.requests.at(-1)!.body);
    expect(body).toMatchObject({ model: 'gpt-4o', temperature: 0.1, top_p: 0.8, max_tokens: 8192 });
    const [text, image, photo] = body.messages[0].content;
    expect(text).toMatchObject({ type: 'text' });
    expect(text.text).toContain(req.resumeText);
    expect(image).toEqual({ type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect(photo).toEqual({ type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/4AAQ' } });
  });
});

describe('the offline engine', () => {
  it('has no vision: the generator uses the closest catalogue template', () => {
    expect(offlineAi.styleResume).toBeUndefined();
  });
});

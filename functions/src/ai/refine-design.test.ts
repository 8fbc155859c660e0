import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import type { RefineDesignRequest } from '../handlers/ports';
import { sendJson, startStubServer, type StubServer } from '../testing/stub-server';
import { createGeminiAi } from './gemini-ai';
import { offlineAi } from './offline-ai';
import { createOpenAiCompatibleAi } from './openai-ai';

const tokens: DesignTokens = {
  background: 'light',
  page: '#ffffff',
  ink: '#222222',
  accent: '#c9a227',
  columns: 2,
  sidebar: { side: 'left', width: 0.3, colour: '#ffffff', ink: '#111827', start: 'top' },
  headerBand: { colour: '#c9a227', height: 0.14, ink: '#111827', span: 'main' },
  heading: { decoration: 'rule', caps: false },
  photo: { shape: 'square', place: 'sidebar', size: 0.3, align: 'center' },
  align: 'left',
  margin: 0.04,
  density: 'normal',
};
const req: RefineDesignRequest = { templateImage: { mimeType: 'image/png', base64: 'iVBORw0KGgo=' }, tokens };
const REPLY = JSON.stringify({ ...tokens, accent: '#caa228' });

let stub: StubServer;
beforeAll(async () => void (stub = await startStubServer()));
afterAll(() => stub.close());

describe('refineDesign over Gemini', () => {
  it('sends the tokens and the design image with the documented parameters, and returns the raw reply', async () => {
    stub.handle((_r, res) => sendJson(res, 200, { candidates: [{ content: { parts: [{ text: REPLY }] } }] }));
    const ai = createGeminiAi({ apiKey: 'k-1', baseUrl: stub.url, model: 'gemini-vision' });
    await expect(ai.refineDesign!(req)).resolves.toEqual({ text: REPLY });
    const sent = stub.requests.at(-1)!;
    expect(sent.url).toBe('/models/gemini-vision:generateContent?key=k-1');
    const body = JSON.parse(sent.body);
    expect(body.generationConfig).toEqual({
      temperature: 0.1,
      topP: 0.8,
      topK: 40,
      maxOutputTokens: 8192,
      responseMimeType: 'application/json',
    });
    const [text, image] = body.contents[0].parts;
    expect(text.text).toContain('Correct any token that does not match the image');
    expect(text.text).toContain('"#c9a227"');
    expect(image).toEqual({ inline_data: { mime_type: 'image/png', data: 'iVBORw0KGgo=' } });
    expect(body.contents[0].parts).toHaveLength(2);
  });

  it('maps a busy or silent model to AiError', async () => {
    const ai = createGeminiAi({ apiKey: 'k', baseUrl: stub.url });
    stub.handle((_r, res) => sendJson(res, 503, {}));
    await expect(ai.refineDesign!(req)).rejects.toMatchObject({ name: 'AiError', kind: 'busy' });
    stub.handle((_r, res) => sendJson(res, 200, { candidates: [{ content: { parts: [{ text: '' }] } }] }));
    await expect(ai.refineDesign!(req)).rejects.toMatchObject({ name: 'AiError', kind: 'failed' });
  });
});

describe('refineDesign over an OpenAI-compatible endpoint', () => {
  it('sends chat completions with an image_url data URL, temperature 0.1 and top_p 0.8', async () => {
    stub.handle((_r, res) => sendJson(res, 200, { choices: [{ message: { content: REPLY } }] }));
    const ai = createOpenAiCompatibleAi({ baseUrl: `${stub.url}/v1`, apiKey: 'sk-y', model: 'gpt-4o' });
    await expect(ai.refineDesign!(req)).resolves.toEqual({ text: REPLY });
    const body = JSON.parse(stub.requests.at(-1)!.body);
    expect(body).toMatchObject({ model: 'gpt-4o', temperature: 0.1, top_p: 0.8, max_tokens: 8192 });
    const [text, image] = body.messages[0].content;
    expect(text).toMatchObject({ type: 'text' });
    expect(text.text).toContain('"headerBand"');
    expect(image).toEqual({ type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } });
  });
});

describe('the offline engine', () => {
  it('has no vision: the tokens read from the pixels are used as they are', () => {
    expect(offlineAi.refineDesign).toBeUndefined();
  });
});

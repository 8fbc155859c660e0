import { describe, expect, it } from 'vitest';
import { stripCodeFences } from './ai-errors';
import { aiProviderOf, createAiFromSecrets } from './choose-ai';

describe('provider choice', () => {
  const secrets = (env: Record<string, string>) => ({ get: (n: string) => env[n] });
  it('defaults by the keys present, honours AI_PROVIDER', () => {
    expect(aiProviderOf(secrets({}))).toBe('offline');
    expect(aiProviderOf(secrets({ OPENAI_BASE_URL: 'http://x' }))).toBe('openai');
    expect(aiProviderOf(secrets({ OPENAI_BASE_URL: 'http://x', GEMINI_API_KEY: 'k' }))).toBe('gemini');
    expect(aiProviderOf(secrets({ GEMINI_API_KEY: 'k', AI_PROVIDER: 'offline' }))).toBe('offline');
    expect(createAiFromSecrets(secrets({ GEMINI_API_KEY: 'k' })).name).toBe('gemini:gemini-2.0-flash');
    expect(createAiFromSecrets(secrets({ OPENAI_BASE_URL: 'http://x', OPENAI_MODEL: 'm' })).name).toBe(
      'openai:m',
    );
    const warnings: string[] = [];
    expect(createAiFromSecrets(secrets({ AI_PROVIDER: 'gemini' }), (m) => warnings.push(m)).name).toBe(
      'offline',
    );
    expect(warnings).toHaveLength(1);
  });

  it('strips fences with or without a language tag', () => {
    expect(stripCodeFences('```\n<p>x</p>\n```')).toBe('<p>x</p>');
    expect(stripCodeFences('```html\n<p>x</p>')).toBe('<p>x</p>');
    expect(stripCodeFences('<p>x</p>')).toBe('<p>x</p>');
  });
});

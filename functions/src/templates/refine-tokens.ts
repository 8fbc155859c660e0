/**
 * A vision model's correction of the design tokens (docs/product-rules.md 4.6). The model sees the
 * image and the tokens only, never the resume; its reply must parse as a whole token set, or it
 * is refused and the tokens read from the pixels stand.
 */
import { designTokensSchema, type DesignTokens } from '@/domain/templates/clone/design-tokens';
import { AiError, stripCodeFences } from '../ai/ai-errors';
import type { Ai, AiImage } from '../handlers/ports';

export async function refineTokens(
  ai: Ai,
  image: AiImage,
  tokens: DesignTokens,
  signal: AbortSignal,
): Promise<DesignTokens> {
  const { text } = await ai.refineDesign!({ templateImage: image, tokens, signal });
  let json: unknown;
  try {
    json = JSON.parse(stripCodeFences(text));
  } catch {
    throw new AiError('failed', `${ai.name} returned no JSON for the design tokens`);
  }
  const parsed = designTokensSchema.safeParse(json);
  if (!parsed.success) {
    throw new AiError(
      'failed',
      `${ai.name} returned invalid design tokens: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}

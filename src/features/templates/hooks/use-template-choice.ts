import { useCallback, useState } from 'react';
import type { ChosenImage } from '../lib/prepare-image';
import type { TemplateMode } from '../lib/validate-generate';

export interface TemplateChoice {
  mode: TemplateMode;
  presetId: string | null;
  custom: ChosenImage | null;
  choosePreset(id: string): void;
  chooseCustom(image: ChosenImage): void;
  reset(): void;
}

/**
 * docs/product-rules.md 4.2: choosing a preset sets preset mode and clears any custom image; uploading a
 * custom image sets custom mode. After a generation everything returns to preset mode.
 */
export function useTemplateChoice(): TemplateChoice {
  const [state, setState] = useState<Pick<TemplateChoice, 'mode' | 'presetId' | 'custom'>>({
    mode: 'preset',
    presetId: null,
    custom: null,
  });
  const choosePreset = useCallback(
    (id: string) => setState({ mode: 'preset', presetId: id, custom: null }),
    [],
  );
  const chooseCustom = useCallback(
    (image: ChosenImage) => setState((s) => ({ ...s, mode: 'custom', custom: image })),
    [],
  );
  const reset = useCallback(() => setState({ mode: 'preset', presetId: null, custom: null }), []);
  return { ...state, choosePreset, chooseCustom, reset };
}

/**
 * The landing page's five showcase templates (docs/product-rules.md 4.5: name, role,
 * image, detail link), each drawn live with the sample resume. Loaded apart from the landing page's code:
 * the renderers are a few dozen kB the first screen does not need.
 */
import { getTemplate, SHOWCASE_TEMPLATE_IDS } from '@/domain/templates/catalogue';
import { renderTemplateHtml } from '@/domain/templates/render-template';
import { SAMPLE_RESUME } from '@/domain/templates/sample-resume';

export interface ShowcaseSlide {
  id: string;
  name: string;
  /** The template's "role": a short description. */
  description: string;
  /** The template filled in with the sample resume, a complete HTML document. */
  html: string;
}

export function showcaseSlides(): ShowcaseSlide[] {
  return SHOWCASE_TEMPLATE_IDS.flatMap((id) => {
    const template = getTemplate(id);
    if (!template) return [];
    const html = renderTemplateHtml(template, SAMPLE_RESUME);
    return [{ id, name: template.name, description: template.description, html }];
  });
}

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getTemplate, TEMPLATES } from '@/domain/templates/catalogue';
import { AiError } from '../../ai/ai-errors';
import { canvas, darkSidebarDesign, headerBandDesign } from '../../testing/design-images';
import { createTestDeps, type TestDeps } from '../../testing/fakes';
import {
  callGenerate,
  custom,
  DESIGN_PATH,
  PHOTO_PATH,
  preset,
  PRESET_ID,
  templateRecords,
  templateUsage,
  UID,
  upload,
} from '../../testing/template-arrange';
import type { RefineDesignRequest } from '../ports';

const photoBytes = () => canvas([200, 120, 90], 40, 40).jpeg(80);
const photoTemplate = TEMPLATES.find((t) => t.design.photo !== null)!;

function withDesign(bytes: Uint8Array = darkSidebarDesign().png()): TestDeps {
  const deps = createTestDeps();
  upload(deps, DESIGN_PATH, bytes);
  return deps;
}

describe('generateTemplateResume: preset templates', () => {
  it('completes the record, stores the PDF at resumes/{uid}/{recordId}.pdf and returns the HTML', async () => {
    const deps = createTestDeps();
    const result = await callGenerate(deps);
    const [record] = templateRecords(deps);
    expect(templateRecords(deps)).toHaveLength(1);
    const path = `resumes/${UID}/${record!.id}.pdf`;
    expect(deps.files.files.get(path)?.contentType).toBe('application/pdf');
    expect(record).toMatchObject({
      userId: UID,
      templateName: getTemplate(PRESET_ID)!.name,
      templateType: 'preset',
      templateId: PRESET_ID,
      status: 'completed',
      downloadUrl: result.downloadUrl,
      failureReason: null,
    });
    expect(result).toMatchObject({
      recordId: record!.id,
      templateId: PRESET_ID,
      templateName: record!.templateName,
    });
    expect(result.downloadUrl).toContain(encodeURIComponent(path));
    expect(result.html).toContain('Jordan Avery');
    expect(deps.pdf.rendered).toEqual([result.html]);
    expect(templateUsage(deps)).toBe(1);
  });

  it('puts the profile photo into the HTML as a data URL', async () => {
    const deps = createTestDeps();
    upload(deps, PHOTO_PATH, photoBytes(), 'image/jpeg');
    const result = await callGenerate(deps, preset({ templateId: photoTemplate.id, photoPath: PHOTO_PATH }));
    const base64 = /data:image\/jpeg;base64,([A-Za-z0-9+/=]+)/.exec(result.html)?.[1];
    // Decoded and encoded afresh: a 40 x 40 JPEG, not the uploaded bytes.
    const meta = await sharp(Buffer.from(base64 ?? '', 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 40 });
  });

  it('never calls a vision model in preset mode', async () => {
    const deps = createTestDeps();
    let asked = 0;
    deps.ai.refineDesign = async () => (asked++, { text: '{}' });
    await callGenerate(deps);
    expect(asked).toBe(0);
  });
});

describe('generateTemplateResume: custom designs without a vision model', () => {
  it('draws the resume from the tokens read from the image and deletes the uploaded image', async () => {
    const deps = withDesign();
    const result = await callGenerate(deps, custom());
    expect(result.design).toMatchObject({ background: 'dark', sidebar: { side: 'left' } });
    expect(result.design!.sidebar!.width).toBeCloseTo(0.3, 1);
    expect(result.templateId).toBeNull();
    expect(result.html).toContain('data-template="custom-design"');
    expect(result.html).toContain('class="clone-side');
    expect(templateRecords(deps)[0]).toMatchObject({
      templateName: 'Custom Template (my-design.png)',
      templateType: 'custom',
      templateId: null,
      status: 'completed',
    });
    expect(result.templateName).toBe('Custom Template (my-design.png)');
    expect(result.html).toContain('Jordan Avery');
    expect(result.html).toContain('Northwind Logistics');
    expect(deps.files.files.has(DESIGN_PATH)).toBe(false);
  });

  it('reads a JPEG design with a header band, named by its file when no name is sent', async () => {
    const path = `uploads/${UID}/images/band.jpg`;
    const deps = createTestDeps();
    upload(deps, path, headerBandDesign().jpeg(85), 'image/jpeg');
    const result = await callGenerate(deps, custom({ customTemplatePath: path, customTemplateName: null }));
    expect(result.design).toMatchObject({ background: 'light', sidebar: null, headerBand: { span: 'page' } });
    expect(result.html).toContain('clone-band');
    expect(result.templateName).toBe('Custom Template (band.jpg)');
  });
});

describe('generateTemplateResume: custom designs with a vision model', () => {
  it('sends the design and the read tokens, and draws the resume with the refined tokens', async () => {
    const deps = withDesign();
    upload(deps, PHOTO_PATH, photoBytes(), 'image/jpeg');
    const asked: RefineDesignRequest[] = [];
    deps.ai.refineDesign = async (req) => {
      asked.push(req);
      const sidebar = { ...req.tokens.sidebar!, side: 'right' as const };
      return { text: JSON.stringify({ ...req.tokens, sidebar, accent: '#aa3355' }) };
    };
    const result = await callGenerate(deps, custom({ photoPath: PHOTO_PATH }));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.templateImage).toEqual({
      mimeType: 'image/png',
      base64: Buffer.from(darkSidebarDesign().png()).toString('base64'),
    });
    expect(asked[0]!.tokens.sidebar?.side).toBe('left');
    expect(result.design).toMatchObject({ accent: '#aa3355', sidebar: { side: 'right' } });
    expect(result.html).toContain('side-right');
    expect(result.html).toContain('Northwind Logistics');
    expect(deps.pdf.rendered).toEqual([result.html]);
    expect(templateRecords(deps)[0]).toMatchObject({ status: 'completed', templateType: 'custom' });
    expect(deps.files.files.has(DESIGN_PATH)).toBe(false);
  });

  it.each([
    ['fails', () => Promise.reject(new AiError('busy', 'Gemini HTTP 503'))],
    ['answers with prose', async () => ({ text: 'The sidebar is on the left.' })],
    [
      'answers with tokens out of range',
      async (req: RefineDesignRequest) => ({ text: JSON.stringify({ ...req.tokens, margin: 3 }) }),
    ],
    [
      'tries to add content',
      async (req: RefineDesignRequest) => ({
        text: JSON.stringify({ ...req.tokens, name: 'Umbrella Corp' }),
      }),
    ],
  ])('keeps the tokens read from the pixels when the model %s', async (_, reply) => {
    const deps = withDesign();
    deps.ai.refineDesign = reply as (req: RefineDesignRequest) => Promise<{ text: string }>;
    const result = await callGenerate(deps, custom());
    expect(result.html).not.toContain('Umbrella');
    expect(result.html).toContain('Northwind Logistics');
    expect(result.design).toMatchObject({ background: 'dark', sidebar: { side: 'left' } });
    expect(templateRecords(deps)[0]!.status).toBe('completed');
  });

  it('keeps the read tokens when the model hangs past its time limit', async () => {
    const deps = withDesign();
    deps.ai.refineDesign = (req) =>
      new Promise((_, reject) => req.signal?.addEventListener('abort', () => reject(req.signal?.reason)));
    const result = await callGenerate(deps, custom(), {}, { visionTimeoutMs: 50 });
    expect(result.html).toContain('Jordan Avery');
    expect(result.design?.sidebar?.side).toBe('left');
    expect(templateRecords(deps)[0]!.status).toBe('completed');
  });
});

/**
 * A design image costs seconds to decode and read, so generateTemplateResume refuses an image by the
 * size its header declares before decoding anything, and takes the daily slot before it decodes a
 * design (docs/product-rules.md 4.2, 4.3): repeating a costly request is never free.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';
import {
  MAX_DESIGN_PIXELS,
  TEMPLATE_IMAGE_MESSAGE,
  TEMPLATE_IMAGE_TOO_LARGE,
} from '../../templates/decode-image';
import { canvas, darkSidebarDesign } from '../../testing/design-images';
import { createTestDeps } from '../../testing/fakes';
import {
  callGenerate,
  custom,
  DESIGN_PATH,
  templateRecords,
  templateUsage,
  upload,
} from '../../testing/template-arrange';

/** The file: a flat 6000 x 6600 PNG, about 130 KB, 6-7 s of decoding and reading. */
const hugeFlatPng = () =>
  sharp({ create: { width: 6000, height: 6600, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** A small JPEG whose frame header (SOF0) declares 6000 x 6600. */
function jpegDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(canvas([250, 250, 250], 40, 40).jpeg(80));
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

/** A PNG with a valid header and garbage where its pixels should be. */
function brokenPng(): Buffer {
  const png = Buffer.from(canvas([255, 255, 255], 40, 40).png());
  const idat = png.indexOf(Buffer.from('IDAT'));
  png.fill(7, idat + 4, png.length - 12);
  return png;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateTemplateResume: what a design image costs', () => {
  it('refuses a PNG declaring more than the pixel cap by its header, again and again, without decoding it or using a slot', async () => {
    expect(6000 * 6600).toBeGreaterThan(MAX_DESIGN_PIXELS);
    const decode = vi.spyOn(PNG.sync, 'read');
    const deps = createTestDeps();
    const bytes = await hugeFlatPng();
    for (let i = 0; i < 3; i += 1) {
      upload(deps, DESIGN_PATH, bytes);
      await expect(callGenerate(deps, custom())).rejects.toMatchObject({
        code: 'invalid-argument',
        message: TEMPLATE_IMAGE_TOO_LARGE,
      });
    }
    expect(decode).not.toHaveBeenCalled();
    expect(templateUsage(deps)).toBe(0);
    expect(templateRecords(deps)).toEqual([]);
  });

  it('refuses a JPEG whose frame header declares more than the pixel cap, without decoding it', async () => {
    const decode = vi.spyOn(jpeg, 'decode');
    const deps = createTestDeps();
    upload(deps, DESIGN_PATH, jpegDeclaring(6000, 6600), 'image/jpeg');
    await expect(callGenerate(deps, custom())).rejects.toMatchObject({ message: TEMPLATE_IMAGE_TOO_LARGE });
    expect(decode).not.toHaveBeenCalled();
    expect(templateUsage(deps)).toBe(0);
  });

  it('takes the daily slot before decoding: a user at the limit is refused by the limit, nothing decoded', async () => {
    const deps = createTestDeps();
    const limits = DEFAULT_SETTINGS.limits;
    deps.store.docs.set('admin/settings', {
      limits: { ...limits, freeTier: { ...limits.freeTier, lazyTemplates: 0 } },
    });
    const decode = vi.spyOn(PNG.sync, 'read');
    upload(deps, DESIGN_PATH, darkSidebarDesign().png());
    await expect(callGenerate(deps, custom())).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: TEMPLATE_MESSAGES.dailyLimit(0),
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it('gives the slot back when a design with a readable header does not decode', async () => {
    const deps = createTestDeps();
    upload(deps, DESIGN_PATH, brokenPng());
    await expect(callGenerate(deps, custom())).rejects.toMatchObject({
      code: 'invalid-argument',
      message: TEMPLATE_IMAGE_MESSAGE,
    });
    expect(templateUsage(deps)).toBe(0);
    expect(templateRecords(deps)).toEqual([]);
    expect(deps.files.files.has(DESIGN_PATH)).toBe(false);
  });
});

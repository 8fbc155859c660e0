/**
 * A made-up profile photo for template renders (scripts/make-design-images.ts): a plain
 * background, shoulders, a neck, hair and a face drawn as flat shapes. No real person, and
 * the same bytes on every run.
 */
import sharp from 'sharp';

const SIZE = 400;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#9fb4c8"/>
  <ellipse cx="200" cy="430" rx="175" ry="120" fill="#34495e"/>
  <rect x="170" y="240" width="60" height="70" rx="20" fill="#d39b7a"/>
  <ellipse cx="200" cy="150" rx="88" ry="98" fill="#3b2a20"/>
  <ellipse cx="200" cy="180" rx="74" ry="92" fill="#e2b08f"/>
  <ellipse cx="172" cy="172" rx="7" ry="5" fill="#2b2b2b"/>
  <ellipse cx="228" cy="172" rx="7" ry="5" fill="#2b2b2b"/>
  <path d="M176 225 Q200 240 224 225" stroke="#a0524a" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`;

/** The portrait as a base64 PNG data URL (what renderTemplateHtml's photoDataUrl takes). */
export async function syntheticPortraitDataUrl(): Promise<string> {
  const png = await sharp(Buffer.from(SVG)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

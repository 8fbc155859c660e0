/**
 * The vision prompt of the template generator's custom mode: the model sees the design image
 * (and the photo) and rewrites the resume in that style. Its facts must be the resume's only;
 * the handler checks that afterwards and falls back to a catalogue template if they are not.
 */
import type { StyleResumeRequest } from '../handlers/ports';

/**
 * Where the photo goes. A model cannot copy megabytes of base64 back faithfully, so it writes
 * this marker and the handler puts the real data URL in its place.
 */
export const PHOTO_PLACEHOLDER = '{{PHOTO}}';

export function styleResumePrompt(req: StyleResumeRequest): string {
  const photo = req.photo
    ? `- The second image is the candidate's profile photo. Place it where the design has a photo
  (or near the name) as exactly <img src="${PHOTO_PLACEHOLDER}" alt="Profile photo">.`
    : '- There is no photo: leave any photo area of the design out.';
  return `You are an expert resume designer. Recreate the resume below in the visual style of the
attached template image: its layout (columns, sidebar, header band), colours, fonts, spacing and
section styling.

Rules you must follow:
- Use ONLY facts found in the resume text. Never copy names, employers, dates or any other text
  from the template image, and never add an employer, job title, date, degree, school,
  certification or skill that the resume does not contain.
- Keep every section and bullet of the resume; you may reorder sections to fit the layout.
${photo}

Output format:
- Return ONE complete HTML document (<!DOCTYPE html><html>...</html>) and nothing else: no
  Markdown, no code fences, no commentary.
- Put all CSS in one <style> block in <head>; the page is printed on A4 portrait. No scripts,
  no external fonts, stylesheets or images other than the photo marker above.

RESUME:
"""
${req.resumeText}
"""`;
}

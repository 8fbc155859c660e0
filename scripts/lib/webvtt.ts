/** WebVTT captions from timed cues (the demo walkthrough's, `npm run demo-video`). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** 83.25 -> "00:01:23.250" */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A cue's text may not hold a blank line or "-->"; `&` and `<` are escaped. */
function cueText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/-->/g, '--&gt;')
    .replace(/\n\s*\n/g, '\n')
    .trim();
}

export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues
    .filter((c) => c.end > c.start)
    .map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${cueText(c.text)}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

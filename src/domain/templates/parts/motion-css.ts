/**
 * Motion for animated templates: screen only and only for users who have not asked for reduced
 * motion. Print (the PDF) never matches, so the document prints still. Every animation ends in
 * the resting state or only decorates, so a snapshot taken later never catches hidden text.
 */
import type { TemplateDesign } from '../catalogue';

const MOTION: Record<NonNullable<TemplateDesign['motion']>, string> = {
  'fade-up': `.sec, .header { animation: tpl-rise .55s cubic-bezier(.2,.7,.3,1) both; }
  .sec:nth-child(2) { animation-delay: .06s; } .sec:nth-child(3) { animation-delay: .12s; }
  .sec:nth-child(4) { animation-delay: .18s; } .sec:nth-child(n+5) { animation-delay: .24s; }
  @keyframes tpl-rise { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }`,
  sweep: `.fx { overflow: hidden; }
  .fx::after { content: ''; position: absolute; inset: 0; pointer-events: none;
    background: linear-gradient(105deg, transparent 35%, rgba(255,255,255,.22) 50%, transparent 65%);
    background-size: 260% 100%; animation: tpl-sweep 7s ease-in-out infinite; }
  @keyframes tpl-sweep { from { background-position: 130% 0; } to { background-position: -130% 0; } }`,
  glow: `.name { animation: tpl-glow 3.2s ease-in-out infinite alternate; }
  @keyframes tpl-glow { from { text-shadow: 0 0 0 transparent; }
    to { text-shadow: 0 0 14px color-mix(in srgb, var(--accent) 70%, transparent); } }`,
};

export function motionCss(motion: TemplateDesign['motion']): string {
  if (!motion) return '';
  return `@media screen and (prefers-reduced-motion: no-preference) {\n  ${MOTION[motion]}\n}`;
}

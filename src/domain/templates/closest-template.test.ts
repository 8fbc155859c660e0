import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './catalogue';
import { closestTemplate, templateDistance } from './closest-template';
import type { DesignAnalysis } from './contract';
import { hueDistance, toHsl } from './parts/color';

const analysis = (a: Partial<DesignAnalysis>): DesignAnalysis => ({
  palette: [],
  accent: null,
  background: 'light',
  columns: 1,
  sidebar: null,
  headerBand: false,
  ...a,
});

const hue = (a: string, b: string) => hueDistance(toHsl(a)!, toHsl(b)!);

describe('closestTemplate', () => {
  it('matches a dark design with a left sidebar to a dark left-sidebar template', () => {
    for (const accent of ['#38bdf8', '#f59e0b', null]) {
      const t = closestTemplate(analysis({ background: 'dark', columns: 2, sidebar: 'left', accent }));
      expect(t.design).toMatchObject({ background: 'dark', sidebar: 'left' });
    }
  });

  it('matches a light two-column design to a light two-column template without a sidebar', () => {
    const t = closestTemplate(analysis({ columns: 2, accent: '#0ea5e9' }));
    expect(t.design).toMatchObject({ background: 'light', columns: 2, sidebar: null, headerBand: false });
    expect(hue(t.design.accent, '#0ea5e9')).toBeLessThan(0.1);
  });

  it('matches a coloured header band to a header-band template with a near accent', () => {
    for (const accent of ['#f06a4a', '#14b8a6', '#4f46e5']) {
      const t = closestTemplate(analysis({ headerBand: true, accent, palette: [accent, '#ffffff'] }));
      expect(t.design.headerBand).toBe(true);
      expect(t.design.columns).toBe(1);
      expect(hue(t.design.accent, accent)).toBeLessThan(0.1);
    }
  });

  it('matches a plain light single-column design without an accent to a Simple or Classic template', () => {
    for (const accent of [null, '#333333', '#f5f5f5']) {
      const t = closestTemplate(analysis({ accent, palette: ['#ffffff', '#222222'] }));
      expect(['Simple', 'Classic']).toContain(t.category);
      expect(t.design).toMatchObject({ columns: 1, sidebar: null, headerBand: false, background: 'light' });
    }
  });

  it('prefers the matching sidebar side', () => {
    expect(
      closestTemplate(analysis({ columns: 2, sidebar: 'right', accent: '#7c3aed' })).design.sidebar,
    ).toBe('right');
    expect(closestTemplate(analysis({ columns: 2, sidebar: 'left', accent: '#2563eb' })).design.sidebar).toBe(
      'left',
    );
  });

  it('finds, for every template, a template with the same structure at distance zero or less', () => {
    for (const t of TEMPLATES) {
      const d = t.design;
      const a = analysis({
        background: d.background,
        columns: d.columns,
        sidebar: d.sidebar,
        headerBand: d.headerBand,
        accent: d.accent,
      });
      const found = closestTemplate(a);
      expect(templateDistance(a, found)).toBeLessThanOrEqual(templateDistance(a, t));
      expect(found.design).toMatchObject({
        background: d.background,
        sidebar: d.sidebar,
        headerBand: d.headerBand,
      });
    }
  });

  it('is deterministic', () => {
    const a = analysis({ background: 'dark', columns: 2, accent: '#a78bfa' });
    expect(closestTemplate(a).id).toBe(closestTemplate({ ...a }).id);
  });
});

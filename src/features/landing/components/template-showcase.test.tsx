import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TemplateShowcase } from './template-showcase';

describe('TemplateShowcase', () => {
  it('loads the five showcase templates into the carousel', async () => {
    render(
      <MemoryRouter>
        <TemplateShowcase />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Resume templates that stand out' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Resume templates' });
    const frames = region.querySelectorAll('iframe');
    expect(Array.from(frames, (f) => f.title)).toEqual([
      'Nova Prime',
      'Orion Executive',
      'Cygnus Creative',
      'Lyra Scholar',
      'Zenith Modern',
    ]);
    expect(screen.getByRole('link', { name: 'Browse all templates' })).toHaveAttribute(
      'href',
      '/lazy-templates',
    );
  });
});

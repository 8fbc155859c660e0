import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AboutPage } from './about-page';

describe('AboutPage', { timeout: 20_000 }, () => {
  it('states the claims exactly as given', () => {
    renderWithProviders(<AboutPage />);
    const stat = (value: string) => screen.getByText(value, { selector: 'dd' });
    expect(stat('96%')).toBeInTheDocument();
    expect(stat('4%')).toBeInTheDocument();
    expect(stat('45 days')).toBeInTheDocument();
    expect(stat('15,000+')).toBeInTheDocument();
    expect(document.body).toHaveTextContent(/MVP in 45 days/);
    expect(document.body).toHaveTextContent(/15,000\+ wins/);
    expect(document.body).toHaveTextContent(/96% owned by our founder/);
    expect(document.body).toHaveTextContent(/strategic investor holds the other 4%/);
  });

  it('tells the founder-led story with the investor and the pillars', () => {
    renderWithProviders(<AboutPage />);
    for (const name of ['Our Story', 'Founder-Led, Strategically Backed', 'Our Pillars']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(document.title).toBe('About Us | JobKit');
  });

  it('links to support, the support e-mail and the founder for partnerships', () => {
    renderWithProviders(<AboutPage supportEmail="help@jobkit.dev" founderEmail="founder@jobkit.dev" />);
    expect(screen.getByRole('link', { name: 'Visit Support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Email help@jobkit.dev' })).toHaveAttribute(
      'href',
      'mailto:help@jobkit.dev',
    );
    const founder = screen.getByRole('link', { name: 'Contact our founder for partnerships' });
    expect(founder.getAttribute('href')).toMatch(/^mailto:founder@jobkit\.dev\?subject=/);
  });

  it('without configured addresses: disabled buttons that say so, and the support page', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Visit Support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('button', { name: 'Support e-mail not available yet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Partnership contact not available yet' })).toBeDisabled();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import { renderResumeHtml } from './render-html';
import { textLanguage } from './resume-language';

describe('textLanguage', () => {
  it('tells a language by its small words', () => {
    expect(textLanguage('Ik werk met een team van vijf ontwikkelaars aan het platform voor de klanten')).toBe(
      'nl',
    );
    expect(textLanguage('Gestione del personale e della formazione per il reparto con gli studenti')).toBe(
      'it',
    );
    expect(
      textLanguage(
        'Obsługa klientów i sprzedaż w sklepie oraz przygotowanie dostaw do magazynu i na rampę z kierowcami',
      ),
    ).toBe('pl');
    expect(textLanguage('Led the migration of the billing service to the cloud with a team of four')).toBe(
      'en',
    );
    expect(textLanguage('Python, SQL')).toBe('en');
  });
});

describe('the rebuilt resume names its sections in the resume’s language', () => {
  it('writes a Dutch resume’s headings in Dutch, read back as the same sections', () => {
    const text = [
      'Pieter van Dijk',
      'pieter@example.nl',
      'Werkervaring',
      'Ontwikkelaar – Vos Logistiek B.V., Breda',
      'januari 2019 – heden',
      '• Bouw met een team van vier de planning voor het magazijn en de chauffeurs',
      '• Werk aan het portaal voor klanten van de vervoerder met de afdeling verkoop',
      'Opleiding',
      'Hogeschool Utrecht',
      'Bachelor Informatica, 2018',
    ].join('\n');
    const html = renderResumeHtml(parseResume(text));
    expect(html).toContain('<h2>Werkervaring</h2>');
    expect(html).toContain('<h2>Opleiding</h2>');
    expect(html).not.toContain('<h2>Experience</h2>');
  });
});

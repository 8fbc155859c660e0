import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

describe('keepUnplacedLines: a line no field holds goes back where it was printed', () => {
  it('into the role it sits under, not into a second "Experience" section', () => {
    const r = parseResume(
      [
        'Jean Morel',
        'jean.morel@example.fr',
        'EXPÉRIENCE PROFESSIONNELLE',
        'Chef de cuisine — Les Tables de Saint-Paul',
        "Lyon | 06/2022 – aujourd'hui",
        '• Création de la carte chaque saison',
        'Sous-chef — Brasserie Le Passage',
        'Lyon | 03/2019 – 05/2022',
        '• Responsable des commandes',
        '2 ans    6 mois',
        'FORMATION',
        'CAP Cuisine — Lycée Hôtelier de Lyon',
        '2015 – 2017',
        'Mention bien (16/20)',
      ].join('\n'),
    );
    expect(r.experience.map((e) => e.company)).toEqual(['Les Tables de Saint-Paul', 'Brasserie Le Passage']);
    expect(r.experience[1]!.bullets).toContain('2 ans    6 mois');
    expect(r.experience[0]!.bullets).not.toContain('2 ans    6 mois');
    expect(r.other.map((o) => o.heading)).toEqual([]);
  });
});

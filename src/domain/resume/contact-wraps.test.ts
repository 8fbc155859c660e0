import { describe, expect, it } from 'vitest';
import { joinCutDetails } from './contact-wraps';
import { parseHeader } from './parse-contact';

const lines = (texts: string[]) => texts.map((text) => ({ text, bullet: false }));

describe('a contact line wrapped inside one of its items', () => {
  it('joins a phone number the line broke, whichever half is no number alone', () => {
    const header = parseHeader(
      lines([
        'Emma Brouwer',
        'Maastricht, Limburg | +31 6',
        '19182067 | emma@kpnmail.nl | github.com/emma-b',
      ]),
    );
    expect(header.contact.phone).toBe('+31 6 19182067');
    expect(header.contact.location).toBe('Maastricht, Limburg');
    const cut = joinCutDetails(lines(['Bari | +46 8 586 512', '34 | jo@x.se']));
    expect(cut.map((l) => l.text)).toEqual(['Bari | +46 8 586 512 34 | jo@x.se']);
  });

  it('joins a word in lower case that carries on the last item, never an address', () => {
    expect(
      joinCutDetails(lines(['Nice, Provence-Alpes-Côte', "d'Azur | 06.69.28.77.73"])).map((l) => l.text),
    ).toEqual(["Nice, Provence-Alpes-Côte d'Azur | 06.69.28.77.73"]);
    const apart = lines([
      'Lucas Leroy',
      'lleroy@orange.fr | github.com/lleroy',
      'Paris | +33 6 12 34 56 78',
      '2021 | x',
    ]);
    expect(joinCutDetails(apart)).toEqual(apart);
    // A handle after a web address, or after its icon, is an item of its own.
    const handles = lines([
      '+1 438-832-5167 | vlucet.github.io',
      'vlucet | VLucet',
      'Ana Ruiz | Sevilla',
      '\ue000 anaruiz | x',
    ]);
    expect(joinCutDetails(handles)).toEqual(handles);
  });
});

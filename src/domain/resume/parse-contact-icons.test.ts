import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { countGluedIcons, findPhone } from './parse-contact';
import { parseResume } from './parse-resume';

/** Icon glyphs before contact details, and international phone numbers. */

// A Canva/Novoresume-style export: FontAwesome glyphs (Private Use Area) glued to each detail.
const iconFont = `Olivia Bennett
Marketing Manager
\uf0e0olivia.bennett@example.co.uk   \uf095+44 20 7946 0958   \uf041London, UK   \uf08clinkedin.com/in/oliviabennett

Experience
Marketing Manager — Monzo, London, UK    Feb 2021 – Present
\uf0b7 Grew organic sign-ups by 40% with a content programme across four markets.
\uf0b7 Managed a £1.2M paid media budget.
Marketing Executive — Deliveroo, London, UK    Sep 2017 – Jan 2021
\uf0b7 Launched the rider referral campaign in 12 cities.

Education
BA in Marketing — University of Leeds    2014 – 2017

Skills
SEO, Google Analytics, HubSpot, Copywriting`;

// Emoji and dingbats, one detail a line, some with a space, one a replacement character.
const emoji = `Arjun Mehta
Data Engineer
📞 +91 98765 43210
✉️arjun.mehta@example.in
📍Pune, Maharashtra, India
🔗 github.com/arjunmehta
\uFFFDwww.arjunmehta.dev

Experience
Data Engineer at Razorpay    Jul 2020 – Present
• Built Spark pipelines processing 2 TB of payment events a day.

Education
B.Tech in Computer Engineering, College of Engineering Pune, 2020

Skills
Spark, Airflow, Kafka, Python, SQL`;

describe('icon glyphs glued to contact details', () => {
  it('reads contact details behind FontAwesome glyphs and counts them', () => {
    const r = parseResume(iconFont);
    expect(r.contact).toEqual({
      name: 'Olivia Bennett',
      email: 'olivia.bennett@example.co.uk',
      phone: '+44 20 7946 0958',
      location: 'London, UK',
      links: ['linkedin.com/in/oliviabennett'],
    });
    expect(r.headline).toBe('Marketing Manager');
    expect(r.experience.map((e) => [e.company, e.title, e.startDate, e.endDate, e.bullets.length])).toEqual([
      ['Monzo', 'Marketing Manager', 'Feb 2021', 'Present', 2],
      ['Deliveroo', 'Marketing Executive', 'Sep 2017', 'Jan 2021', 1],
    ]);
    // Word's Symbol-font bullet (\uf0b7) is a list marker, not part of the bullet's text.
    expect(r.experience[0]!.bullets[0]).toMatch(/^Grew organic/);
    expect(r.education[0]).toMatchObject({
      school: 'University of Leeds',
      degree: 'BA in Marketing',
      endDate: '2017',
    });
    expect(r.skills).toEqual(['SEO', 'Google Analytics', 'HubSpot', 'Copywriting']);
    expect(countGluedIcons(toLines(iconFont))).toBe(4);
  });

  it('reads details behind emoji, dingbats and U+FFFD', () => {
    const r = parseResume(emoji);
    expect(r.contact).toEqual({
      name: 'Arjun Mehta',
      email: 'arjun.mehta@example.in',
      phone: '+91 98765 43210',
      location: 'Pune, Maharashtra, India',
      links: ['github.com/arjunmehta', 'www.arjunmehta.dev'],
    });
    expect(r.headline).toBe('Data Engineer');
    expect(r.experience[0]).toMatchObject({
      company: 'Razorpay',
      title: 'Data Engineer',
      startDate: 'Jul 2020',
    });
    expect(r.education[0]).toMatchObject({
      school: 'College of Engineering Pune',
      degree: 'B.Tech in Computer Engineering',
    });
    expect(countGluedIcons(toLines(emoji))).toBe(5);
  });

  it('keeps an arrow between two words as text, and strips one before a detail', () => {
    const r = parseResume(
      'Derek Thomas\n\u2192 derek@example.com\nExperience\nG42 (AI Startup \u2192 Unicorn)    Abu Dhabi, UAE\n' +
        'Senior Data Scientist    Apr. 2019 – Feb. 2021\n• Built the pipeline',
    );
    expect(r.contact.email).toBe('derek@example.com');
    expect(r.experience[0]).toMatchObject({
      company: 'G42 (AI Startup \u2192 Unicorn)',
      title: 'Senior Data Scientist',
    });
  });

  it('counts nothing on a plain header', () => {
    expect(countGluedIcons(['Jane Doe', 'jane@x.com | (512) 555-0142 | Austin, TX'])).toBe(0);
    expect(countGluedIcons(['• Led a team of 5'])).toBe(0);
  });
});

describe('international phone numbers', () => {
  it.each([
    ['Tel.: +44 20 7946 0958', '+44 20 7946 0958'],
    ['Telefon: +49 30 12345678', '+49 30 12345678'],
    ['Téléphone : +33 1 23 45 67 89', '+33 1 23 45 67 89'],
    ['Celular: +55 11 91234-5678', '+55 11 91234-5678'],
    ['Móvil: +34 612 34 56 78', '+34 612 34 56 78'],
    ['Mobile: +91 98765 43210', '+91 98765 43210'],
    ['Phone: +1 (415) 555-0132', '+1 (415) 555-0132'],
    ['Handy: 0044 20 7946 0958', '0044 20 7946 0958'],
    ['Handy: 0176 12345678', '0176 12345678'],
    // A postcode before a bracketed area code ends the address, it does not start the number.
    ['Austin, TX 78701 (512) 555-0147', '(512) 555-0147'],
    // A country code in brackets keeps its bracket.
    ['(+49) 176-3664-2113 | ana@example.com', '(+49) 176-3664-2113'],
    ['Austin, TX 78701    (512) 555-0147    ana@example.com', '(512) 555-0147'],
  ])('finds the number in %s', (line, phone) => {
    expect(findPhone(line)).toBe(phone);
  });

  it.each([
    '2019 - 2021',
    '03.2019 - 06.2021',
    '03/2019 - 06/2021',
    'Clip, Finance Intern, Mérida    2018-02 - 2021-12',
    'Analyst    2016-08-01 — 2018-10-01',
    'Geburtsdatum: 12.03.1990',
    'Rua Augusta 100, 01310-100 São Paulo',
    'Musterstraße 12, 10115 Berlin',
    'Chicago, IL 60601',
  ])('finds no phone in %s', (line) => {
    expect(findPhone(line)).toBeNull();
  });

  it('keeps the phone, not the birth date, from a "Datos personales" section', () => {
    const r = parseResume(`Carlos Gómez
Datos personales
Fecha de nacimiento: 05/11/1988
Teléfono: +34 612 34 56 78
Correo: carlos.gomez@example.es
Dirección: Calle Mayor 5, 28013 Madrid`);
    expect(r.contact).toMatchObject({
      name: 'Carlos Gómez',
      phone: '+34 612 34 56 78',
      email: 'carlos.gomez@example.es',
      location: 'Calle Mayor 5, 28013 Madrid',
    });
  });
});

describe('a contact row whose icons a web icon font drew', () => {
  it('reads its details apart once the icons are read as icons', () => {
    const r = parseResume(
      'Riku Ogawa\nPharmacist\nSummary\nPharmacist with three years of experience.\nKawasaki, Kanagawa\n\ue000 +81 3-4947-3438 •    \ue000 rogawa@yahoo.co.jp •    \ue000 rikuogawa',
    );
    expect([r.contact.phone, r.contact.email, r.contact.location]).toEqual([
      '+81 3-4947-3438',
      'rogawa@yahoo.co.jp',
      'Kawasaki, Kanagawa',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { looksLikeLocation } from './entry-fields';
import { parseResume } from './parse-resume';

describe('locations written with a postcode or a regional division', () => {
  it.each([
    'Wollongong NSW 2500',
    'Chorlton, Manchester M21',
    'Leeds LS1 4AP',
    'Gdańsk, woj. pomorskie',
    'Kraków, Woj. Małopolskie, Polska',
    'Ennis, Co. Clare',
    'Nakuru, Nakuru County',
    'Kakamega, Western Province, Kenya',
  ])('%s is a place', (text) => {
    expect(looksLikeLocation(text)).toBe(true);
  });

  it('keeps a place named with its county on the role its dates open', () => {
    const r = parseResume(
      'Dennis Gitau\nEXPERIENCE\nSenior Legal Counsel at Nairobi City County Government\nJune 2023 - Present · Nakuru, Nakuru County\n• Advised on 17 mergers.\n',
    );
    expect(r.experience).toHaveLength(1);
    expect(r.experience[0]).toMatchObject({
      company: 'Nairobi City County Government',
      startDate: 'June 2023',
      location: 'Nakuru, Nakuru County',
    });
  });

  it('does not take an employer with a code for a place', () => {
    expect(looksLikeLocation('Acme Holdings Ltd B2')).toBe(false);
    expect(looksLikeLocation('Nairobi City County Government')).toBe(false);
  });
});

describe('the location among the header details', () => {
  it('reads the place a label in any language names in a row of labelled cells, and never a label', () => {
    const labelled = parseResume(
      'Kacper Wiśniewski\nTelefon: 328 230 610    E-mail: kwisniewski@wp.pl    Adres: Katowice, Poland\n',
    );
    expect(labelled.contact.location).toBe('Katowice, Poland');
    const cells = parseResume(
      'Lucía Rodríguez\nTeléfono    +54 9 351 100-5293    Correo    lucia.rodriguez@yahoo.com.ar\n',
    );
    expect(cells.contact).toMatchObject({ phone: '+54 9 351 100-5293', location: null });
  });

  it('reads a district and its town beside a phone and an e-mail', () => {
    const r = parseResume('Ciara Walsh\nSalthill, Galway · +353 87 555 0101 · ciara@example.ie\n');
    expect(r.contact.location).toBe('Salthill, Galway');
  });

  it('reads a town under labelled contact details as the place', () => {
    const contact = [
      'Étienne Roy',
      'Mechanical Engineer',
      'CONTACT',
      'Email    etienne.roy@videotron.ca',
      'Phone    +1 (323) 118-4987',
      'Québec',
      'EXPERIENCE',
      'Engineer, Magna International    2019 – Present',
    ].join('\n');
    expect(parseResume(contact).contact.location).toBe('Québec');
  });

  it('reads a place standing among the contact details, not a one-word headline', () => {
    const sidebar = [
      'IGNACIO FERNÁNDEZ',
      'WAREHOUSE TEAM LEADER',
      'ABOUT',
      'SALTA SALTA',
      'IGNACIOFERNANDEZ@YAHOO.COM.AR',
      '11 4789-7354',
      'EXPERIENCE',
      'Team Leader, Andreani    2019 – Present',
    ].join('\n');
    expect(parseResume(sidebar).contact.location).toBe('SALTA SALTA');
    expect(
      parseResume('Ana Ruiz\nSolicitor\nana.ruiz@example.es\n+34 600 123 456\n').contact.location,
    ).toBeNull();
  });

  it('reads a town and region printed without their comma beside the details, never a profile handle', () => {
    const sidebar = (place: string) =>
      [
        'NOAH THOMAS',
        'WARD MANAGER',
        'ABOUT',
        place,
        'NOAHTHOMAS@OUTLOOK.COM',
        '+61 416 562 851',
        'IN/NOAHTHOMAS',
        'NOAH-THOMAS.DEV',
        'EXPERIENCE',
        'Ward Manager, Royal Melbourne Hospital    2023 – Present',
      ].join('\n');
    expect(parseResume(sidebar('SYDNEY NEW SOUTH WALES')).contact.location).toBe('SYDNEY NEW SOUTH WALES');
    // A line that names a skill or a job is no place, and a handle never is.
    expect(parseResume(sidebar('PATIENT ASSESSMENT')).contact.location).toBeNull();
  });

  it('reads a place closed by its country code under a personal site (itself a link), and never a heading of links', () => {
    const r = parseResume(
      [
        'FEDERICA RINALDI',
        'PHYSIOTHERAPY TEAM LEAD',
        'CONTACT',
        'federica.rinaldi1@libero.it',
        '+39 02 1252 2965',
        'federicarinaldi.me',
        'Genova Liguria IT',
        'SOCIAL',
        'linkedin.com/in/federicarinaldi',
        'SKILLS',
        'Pain Management',
      ].join('\n'),
    );
    expect(r.contact.location).toBe('Genova Liguria IT');
    expect(r.contact.links).toEqual(['federicarinaldi.me', 'linkedin.com/in/federicarinaldi']);
  });

  it('never reads an "Info" heading over the person\'s paragraph as a place', () => {
    const r = parseResume(
      [
        'Jennifer O’Brien',
        'INFO',
        'Collaborative Senior HR Business Partner with 27 years of experience building trust.',
        'EMPLOYMENT',
        'Senior HR Business Partner, CVS Health',
        '2022-01 — Present',
      ].join('\n'),
    );
    expect(r.contact.location).toBeNull();
    expect(r.summary).toContain('Collaborative Senior HR Business Partner');
    expect(r.experience[0]!.company).toBe('CVS Health');
  });

  it("takes the person's e-mail and phone from among the roles when the header has none", () => {
    const r = parseResume(
      [
        'Szymon Pawłowski',
        'Resident Engineer',
        'Experience',
        'Resident Engineer    06.2024 - Present',
        'LPP SA',
        '• Mentored 18 graduate engineers through professional review.',
        '+48 644 563 471',
        'spawlowski@onet.pl',
        'Structural Engineer    04.2021 - 02.2023',
        'Apteka Pod Orłem',
      ].join('\n'),
    );
    expect([r.contact.email, r.contact.phone]).toEqual(['spawlowski@onet.pl', '+48 644 563 471']);
    expect(r.experience.map((e) => e.company)).toEqual(['LPP SA', 'Apteka Pod Orłem']);
  });

  it('reads the value of a region labelled in a cell under a bare "Location" label, not the label', () => {
    const contact = [
      'Chinedu Obi',
      'Senior Software Engineer',
      'CONTACT',
      'Website    https://chineduobi.me',
      'Email    chineduobi@gmail.com',
      'Phone    +234 908 413 3708',
      'LOCATION',
      'Region    Rivers State',
      'WORK EXPERIENCE',
      'Senior Software Engineer at Paystack    2022-04-01 TO 2026-02-01',
    ].join('\n');
    const r = parseResume(contact);
    expect(r.contact.location).toBe('Rivers State');
    expect(r.contact.links).toEqual(['https://chineduobi.me']);
    for (const label of ['Region', 'State', 'Province', 'County', 'Country'])
      expect(parseResume(`Ana Lima\n${label}: Bahia\n`).contact.location, label).toBe('Bahia');
  });

  it('reads a place printed as labelled rows of its parts whole, in the order printed', () => {
    const rows = (parts: string[]) =>
      parseResume(['Amara Nwosu', 'Data Analyst', 'LOCATION', ...parts, 'SKILLS', 'SQL'].join('\n')).contact
        .location;
    expect(rows(['City    Halifax', 'Country code    CA', 'Region    Nova Scotia'])).toBe(
      'Halifax, CA, Nova Scotia',
    );
    expect(rows(['City: Kisumu', 'Country: Kenya'])).toBe('Kisumu, Kenya');
    // One labelled part alone is the place, and a row naming another field ends the parts.
    expect(rows(['City    Kisumu', 'Email    amara@example.com'])).toBe('Kisumu');
  });

  it('reads Dutch, Polish and Italian address labels', () => {
    expect(parseResume('Jan Kowalski\nAdres: Gdańsk, woj. pomorskie\n').contact.location).toBe(
      'Gdańsk, woj. pomorskie',
    );
    expect(parseResume('Pieter de Vries\nTelefoon: 06 12 34 56 78\n').contact.phone).toBe('06 12 34 56 78');
  });

  it('joins an address written on two lines, street first, and keeps a lone street line', () => {
    const us = parseResume(
      'Dana Fox\n123 Main Street\nSpringfield, IL 62704\ndana@example.com | (217) 555-0100\nEXPERIENCE\nTeacher',
    );
    expect(us.contact.location).toBe('123 Main Street, Springfield, IL 62704');
    expect(us.other).toEqual([]);
    // A postcode ending the street line runs on into the town, whatever stands between.
    const de = parseResume('Hegelstr. 8, 96052\nhttps://github.com/nk\nBamberg, Germany\nNasr Kasrin');
    expect(de.contact.location).toBe('Hegelstr. 8, 96052 Bamberg, Germany');
    // With no town after it, the street stays, verbatim.
    const alone = parseResume('Dana Fox\n123 Main Street\ndana@example.com\nEXPERIENCE\nTeacher');
    expect(alone.contact.location).toBeNull();
    expect(alone.other).toEqual([{ heading: 'Other details', lines: ['123 Main Street'] }]);
  });
});

describe('a place among details run together with single spaces', () => {
  it('reads the town and region left between the e-mail, phone and links', () => {
    const r = parseResume(
      'Ethan Kowalski\nHead of FP&A\nekowalski@gmail.com 724.194.1046 Chicago, Illinois linkedin.com/in/ethan-kowalski ethan-kowalski.io\n',
    );
    expect(r.contact).toMatchObject({ location: 'Chicago, Illinois', phone: '724.194.1046' });
  });

  it('reads a town and its region without a comma set between details a separator apart', () => {
    const r = parseResume(
      'FACUNDO GONZÁLEZ\nGENERAL MANAGER\nFACUNDO.GONZALEZ@OUTLOOK.COM | (0341) 15-160-2937 | SAN JUAN SAN JUAN | https://linkedin.com/in/facundo-gonzalez\n',
    );
    expect(r.contact).toMatchObject({ location: 'SAN JUAN SAN JUAN', phone: '(0341) 15-160-2937' });
  });

  it('reads no place from a line of details alone', () => {
    const r = parseResume(
      'Ethan Kowalski\nekowalski@gmail.com 724.194.1046 linkedin.com/in/ethan-kowalski\n',
    );
    expect(r.contact.location).toBeNull();
  });
});

describe('a place wrapped onto a line that ends it with the country', () => {
  it.each([
    ['Manchester, Greater', 'Manchester, GB', 'Manchester, Greater Manchester, GB'],
    ['Milton Keynes,', 'Buckinghamshire, GB', 'Milton Keynes, Buckinghamshire, GB'],
  ])('%s / %s', (first, second, place) => {
    const r = parseResume(`Owen Thomas\nowen@example.co.uk\n${first}\n${second}\nAbout\nBuilds things.\n`);
    expect(r.contact.location).toBe(place);
  });
});

describe('a contact block set in columns at the foot of the page', () => {
  const resume = [
    'Loïc Moreau',
    'Licensed Electrician',
    'Languages',
    'French    English',
    'Native    Fluent',
    'Alicante, Comunidad    loic.moreau65@orange.fr',
    'Valenciana    07 35 87 52 91    loic-moreau.fr',
  ].join('\n');

  it('reads the place, wrapped in its cell, the e-mail and the phone as the contact details', () => {
    const r = parseResume(resume);
    expect(r.contact.location).toBe('Alicante, Comunidad Valenciana');
    expect(r.contact.email).toBe('loic.moreau65@orange.fr');
    expect(r.contact.phone).toBe('07 35 87 52 91');
  });

  it('leaves a row of skills and a label with its value where they are', () => {
    const r = parseResume(
      ['Ana Ruiz', 'ana@example.es', 'Skills', 'Node.js    Vue.js', 'Telefoon   06 41 83 27 95'].join('\n'),
    );
    expect(r.skills).toEqual(expect.arrayContaining(['Node.js', 'Vue.js']));
    expect(r.contact.location).toBeNull();
  });
});

describe('a headline and a place on one line', () => {
  it('reads the place after a spaced dash ("Year Group Leader — Abuja, Federal Capital Territory")', () => {
    const r = parseResume(
      'Esther Olawale\nYear Group Leader — Abuja, Federal Capital Territory\nesther@example.com / 08133166769\n',
    );
    expect(r.contact).toMatchObject({
      name: 'Esther Olawale',
      location: 'Abuja, Federal Capital Territory',
    });
    expect(r.headline).toBe('Year Group Leader');
  });

  it("keeps a headline whose dash leads to the job's field, not a place", () => {
    const r = parseResume('Jane Doe\nSoftware Engineer — Backend\njane@example.com | +44 20 7946 0958\n');
    expect(r.contact.location).toBeNull();
    expect(r.headline).toBe('Software Engineer — Backend');
  });
});

describe('a region named with joining words', () => {
  it('reads "Buenos Aires, Ciudad Autónoma de Buenos Aires" beside the details as the place', () => {
    const r = parseResume(
      'Mateo Díaz\nmdiaz@example.com | +54 11 4725-7487 | Buenos Aires, Ciudad Autónoma de Buenos Aires\n',
    );
    expect(r.contact.location).toBe('Buenos Aires, Ciudad Autónoma de Buenos Aires');
  });
});

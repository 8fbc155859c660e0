import type { CorpusCase } from '../types';

// A Polish HGV driver's CV pasted as plain text into a job board: upper-case headings, labelled
// contact lines ("Telefon:", "E-mail:"), each job as a date line ("06/2021 – obecnie",
// "03/2019 – 05/2021"), a "Title – scope" line and "Company, Town"; two jobs at the same haulier
// (category C, then C+E international), "polsko-niemieckich", an "UPRAWNIENIA" (licences) section
// and the RODO (GDPR) consent clause at the end.
const text = `Tomasz Wiśniewski
Kierowca zawodowy kat. C+E

Telefon: +48 601 234 587
E-mail: tomasz.wisniewski@example.com
Adres: Łódź, woj. łódzkie
LinkedIn: linkedin.com/in/tomasz-wisniewski-kierowca

PODSUMOWANIE ZAWODOWE
Kierowca kat. C+E z ponad 6-letnim doświadczeniem w transporcie krajowym i międzynarodowym (Niemcy, Holandia, Belgia, Francja). Ponad 600 000 km bez szkody i bez mandatu za czas pracy. Dbam o pojazd i ładunek, dowożę na czas.

DOŚWIADCZENIE ZAWODOWE

06/2021 – obecnie
Kierowca kat. C+E – transport międzynarodowy
Raben Transport Sp. z o.o., Stryków
- Realizacja przewozów drobnicy i ładunków paletowych na trasach polsko-niemieckich i do krajów Beneluksu w systemie 3/1
- Obsługa tachografu cyfrowego drugiej generacji i planowanie przerw zgodnie z rozporządzeniem 561/2006
- Kontrola zabezpieczenia ładunku, dokumentacji CMR i stanu technicznego zestawu przed wyjazdem

03/2019 – 05/2021
Kierowca kat. C – dystrybucja krajowa
Raben Transport Sp. z o.o., Stryków
- Codzienna dystrybucja do sklepów sieci handlowych w województwie łódzkim i mazowieckim (15–20 punktów rozładunku)
- Rozładunek z użyciem windy i wózka paletowego, rozliczanie dokumentów WZ

09/2015 – 02/2019
Magazynier – operator wózka widłowego
Rossmann SDP Sp. z o.o., Łódź
- Kompletacja zamówień na skanerze i załadunek naczep w centrum dystrybucyjnym
- Praca na wózkach czołowych i wysokiego składowania (uprawnienia UDT)

WYKSZTAŁCENIE

2011 – 2015
Zespół Szkół Samochodowych im. Komisji Edukacji Narodowej w Łodzi
Technik pojazdów samochodowych

UPRAWNIENIA
- Prawo jazdy kat. B, C, C+E
- Świadectwo kwalifikacji zawodowej (kod 95), ważne do 09.2027
- Karta kierowcy
- ADR – kurs podstawowy i cysterny
- Uprawnienia UDT do obsługi wózków widłowych

UMIEJĘTNOŚCI
- Obsługa tachografu cyfrowego i analogowego
- Znajomość przepisów o czasie pracy kierowców
- Zabezpieczanie ładunku
- Dokumentacja CMR
- Ekojazda
- Nawigacja TomTom Webfleet
- Podstawowa obsługa techniczna pojazdu

JĘZYKI OBCE
- niemiecki – komunikatywny (B1)
- angielski – podstawowy (A2)

ZAINTERESOWANIA
Motoryzacja, wędkarstwo, piłka nożna.

Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji zgodnie z Rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (RODO).
`;

export const truckDriverTxtPl: CorpusCase = {
  id: 'truck-driver-txt-pl',
  covers: 'Polish TXT, "MM/YYYY – obecnie" date lines above the title, two roles at one haulier, RODO clause',
  render: 'txt',
  text,
  expected: {
    name: 'Tomasz Wiśniewski',
    email: 'tomasz.wisniewski@example.com',
    phone: '+48 601 234 587',
    location: 'Łódź, woj. łódzkie',
    roles: [
      {
        company: 'Raben Transport Sp. z o.o.',
        title: 'Kierowca kat. C+E – transport międzynarodowy',
        startDate: '06/2021',
        endDate: 'obecnie',
      },
      {
        company: 'Raben Transport Sp. z o.o.',
        title: 'Kierowca kat. C – dystrybucja krajowa',
        startDate: '03/2019',
        endDate: '05/2021',
      },
      {
        company: 'Rossmann SDP Sp. z o.o.',
        title: 'Magazynier – operator wózka widłowego',
        startDate: '09/2015',
        endDate: '02/2019',
      },
    ],
    schools: [
      {
        school: 'Zespół Szkół Samochodowych im. Komisji Edukacji Narodowej w Łodzi',
        degree: 'Technik pojazdów samochodowych',
      },
    ],
    skills: [
      'Obsługa tachografu cyfrowego i analogowego', 'Znajomość przepisów o czasie pracy kierowców',
      'Zabezpieczanie ładunku', 'Dokumentacja CMR', 'Ekojazda', 'Nawigacja TomTom Webfleet',
      'Podstawowa obsługa techniczna pojazdu',
    ], // prettier-ignore
  },
  sections: [
    'PODSUMOWANIE ZAWODOWE', 'DOŚWIADCZENIE ZAWODOWE', 'WYKSZTAŁCENIE', 'UPRAWNIENIA', 'UMIEJĘTNOŚCI',
    'JĘZYKI OBCE', 'ZAINTERESOWANIA',
  ], // prettier-ignore
};

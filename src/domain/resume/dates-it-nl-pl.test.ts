import { describe, expect, it } from 'vitest';
import { dateKey, findDates } from './dates';

describe('dates in Italian, Dutch and Polish', () => {
  it.each([
    ['giugno 2020 – oggi', 'giugno 2020', 'oggi', '2020-06'],
    ['ottobre 2016 - attuale', 'ottobre 2016', 'attuale', '2016-10'],
    ['maart 2018 – heden', 'maart 2018', 'heden', '2018-03'],
    ['mei 2015 tot augustus 2017', 'mei 2015', 'augustus 2017', '2015-05'],
    ['październik 2019 – obecnie', 'październik 2019', 'obecnie', '2019-10'],
    ['lipiec 2014 – grudzień 2016', 'lipiec 2014', 'grudzień 2016', '2014-07'],
    ['04/2021 – obecnie', '04/2021', 'obecnie', '2021-04'],
  ])('finds the dates in %s', (line, start, end, key) => {
    expect(findDates(line)).toMatchObject({ start, end, rest: '' });
    expect(dateKey(start)).toBe(key);
    expect(dateKey(end)).not.toBeNull();
  });

  it('reads each present word as now', () => {
    for (const w of ['oggi', 'heden', 'obecnie']) expect(dateKey(w)).toBe('present');
  });
});

import { describe, expect, it } from 'vitest';
import { fixSmallCaps } from './small-caps';

describe('fixSmallCaps', () => {
  it('reads lone lower-case "i"s in a line of capitals as capitals', () => {
    expect(fixSmallCaps('SENiOR DATA SCiENTiST')).toBe('SENIOR DATA SCIENTIST');
    expect(fixSmallCaps('M.S. iN PHYSiCS')).toBe('M.S. IN PHYSICS');
    expect(fixSmallCaps('PROJECT MANAGER · PUBLiC SPEAKER')).toBe('PROJECT MANAGER · PUBLIC SPEAKER');
    // Only the run in capitals: the dates beside it keep their case.
    expect(fixSmallCaps('LEAD ENGiNEER    Feb. 2019 - Present')).toBe('LEAD ENGINEER    Feb. 2019 - Present');
  });

  it('leaves mixed-case text and a leading "i" alone', () => {
    expect(fixSmallCaps('iOS DEVELOPER')).toBe('iOS DEVELOPER');
    expect(fixSmallCaps('Built the iPhone app')).toBe('Built the iPhone app');
    expect(fixSmallCaps('Senior Engineer')).toBe('Senior Engineer');
    expect(fixSmallCaps('Hawaii')).toBe('Hawaii');
  });
});

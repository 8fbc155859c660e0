import { describe, expect, it } from 'vitest';
import type { TextItem } from '../layout/types';
import { colourItems, fontStyle } from './typography';

const item = (str: string): TextItem => ({ str, x: 0, y: 0, width: 10, height: 10 });

describe('fontStyle', () => {
  it('reads weight and slant from the names Word, web and TeX fonts carry', () => {
    expect(fontStyle('ABCDEF+Calibri-BoldItalic')).toEqual({
      font: 'Calibri-BoldItalic',
      bold: true,
      italic: true,
    });
    expect(fontStyle('BAAAAA+LiberationSans')).toEqual({
      font: 'LiberationSans',
      bold: false,
      italic: false,
    });
    expect(fontStyle('OpenSans-SemiBold').bold).toBe(true);
    expect(fontStyle('CMBX10').bold).toBe(true);
    expect(fontStyle('SFTI1000').italic).toBe(true);
    expect(fontStyle('CMR10')).toMatchObject({ bold: false, italic: false });
    expect(fontStyle('Helvetica-Oblique').italic).toBe(true);
  });

  it('takes the font dictionary flags where the name says nothing', () => {
    expect(fontStyle('g_d0_f3', { bold: true })).toMatchObject({ bold: true, italic: false });
    expect(fontStyle(undefined, { italic: true })).toMatchObject({ font: '', italic: true });
  });
});

describe('colourItems', () => {
  it('gives each item the colour of the run its text was drawn in, whatever the spacing', () => {
    const items = [item('Jane Roe'), item(' '), item('Experience'), item('Acme, 2020')];
    colourItems(items, [
      { text: 'Jane', color: '#222222' },
      { text: ' Roe', color: '#222222' },
      { text: 'Experience', color: '#1f6feb' },
      { text: 'Acme,', color: '#000000' },
      { text: '2020', color: '#000000' },
    ]);
    expect(items.map((i) => i.color)).toEqual(['#222222', undefined, '#1f6feb', '#000000']);
  });

  it('skips a run the text layer left out, and leaves an item it cannot place uncoloured', () => {
    const items = [item('Phone'), item('Nowhere'), item('Email')];
    colourItems(items, [
      { text: 'Phone', color: '#111111' },
      { text: '\uf0e0', color: '#ff0000' },
      { text: 'Email', color: '#333333' },
    ]);
    expect(items.map((i) => i.color)).toEqual(['#111111', undefined, '#333333']);
  });
});

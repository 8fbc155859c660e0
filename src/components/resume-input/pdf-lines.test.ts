import { describe, expect, it } from 'vitest';
import { joinTextItems, type PositionedText } from './pdf-lines';

const item = (str: string, x: number, y: number, width = str.length * 6, height = 12): PositionedText => ({
  str,
  x,
  y,
  width,
  height,
});

describe('joinTextItems', () => {
  it('orders lines top to bottom and words left to right', () => {
    const text = joinTextItems([
      item('Experience', 72, 600),
      item('Rivera', 120, 720),
      item('Jordan', 72, 720),
      item('Data Analyst', 72, 704),
    ]);
    expect(text).toBe('Jordan Rivera\nData Analyst\nExperience');
  });

  it('keeps pieces of one word together and tolerates small baseline shifts', () => {
    const text = joinTextItems([
      item('North', 72, 700, 30),
      item('wind', 102, 700.8, 24),
      item('2019', 200, 699.5),
    ]);
    expect(text).toBe('Northwind 2019');
  });

  it('drops empty items and collapses spaces', () => {
    expect(joinTextItems([item('', 72, 700), item('SQL,  ', 72, 690, 30), item('Python', 102, 690)])).toBe(
      'SQL, Python',
    );
  });
});

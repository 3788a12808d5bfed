import { describe, expect, it } from 'vitest';
import { joinLetterSpacing, ownValues, sampleValuesIn } from './sample-text.ts';

const texts = (text: string, ignored?: Set<string>) =>
  sampleValuesIn(text, ignored).map((value) => value.text);

describe('sampleValuesIn', () => {
  it('finds the sample owner by name, city, contacts, clients and projects', () => {
    expect(texts('Karim Benali | Full Stack AI Engineer in Casablanca')).toEqual([
      'Karim Benali',
      'Casablanca',
    ]);
    expect(texts('Call +212 6 00 00 00 00 or write to hello@example.com')).toEqual([
      'hello@example.com',
      '+212 6 00 00 00 00',
    ]);
    expect(texts('"name":"Salma Idrissi","project":"Atlas Commerce"')).toEqual([
      'Salma Idrissi',
      'Atlas Commerce',
    ]);
  });

  it('reports a first name inside the full name once, and again only where it stands alone', () => {
    expect(texts('Portrait of Karim Benali')).toEqual(['Karim Benali']);
    expect(texts("Karim Benali. I'm Karim.")).toEqual(['Karim Benali', 'Karim']);
  });

  it('matches whole words only, in any case for Latin script', () => {
    expect(texts('Karimova and Benalia, casablancas')).toEqual([]);
    expect(texts('KARIM BENALI')).toEqual(['Karim Benali']);
  });

  it('finds the Arabic name and city', () => {
    expect(texts('أنا كريم، مقيم في الدار البيضاء')).toEqual(['كريم', 'الدار البيضاء']);
  });

  it('reads letter-spaced text as words, as a certificate draws its headings', () => {
    expect(joinLetterSpacing('C O N T A I N E R  A C A D E M Y')).toBe('CONTAINER  ACADEMY');
    expect(texts('K A R I M  B E N A L I')).toEqual(['Karim Benali']);
    expect(texts('C O N T A I N E R A C A D E M Y issued to K A R I M')).toEqual([
      'Karim',
      'Container Academy',
    ]);
  });

  it('leaves out the values the owner says are theirs', () => {
    expect(texts('Karim Zahir, Casablanca', new Set(['Karim', 'Casablanca']))).toEqual([]);
  });
});

describe('ownValues', () => {
  it('counts a first name or city the owner shares with the sample as theirs', () => {
    expect([...ownValues('Karim Zahir', ['Casablanca, Morocco'])].sort()).toEqual([
      'Casablanca',
      'Karim',
    ]);
  });

  it('counts nothing as theirs while the name is the sample owner’s', () => {
    expect(ownValues('Karim Benali', ['Casablanca, Morocco']).size).toBe(0);
  });

  it('never counts the sample owner’s full name or last name as theirs', () => {
    expect(ownValues('Nadia Benali', []).has('Benali')).toBe(true);
    expect(ownValues('Nadia Benali', []).has('Karim Benali')).toBe(false);
  });
});

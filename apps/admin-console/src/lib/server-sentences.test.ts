import { describe, expect, it } from 'vitest';
import catalogue from '~/i18n/locales/am/server.json';
import { createSentenceTranslator } from './server-sentences';

const translate = createSentenceTranslator({
  sentences: { 'Incorrect email or password.': 'ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም።' },
  templates: [
    { en: 'An Account for {name} Created Successfully!', am: 'ለ{name} መለያ ተፈጥሯል!' },
    { en: '{label} is too long (at most {max} characters).', am: '{label} በጣም ረጅም ነው (ቢበዛ {max} ፊደላት)።' },
    { en: '{label} is required.', am: '{label} ያስፈልጋል።' },
  ],
  labels: { 'The first name': 'የመጀመሪያ ስም' },
});

describe('the server’s sentences in Amharic', () => {
  it('gives a fixed sentence its translation', () => {
    expect(translate('Incorrect email or password.')).toBe('ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም።');
  });

  it('keeps a name or a number where the template has it, and names the field in Amharic', () => {
    expect(translate('An Account for Hanan Yusuf Created Successfully!')).toBe('ለHanan Yusuf መለያ ተፈጥሯል!');
    expect(translate('The first name is too long (at most 100 characters).')).toBe(
      'የመጀመሪያ ስም በጣም ረጅም ነው (ቢበዛ 100 ፊደላት)።',
    );
    expect(translate('The first name is required.')).toBe('የመጀመሪያ ስም ያስፈልጋል።');
  });

  it('leaves a sentence it does not know, or a field it cannot name, as the server wrote it', () => {
    expect(translate('Something entirely new.')).toBe('Something entirely new.');
    expect(translate('The favourite colour is required.')).toBe('The favourite colour is required.');
  });
});

describe('the station’s catalogue', () => {
  const real = createSentenceTranslator(catalogue);

  it('speaks Amharic for the refusals an editor meets most', () => {
    for (const sentence of [
      'Incorrect email or password.',
      'Enter a valid email address, like name@example.com.',
      'The passwords do not match.',
      'The title is required.',
      'Invalid YouTube link. Please enter a valid link.',
    ]) {
      expect(real(sentence), sentence).toMatch(/\p{Script=Ethiopic}/u);
    }
  });

  it('uses in each template exactly the placeholders of its English', () => {
    const names = (text: string) => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]).sort();
    for (const template of catalogue.templates)
      expect(names(template.am), template.en).toEqual(names(template.en));
  });
});

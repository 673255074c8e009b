/**
 * The server explains itself in English sentences (the spec's texts, word for word). An admin who
 * reads the console in Amharic gets them from a catalogue: a fixed sentence by itself, a sentence
 * built around a name or a number by its template, and a field's name inside a template by its label.
 * A sentence the catalogue does not know stays as the server wrote it rather than be lost.
 */
export interface SentenceCatalogue {
  sentences: Record<string, string>;
  /** `{label}` is looked up in `labels`; every other placeholder is carried over as it came. */
  templates: ReadonlyArray<{ en: string; am: string }>;
  labels: Record<string, string>;
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createSentenceTranslator(catalogue: SentenceCatalogue): (sentence: string) => string {
  const templates = catalogue.templates.map(({ en, am }) => {
    const names = [...en.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    const source = en
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    return { pattern: new RegExp(`^${source}$`, 's'), names, am };
  });

  return (sentence) => {
    const fixed = catalogue.sentences[sentence];
    if (fixed !== undefined) return fixed;
    for (const template of templates) {
      const match = template.pattern.exec(sentence);
      if (!match) continue;
      const values = new Map(template.names.map((name, index) => [name, match[index + 1] ?? '']));
      const label = values.get('label');
      if (label !== undefined) {
        const translated = catalogue.labels[label];
        if (translated === undefined) continue;
        values.set('label', translated);
      }
      return template.am.replace(PLACEHOLDER, (_whole, name: string) => values.get(name) ?? '');
    }
    return sentence;
  };
}

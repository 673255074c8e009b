import type { AudienceDimension, AudienceFilters } from '@station/domain';
import { useTranslation } from 'react-i18next';

/** Dimensions whose values are codes, and where their names are written. */
const CODE_WORDS: Partial<Record<AudienceDimension, string>> = {
  targetKind: 'audience.kinds',
  source: 'audience.sources',
  device: 'visitors.devices',
  lang: 'audience.languages',
};

/**
 * How a value of a dimension reads in the console's language: a code by its name, a category by the
 * category's, an article by its title; other values (a domain, a browser) as stored.
 */
export function useValueLabel() {
  const { t } = useTranslation('analytics');
  return (
    dimension: AudienceDimension,
    key: string,
    context: { title?: string; filters?: AudienceFilters } = {},
  ) => {
    if (key === '') return t('audience.table.none');
    const words = CODE_WORDS[dimension];
    if (words) return t(`${words}.${key}`, { defaultValue: key });
    if (dimension === 'target' && context.filters?.targetKind === 'category')
      return t(`categories.${key}`, { defaultValue: key });
    return context.title || key;
  };
}

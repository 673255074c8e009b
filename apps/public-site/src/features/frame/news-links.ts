import { CATEGORY_LABELS, type Category } from '@station/domain';

/** The News dropdown (spec §2): labels stay in Amharic whatever the interface language. */
export const CURRENT_NEWS_LABEL = 'ወቅታዊ ዜና';

export const NEWS_CATEGORIES = ['local', 'world', 'business', 'sport'] as const satisfies readonly Category[];

export const newsLabel = (category: Category) => CATEGORY_LABELS[category].am;

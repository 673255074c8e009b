import type { Category } from '@station/domain';
import { CATEGORY_LABELS } from '@station/domain/categories';

/** The News dropdown (spec §2): labels stay in Amharic whatever the interface language. */
export const CURRENT_NEWS_LABEL = 'ወቅታዊ ዜና';

export const NEWS_CATEGORIES = ['local', 'world', 'business', 'sport'] as const satisfies readonly Category[];

export const newsLabel = (category: Category) => CATEGORY_LABELS[category].am;

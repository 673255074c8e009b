import Pagination from '@mui/material/Pagination';
import { LIMITS } from '@station/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '~/lib/i18n';

const STEP_WORDS = {
  first: 'pager.first',
  last: 'pager.last',
  next: 'pager.next',
  previous: 'pager.previous',
} as const satisfies Record<string, TranslationKey>;

/** A table's pages: counted from 0 in the address (spec §4) and from 1 on screen. */
export function Pager({
  page,
  total,
  label,
  onChange,
}: {
  page: number;
  total: number;
  label: string;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const count = Math.max(1, Math.ceil(total / LIMITS.adminPostsPageSize));
  return (
    <nav aria-label={label}>
      <Pagination
        count={count}
        page={page + 1}
        onChange={(_event, value) => onChange(value - 1)}
        color="primary"
        getItemAriaLabel={(type, shown, selected) => {
          if (type === 'page') return t(selected ? 'pager.current' : 'pager.page', { page: shown });
          // MUI draws an ellipsis as "…" alone, never with this label.
          if (type === 'start-ellipsis' || type === 'end-ellipsis') return '';
          return t(STEP_WORDS[type]);
        }}
      />
    </nav>
  );
}

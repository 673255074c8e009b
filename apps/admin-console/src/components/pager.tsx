import Pagination from '@mui/material/Pagination';
import { LIMITS } from '@station/domain';
import { useTranslation } from 'react-i18next';

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
        getItemAriaLabel={(type, shown, selected) =>
          type === 'page' ? t(selected ? 'pager.current' : 'pager.page', { page: shown }) : t(`pager.${type}`)
        }
      />
    </nav>
  );
}

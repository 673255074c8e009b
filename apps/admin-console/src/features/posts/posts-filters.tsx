import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { CATEGORIES, FIELD_MAX, POST_STATUSES } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '~/components/forms/filter-select';
import { type PostsView, postAuthorsQuery, postCountsQuery } from './posts.queries';

const SORTS = {
  newest: { sort: 'date', order: 'desc' },
  oldest: { sort: 'date', order: 'asc' },
  mostViewed: { sort: 'views', order: 'desc' },
} as const;
type SortName = keyof typeof SORTS;

/** How long typing rests before the table is searched: one search per pause, not one per key. */
const SEARCH_PAUSE_MS = 350;

const sortNameOf = (view: PostsView): SortName =>
  view.sort === 'views' ? 'mostViewed' : view.order === 'asc' ? 'oldest' : 'newest';

/** The status tabs (with their counts), the search box and the filters above the posts table. */
export function PostsFilters({ view, onChange }: { view: PostsView; onChange: (view: PostsView) => void }) {
  const { t } = useTranslation();
  const { data: counts } = useSuspenseQuery(postCountsQuery());
  const { data: authors } = useSuspenseQuery(postAuthorsQuery());
  const [typed, setTyped] = useState(view.q ?? '');
  /** The search last sent to the table, so its answer does not overwrite what was typed since. */
  const sent = useRef(view.q ?? '');
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const change = (next: Partial<PostsView>) => onChange({ ...view, ...next, page: 0 });
  const latest = useRef(change);
  useEffect(() => {
    latest.current = change;
  });

  // A search from elsewhere (back, a shared address) shows in the box; our own does not echo back.
  useEffect(() => {
    if ((view.q ?? '') === sent.current) return;
    clearTimeout(pause.current);
    sent.current = view.q ?? '';
    setTyped(view.q ?? '');
  }, [view.q]);
  useEffect(() => () => clearTimeout(pause.current), []);

  const search = (text: string) => {
    clearTimeout(pause.current);
    const q = text.trim();
    if (q === sent.current) return;
    sent.current = q;
    latest.current({ q: q || undefined });
  };

  return (
    <Stack spacing={2}>
      <Tabs
        value={view.status ?? 'all'}
        onChange={(_event, status: string) =>
          change({ status: status === 'all' ? undefined : (status as PostsView['status']) })
        }
        variant="scrollable"
        aria-label={t('posts.status')}
      >
        <Tab value="all" label={t('status.all')} />
        {POST_STATUSES.map((status) => (
          <Tab key={status} value={status} label={`${t(`status.${status}`)} (${counts[status]})`} />
        ))}
      </Tabs>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        component="search"
        aria-label={t('posts.filters')}
      >
        <TextField
          size="small"
          type="search"
          label={t('posts.search')}
          value={typed}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            clearTimeout(pause.current);
            pause.current = setTimeout(() => search(text), SEARCH_PAUSE_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(typed);
          }}
          onBlur={() => search(typed)}
          slotProps={{ htmlInput: { maxLength: FIELD_MAX.searchKey } }}
          sx={{ flex: 2 }}
        />
        <FilterSelect
          label={t('posts.category')}
          value={view.category}
          anyLabel={t('posts.anyCategory')}
          options={CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
          onChange={(category) => change({ category })}
        />
        <FilterSelect
          label={t('posts.author')}
          value={view.author}
          anyLabel={t('posts.anyAuthor')}
          options={authors.map((author) => ({ value: author, label: author }))}
          onChange={(author) => change({ author })}
        />
        <FilterSelect
          label={t('posts.sort')}
          value={sortNameOf(view)}
          options={(Object.keys(SORTS) as SortName[]).map((name) => ({
            value: name,
            label: t(`posts.${name}`),
          }))}
          onChange={(name) => change(SORTS[name ?? 'newest'])}
        />
      </Stack>
    </Stack>
  );
}

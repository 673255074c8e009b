import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import InsightsIcon from '@mui/icons-material/Insights';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BulkAction, POST_CHANGED, type Post, TRASH_DAYS, TRUNCATE, truncate } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createLink, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { Page } from '~/components/page';
import { Pager } from '~/components/pager';
import { SentBackMarker } from '~/components/post-review/review-note';
import { SendBackDialog, type SendBackTarget } from '~/components/post-review/send-back-dialog';
import { useDeleteDialog } from '~/components/use-delete-dialog';
import { useFormats } from '~/lib/formats';
import { standingNotesQuery } from '~/lib/review-queries';
import { useSession } from '~/lib/session/use-session';
import { useSingleFlight } from '~/lib/use-single-flight';
import { useBulkPosts, usePurgePost, useTrashPost } from './posts.mutations';
import { type PostsView, postsViewQuery } from './posts.queries';
import { PostsFilters } from './posts-filters';
import { useBulkConfirm } from './use-bulk-confirm';

const IconLink = createLink(IconButton);
const TextLink = createLink(MuiLink);

/** Each post's version as the table showed it: publishing refuses one changed since. */
const versionsOf = (posts: readonly Post[]) =>
  Object.fromEntries(posts.flatMap((post) => (post.updatedAt ? [[post._id, post.updatedAt]] : [])));

/** The newsroom's table: every post by status, searched and filtered, with one-at-a-time and bulk steps. */
export function PostsPage({
  view,
  onViewChange,
}: {
  view: PostsView;
  onViewChange: (view: PostsView) => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const feedback = useFeedback();
  const { admin } = useSession();
  const mayPublish = admin?.role === 'super' || admin?.canPublish === true;
  const { data } = useSuspenseQuery(postsViewQuery(view));
  /** The notes still waiting for their writers, by post: those rows are marked. */
  const standing = new Map(useQuery(standingNotesQuery()).data?.map((note) => [note.postId, note]));
  const [sendingBack, setSendingBack] = useState<SendBackTarget | null>(null);
  /** The chosen posts as the table showed them, kept across pages. */
  const [selected, setSelected] = useState<ReadonlyMap<string, Post>>(new Map());
  /** Posts a bulk publish refused because they changed after the table showed them. */
  const [changedSince, setChangedSince] = useState<Post[]>([]);
  const { busy, run } = useSingleFlight();
  const trash = useTrashPost();
  const purge = usePurgePost({ onSuccess: (result) => feedback.success(result.message) });
  // The server's answer to a trashing is the older consoles' "Deleted Successfully!"; the table says
  // what truly happened: the post waits in the trash.
  const trashing = useDeleteDialog(async (id) => {
    await trash.mutateAsync(id);
    const title = data.items.find((post) => post._id === id)?.title ?? '';
    feedback.success(
      t('posts.trashed', { name: truncate(title, TRUNCATE.deleteDialogName), days: TRASH_DAYS }),
    );
  }, 'trash');
  const purging = useDeleteDialog((id) => purge.mutateAsync(id), 'purge');
  const bulk = useBulkPosts();
  const inTrash = view.status === 'trashed';

  const toggle = (post: Post) =>
    setSelected((current) => {
      const next = new Map(current);
      if (!next.delete(post._id)) next.set(post._id, post);
      return next;
    });

  const runBulk = (action: BulkAction, posts: Post[]) =>
    run(async () => {
      try {
        const result = await bulk.mutateAsync({
          action,
          ids: posts.map((post) => post._id),
          ...(action === 'publish' ? { versions: versionsOf(posts) } : {}),
        });
        const changed = new Set(
          result.results.filter((line) => line.code === POST_CHANGED).map((line) => line._id),
        );
        setChangedSince(posts.filter((post) => changed.has(post._id)));
        const done = result.results.filter((line) => line.ok).length;
        const refused = result.results.find((line) => !line.ok);
        if (refused)
          feedback.error(
            `${t('posts.bulkDone', { done, total: result.results.length })} ${refused.error ?? ''}`,
          );
        else feedback.success(t('posts.bulkDone', { done, total: result.results.length }));
        setSelected(new Map());
      } catch (error) {
        feedback.error((error as Error).message);
      }
    });

  const confirmBulk = useBulkConfirm(runBulk, busy);

  const bulkActions: BulkAction[] = inTrash
    ? ['restore']
    : [...(mayPublish ? (['publish', 'unpublish'] as const) : []), 'trash'];
  const changeView = (next: PostsView) => {
    setSelected(new Map());
    onViewChange(next);
  };

  return (
    <Page
      title={t('posts.title')}
      action={
        <Button component={Link} to="/dashboard/posts/new" variant="contained" startIcon={<AddIcon />}>
          {t('nav.newPost')}
        </Button>
      }
    >
      <PostsFilters view={view} onChange={changeView} />
      <Paper variant="outlined" sx={{ p: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            onClick={() => setSelected(new Map(data.items.map((post) => [post._id, post])))}
          >
            {t('posts.selectPage')}
          </Button>
          <Typography variant="body2">{t('posts.selected', { count: selected.size })}</Typography>
          {bulkActions.map((action) => (
            <Button
              key={action}
              size="small"
              variant="outlined"
              disabled={busy || selected.size === 0}
              onClick={() => confirmBulk.ask(action, [...selected.values()])}
            >
              {t(`posts.${action}`)}
            </Button>
          ))}
        </Stack>
      </Paper>
      {changedSince.length > 0 ? (
        <Alert severity="warning" onClose={() => setChangedSince([])}>
          {t('posts.changedSinceListed')}
          <ul>
            {changedSince.map((post) => (
              <li key={post._id}>
                <TextLink to="/dashboard/posts/$postId" params={{ postId: post._id }}>
                  {truncate(post.title, TRUNCATE.adminTableLong)}
                </TextLink>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <DataTable
        label={t('posts.title')}
        rows={data.items}
        rowKey={(post) => post._id}
        emptyMessage={t('posts.empty')}
        columns={[
          {
            key: 'select',
            header: t('posts.selectColumn'),
            render: (post) => (
              <Checkbox
                size="small"
                checked={selected.has(post._id)}
                onChange={() => toggle(post)}
                slotProps={{
                  input: {
                    'aria-label': t('posts.select', { name: truncate(post.title, TRUNCATE.adminTableShort) }),
                  },
                }}
              />
            ),
          },
          {
            key: 'title',
            header: t('posts.postTitle'),
            render: (post) => truncate(post.title, TRUNCATE.adminTableLong),
          },
          {
            key: 'status',
            header: t('posts.status'),
            render: (post) => {
              const note = post.status === 'draft' ? standing.get(post._id) : undefined;
              return (
                <Stack direction="row" spacing={0.5}>
                  <Chip size="small" label={t(`status.${post.status ?? 'published'}`)} />
                  {note ? <SentBackMarker note={note} /> : null}
                </Stack>
              );
            },
          },
          { key: 'author', header: t('posts.author'), render: (post) => post.author?.name ?? '' },
          {
            key: 'category',
            header: t('posts.category'),
            render: (post) => t(`categories.${post.category}`),
          },
          {
            key: 'date',
            header: t('posts.publishedAt'),
            render: (post) => date(post.publishAt ?? post.createdAt),
          },
          { key: 'views', header: t('posts.views'), render: (post) => post.visit, align: 'right' },
          {
            key: 'actions',
            header: t('common.actions'),
            align: 'right',
            render: (post: Post) => {
              const name = truncate(post.title, TRUNCATE.adminTableShort);
              return (
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                  {inTrash ? (
                    <>
                      <IconButton
                        aria-label={`${t('posts.restore')} ${name}`}
                        onClick={() => void runBulk('restore', [post])}
                      >
                        <RestoreIcon />
                      </IconButton>
                      {mayPublish ? (
                        <IconButton
                          aria-label={`${t('posts.purge')} ${name}`}
                          onClick={() => purging.open(post._id, post.title)}
                        >
                          <DeleteForeverIcon />
                        </IconButton>
                      ) : null}
                    </>
                  ) : (
                    <>
                      <IconLink
                        to="/dashboard/posts/$postId"
                        params={{ postId: post._id }}
                        aria-label={`${t('common.edit')} ${name}`}
                      >
                        <EditIcon />
                      </IconLink>
                      {mayPublish && post.status === 'published' ? (
                        <IconLink
                          to="/dashboard/analytics/posts/$postId"
                          params={{ postId: post._id }}
                          aria-label={`${t('posts.stats')} ${name}`}
                        >
                          <InsightsIcon />
                        </IconLink>
                      ) : null}
                      {mayPublish && post.status === 'review' ? (
                        <IconButton
                          aria-label={`${t('review.sendBack')} ${name}`}
                          onClick={() => setSendingBack(post)}
                        >
                          <UndoIcon />
                        </IconButton>
                      ) : null}
                      <IconButton
                        aria-label={`${t('posts.trash')} ${name}`}
                        onClick={() => trashing.open(post._id, post.title)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </>
                  )}
                </Stack>
              );
            },
          },
        ]}
      />
      <Pager
        page={view.page}
        total={data.total}
        label={t('posts.pages')}
        onChange={(page) => onViewChange({ ...view, page })}
      />
      {trashing.dialog}
      {purging.dialog}
      {confirmBulk.dialog}
      <SendBackDialog
        post={sendingBack}
        onClose={() => setSendingBack(null)}
        onSent={(result) => {
          setSendingBack(null);
          feedback.success(result.message);
        }}
      />
    </Page>
  );
}

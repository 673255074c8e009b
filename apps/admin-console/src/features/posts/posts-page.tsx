import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CATEGORIES, type Post, TRUNCATE, truncate, updatePostInputSchema } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { EntityForm } from '~/components/forms/entity-form';
import { FormDialog } from '~/components/forms/form-dialog';
import { Page } from '~/components/page';
import { useDeleteDialog } from '~/components/use-delete-dialog';
import { postEditValues } from './post-edit-values';
import { postsPageQuery, useDeletePost, useUpdatePost } from './posts.queries';
import { PostsPager } from './posts-pager';

export function PostsPage({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const { data } = useSuspenseQuery(postsPageQuery(page));
  const [viewing, setViewing] = useState<Post | null>(null);
  const [editing, setEditing] = useState<Post | null>(null);
  const remove = useDeletePost({ onSuccess: (result) => feedback.success(result.message) });
  const deletion = useDeleteDialog((id) => remove.mutateAsync(id));
  const edit = useUpdatePost({
    onSuccess: (result) => {
      feedback.success(result.message);
      setEditing(null);
    },
  });
  const categories = CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }));

  return (
    <Page
      title={t('posts.title')}
      action={
        <Button component={Link} to="/dashboard/posts/new" variant="contained" startIcon={<AddIcon />}>
          {t('nav.newPost')}
        </Button>
      }
    >
      <DataTable
        label={t('posts.title')}
        rows={data.items}
        rowKey={(post) => post._id}
        emptyMessage={t('posts.empty')}
        columns={[
          {
            key: 'title',
            header: t('posts.postTitle'),
            render: (post) => truncate(post.title, TRUNCATE.adminTableLong),
          },
          {
            key: 'category',
            header: t('posts.category'),
            render: (post) => t(`categories.${post.category}`),
          },
          {
            key: 'createdAt',
            header: t('posts.createdAt'),
            render: (post) => new Date(post.createdAt).toLocaleDateString('en-US'),
          },
          { key: 'views', header: t('posts.views'), render: (post) => post.visit, align: 'right' },
          {
            key: 'actions',
            header: t('common.actions'),
            align: 'right',
            render: (post) => {
              const name = truncate(post.title, TRUNCATE.adminTableShort);
              return (
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                  <IconButton aria-label={`${t('common.view')} ${name}`} onClick={() => setViewing(post)}>
                    <VisibilityIcon />
                  </IconButton>
                  <IconButton aria-label={`${t('common.edit')} ${name}`} onClick={() => setEditing(post)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`${t('common.delete')} ${name}`}
                    onClick={() => deletion.open(post._id, post.title)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              );
            },
          },
        ]}
      />
      <PostsPager page={page} total={data.total} label={t('posts.pages')} onChange={onPageChange} />
      <FormDialog title={t('posts.viewTitle')} open={viewing !== null} onClose={() => setViewing(null)}>
        {viewing ? (
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {viewing.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ overflowX: 'auto' }}>
              {viewing.imagesUrl.map((image) => (
                <Box
                  key={image.secure_url}
                  component="img"
                  src={image.secure_url}
                  alt=""
                  sx={{ height: 120, borderRadius: 1 }}
                />
              ))}
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{viewing.detail}</Typography>
          </Stack>
        ) : null}
      </FormDialog>
      <FormDialog title={t('posts.editTitle')} open={editing !== null} onClose={() => setEditing(null)}>
        {editing ? (
          <EntityForm
            ariaLabel={t('posts.editTitle')}
            fields={[
              { name: 'title', label: t('posts.postTitle') },
              { name: 'detail', label: t('posts.detail'), type: 'textarea' },
              { name: 'category', label: t('posts.category'), type: 'select', options: categories },
            ]}
            initialValues={{ title: editing.title, detail: editing.detail, category: editing.category }}
            schema={updatePostInputSchema}
            transform={(values) => postEditValues(values, editing.updatedAt)}
            submitLabel={t('common.update')}
            busyLabel={t('common.updating')}
            onSubmit={(input) => edit.mutateAsync({ id: editing._id, input })}
          />
        ) : null}
      </FormDialog>
      {deletion.dialog}
    </Page>
  );
}

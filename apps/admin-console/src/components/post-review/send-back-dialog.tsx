import Typography from '@mui/material/Typography';
import { ApiError } from '@station/api-client/admin';
import { POST_CHANGED, type Post, sendBackInputSchema, TRUNCATE, truncate } from '@station/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postsKeys } from '~/lib/post-queries';
import { useSendBack } from '~/lib/review-mutations';
import { useFeedback } from '../feedback/feedback';
import { EntityForm } from '../forms/entity-form';
import { FormDialog } from '../forms/form-dialog';

const noteSchema = sendBackInputSchema.pick({ note: true });

export type SendBackTarget = Pick<Post, '_id' | 'title' | 'updatedAt'>;

/**
 * The reviewer's note for a post going back to its writer, sent against the version the reviewer saw.
 * When the post changed since, nothing is sent and the dialog closes: the posts are read again, the
 * note typed is kept for the next opening, and `onChanged` lets a screen showing the post's text show
 * it as it is now, to be read first.
 */
export function SendBackDialog({
  post,
  onClose,
  onSent,
  onChanged,
}: {
  post: SendBackTarget | null;
  onClose: () => void;
  onSent: (result: { message: string; data: Post }) => void;
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const sendBack = useSendBack();
  const queryClient = useQueryClient();
  const [kept, setKept] = useState<Readonly<Record<string, string>>>({});

  return (
    <FormDialog title={t('review.sendBackTitle')} open={post !== null} onClose={onClose}>
      {post ? (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('review.sendBackIntro', { name: truncate(post.title, TRUNCATE.deleteDialogName) })}
          </Typography>
          <EntityForm
            ariaLabel={t('review.sendBackTitle')}
            fields={[{ name: 'note', label: t('review.note'), type: 'textarea', required: true }]}
            initialValues={{ note: kept[post._id] ?? '' }}
            schema={noteSchema}
            submitLabel={t('review.sendBack')}
            busyLabel={t('review.sending')}
            onSubmit={async ({ note }) => {
              try {
                const result = await sendBack.mutateAsync({
                  id: post._id,
                  input: { note, updatedAt: post.updatedAt ?? '' },
                });
                setKept(({ [post._id]: _sent, ...others }) => others);
                onSent(result);
              } catch (error) {
                if (!(error instanceof ApiError && error.code === POST_CHANGED)) throw error;
                setKept((current) => ({ ...current, [post._id]: note }));
                feedback.error(error.message);
                onClose();
                onChanged?.();
                await queryClient.invalidateQueries({ queryKey: postsKeys.all });
              }
            }}
          />
        </>
      ) : null}
    </FormDialog>
  );
}

import { type BulkAction, type Post, TRASH_DAYS } from '@station/domain';
import { ConfirmDialog } from '@station/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a bulk step, naming how many posts it touches and what readers will notice; `run` goes
 * ahead only once the admin confirms.
 */
export function useBulkConfirm(run: (action: BulkAction, posts: Post[]) => Promise<unknown>, busy: boolean) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<{ action: BulkAction; posts: Post[] } | null>(null);

  const confirm = async () => {
    if (!asked) return;
    await run(asked.action, asked.posts);
    setAsked(null);
  };

  return {
    ask: (action: BulkAction, posts: Post[]) => setAsked({ action, posts }),
    dialog: (
      <ConfirmDialog
        open={asked !== null}
        title={asked ? t(`posts.${asked.action}`) : ''}
        message={
          asked
            ? t(`posts.bulkQuestion.${asked.action}`, { count: asked.posts.length, days: TRASH_DAYS })
            : ''
        }
        confirmLabel={asked ? t(`posts.${asked.action}`) : ''}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    ),
  };
}

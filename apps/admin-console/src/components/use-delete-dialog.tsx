import { TRASH_DAYS, TRUNCATE, truncate } from '@station/domain';
import { ConfirmDialog } from '@station/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '~/lib/use-single-flight';
import { useFeedback } from './feedback/feedback';

/**
 * What the removal does, so the dialog says it truly: `delete` is the spec's plain delete, `trash` a move
 * the admin can undo for TRASH_DAYS, `purge` a delete from the trash that cannot be undone.
 */
export type DeleteKind = 'delete' | 'trash' | 'purge';

const WORDS = {
  delete: { title: 'common.deleteTitle', question: 'common.deleteQuestion', confirm: 'common.delete' },
  trash: { title: 'common.moveToTrash', question: 'common.trashQuestion', confirm: 'common.moveToTrash' },
  purge: { title: 'common.deleteForGood', question: 'common.purgeQuestion', confirm: 'common.deleteForGood' },
} as const;

/**
 * The one delete confirmation: open it with an item's id and name; on confirm it runs `remove`, which
 * says what the admin is told on success. A failure goes to the toast and keeps the dialog open.
 */
export function useDeleteDialog(remove: (id: string) => Promise<unknown>, kind: DeleteKind = 'delete') {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const { busy, run } = useSingleFlight();
  const words = WORDS[kind];

  const confirm = () =>
    run(async () => {
      if (!target) return;
      try {
        await remove(target.id);
        setTarget(null);
      } catch (error) {
        feedback.error((error as Error).message);
      }
    });

  return {
    open: (id: string, name: string) => setTarget({ id, name }),
    dialog: (
      <ConfirmDialog
        open={target !== null}
        title={t(words.title)}
        message={t(words.question, {
          name: truncate(target?.name ?? '', TRUNCATE.deleteDialogName),
          days: TRASH_DAYS,
        })}
        confirmLabel={t(words.confirm)}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    ),
  };
}

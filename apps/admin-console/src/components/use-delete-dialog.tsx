import { TRUNCATE, truncate } from '@station/domain';
import { ConfirmDialog } from '@station/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '~/lib/use-single-flight';
import { useFeedback } from './feedback/feedback';

/**
 * The one delete confirmation: open it with an item's id and name; on confirm it runs `remove`, which
 * says what the admin is told on success. A failure goes to the toast and keeps the dialog open.
 */
export function useDeleteDialog(remove: (id: string) => Promise<unknown>) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const { busy, run } = useSingleFlight();

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
        title={t('common.deleteTitle')}
        message={t('common.deleteQuestion', {
          name: truncate(target?.name ?? '', TRUNCATE.deleteDialogName),
        })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    ),
  };
}

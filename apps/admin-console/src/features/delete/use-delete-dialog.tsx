import type { DeletableRoute } from '@station/api-client/admin';
import { TRUNCATE, truncate } from '@station/domain';
import { ConfirmDialog } from '@station/ui/confirm-dialog';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '~/lib/api';
import { useApiMutation } from '../feedback/use-api-mutation';

/** The one delete confirmation: open it with an item's id and name; DELETE {route}/{id} on confirm. */
export function useDeleteDialog(route: DeletableRoute, invalidate: QueryKey) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const mutation = useApiMutation((id: string) => api.remove(route, id), {
    invalidate: [invalidate],
    onSuccess: () => setTarget(null),
  });

  const close = () => {
    setTarget(null);
    mutation.reset();
  };

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
        busy={mutation.isPending}
        onConfirm={() => target && mutation.mutate(target.id)}
        onClose={close}
      />
    ),
  };
}

import type { AdName } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { adsKeys } from './ads.queries';

export interface AdUpload {
  name: AdName;
  image: File;
  /** Sent as typed: empty removes the stored link (contract 2). */
  link: string;
}

type Saved = Awaited<ReturnType<typeof api.ads.update>>;

export const useUpdateAd = (config?: MutationConfig<Saved, AdUpload>) =>
  useInvalidatingMutation(
    [adsKeys.all],
    ({ name, image, link }) => {
      const form = new FormData();
      form.append('name', name);
      form.append('link', link);
      form.append('image', image);
      return api.ads.update(name, form);
    },
    config,
  );

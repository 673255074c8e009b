import { type Ad, type AdName, adFormFieldsSchema } from '@station/domain';
import type { Db } from '../../db/client';
import { invalidField, invalidFields } from '../../lib/errors';
import { toFieldIssues } from '../../lib/field-issues';
import type { MultipartBody } from '../../lib/multipart';
import { createAdPictures } from '../../storage/pictures';
import type { Storage } from '../../storage/storage';
import { createAdsRepository, toAd } from './ads.repository';

const CHOOSE_IMAGE = 'Choose an image for the ad.';

export function createAdsService({ db, storage }: { db: Db; storage: Storage }) {
  const repo = createAdsRepository(db);
  const pictures = createAdPictures(storage);
  const shown = (row: Parameters<typeof toAd>[0]) => toAd(row, pictures);

  /** An empty link removes the stored one; an absent field keeps it (contract 2). */
  function readLink(fields: MultipartBody['fields'], name: AdName): string | null | undefined {
    const parsed = adFormFieldsSchema.safeParse({ ...fields });
    if (!parsed.success) throw invalidFields(toFieldIssues(parsed.error.issues));
    if (parsed.data.name !== undefined && parsed.data.name !== name)
      throw invalidField('name', 'The ad named in the form is not the one in the address.');
    return parsed.data.link === undefined ? undefined : parsed.data.link || null;
  }

  return {
    list: async (): Promise<Ad[]> => (await repo.list()).map(shown),

    /** A new picture replaces the old one (removed from the store once the row points elsewhere). */
    async update(name: AdName, { fields, files }: MultipartBody): Promise<Ad> {
      const link = readLink(fields, name);
      const file = files.find((part) => part.field === 'image');
      if (!file) {
        // Only the link of an ad that already has its picture can change without a new one.
        const updated = link !== undefined ? await repo.setLink(name, link) : undefined;
        if (!updated) throw invalidField('image', CHOOSE_IMAGE);
        return shown(updated);
      }
      const [stored] = await pictures.store([file.data]);
      if (!stored) throw new Error('the ad picture was not stored');
      let previous: Awaited<ReturnType<typeof repo.find>>;
      let row: Awaited<ReturnType<typeof repo.save>>;
      try {
        previous = await repo.find(name);
        row = await repo.save(name, stored, link);
      } catch (error) {
        await pictures.remove([stored]);
        throw error;
      }
      if (!row) throw new Error('the ad upsert returned nothing');
      if (previous) await pictures.remove([previous.image]);
      return shown(row);
    },
  };
}

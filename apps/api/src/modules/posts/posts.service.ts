import {
  FIELD_MAX,
  LIMITS,
  type Post,
  type PostFields,
  postFieldsSchema,
  type UpdatePostInput,
} from '@station/domain';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { processImage } from '../../lib/images';
import type { MultipartBody } from '../../lib/multipart';
import type { Storage } from '../../storage/storage';
import { createPostsRepository, toPost } from './posts.repository';

/** Photos are stored at the widest size any page shows them, as WebP, whatever the camera sent. */
const POST_IMAGE_MAX_WIDTH = 1600;

export function createPostsService({ db, storage }: { db: Db; storage: Storage }) {
  const repo = createPostsRepository(db);

  async function storeImages(files: MultipartBody['files']): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (const file of files) {
        const image = await processImage(file.data, ['image/png', 'image/jpeg', 'image/webp'], {
          maxWidth: POST_IMAGE_MAX_WIDTH,
          toWebp: true,
        });
        const saved = await storage.save(image.data, image.extension);
        stored.push({ secure_url: saved.url, id: saved.key, width: image.width, height: image.height });
      }
      return stored;
    } catch (error) {
      await Promise.all(stored.map((image) => (image.id ? storage.remove(image.id) : undefined)));
      throw error;
    }
  }

  return {
    async list(query: { limit: number; skip: number; category?: PostFields['category'] | undefined }) {
      const { rows, total } = await repo.list(query);
      return { posts: rows.map(toPost), total };
    },

    async get(id: string): Promise<Post> {
      const row = await repo.findById(id);
      if (!row) throw notFound('The post');
      return toPost(row);
    },

    search: async (key: string) => (await repo.search(key.trim(), LIMITS.searchResultsMax)).map(toPost),

    async create(body: MultipartBody): Promise<Post> {
      const parsed = postFieldsSchema.safeParse({
        title: body.fields.title,
        detail: body.fields.detail,
        category: body.fields.category,
      });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The post is not valid.');
      const files = body.files.filter((file) => file.field === 'images' || file.field === 'images[]');
      if (files.length > FIELD_MAX.imagesPerPost)
        throw badRequest(`A post takes at most ${FIELD_MAX.imagesPerPost} images.`);
      const images = await storeImages(files);
      try {
        const row = await repo.insert({ ...parsed.data, images, source: 'console' });
        if (!row) throw new Error('insert returned nothing');
        return toPost(row);
      } catch (error) {
        await Promise.all(images.map((image) => (image.id ? storage.remove(image.id) : undefined)));
        throw error;
      }
    },

    async update(id: string, input: UpdatePostInput): Promise<Post> {
      const fields = { title: input.title, detail: input.detail, category: input.category };
      const row = await repo.update(id, fields, input.updatedAt ? new Date(input.updatedAt) : undefined);
      if (row) return toPost(row);
      if (!(await repo.findById(id))) throw notFound('The post');
      throw conflict(
        'Someone else saved this post after you opened it. Reload it and apply your change again.',
      );
    },

    async remove(id: string): Promise<Post> {
      const row = await repo.remove(id);
      if (!row) throw notFound('The post');
      await Promise.all(row.images.map((image) => (image.id ? storage.remove(image.id) : undefined)));
      return toPost(row);
    },
  };
}

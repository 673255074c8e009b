import type { Category } from '@station/domain';

/** What an editor typed and has not saved yet, kept in this browser until it is saved or dropped. */
export interface LocalDraft {
  title: string;
  category: Category | '';
  body: string;
  /** When it was typed (ms), to say how old it is. */
  at: number;
  /** The post's `updatedAt` when the editor opened it, so a draft of an older version says so. */
  base?: string | undefined;
}

const keyOf = (postId: string | undefined) => `station-draft-${postId ?? 'new'}`;

/**
 * Survives a reload, a closed tab, and a session that ended mid-sentence (the login comes back to the
 * same page). Storage may be full or off; then the editor works without this safety net.
 */
export function localDrafts(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage) {
  return {
    read(postId: string | undefined): LocalDraft | undefined {
      try {
        const raw = storage.getItem(keyOf(postId));
        if (!raw) return undefined;
        const draft = JSON.parse(raw) as Partial<LocalDraft>;
        return typeof draft.title === 'string' &&
          typeof draft.body === 'string' &&
          typeof draft.at === 'number'
          ? (draft as LocalDraft)
          : undefined;
      } catch {
        return undefined;
      }
    },
    write(postId: string | undefined, draft: LocalDraft): void {
      try {
        storage.setItem(keyOf(postId), JSON.stringify(draft));
      } catch {
        // Full or unavailable: the server copy is all there is.
      }
    },
    clear(postId: string | undefined): void {
      try {
        storage.removeItem(keyOf(postId));
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
  };
}

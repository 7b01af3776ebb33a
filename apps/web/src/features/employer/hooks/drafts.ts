/**
 * Wizard drafts (the profile and job wizards and their confirm screens are different routes).
 * Kept in session storage: they survive a reload and the step back from the confirm screen, stay
 * in this tab, and are gone when it closes. Keys carry the user id, so another account signed in
 * in the same tab never sees them.
 */
const PREFIX = 'fairchance.employer.draft';

export type DraftKind = 'profile' | 'job';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage switched off: the draft lives only as long as the page
  }
}

function keyOf(kind: DraftKind, userId: string): string {
  return `${PREFIX}.${kind}.${userId}`;
}

const memory = new Map<string, unknown>();

export function readDraft<T extends object>(kind: DraftKind, userId: string): Partial<T> | null {
  const key = keyOf(kind, userId);
  const store = storage();
  if (!store) return (memory.get(key) as Partial<T> | undefined) ?? null;
  const text = store.getItem(key);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(kind: DraftKind, userId: string, value: object): void {
  const key = keyOf(kind, userId);
  const store = storage();
  if (!store) {
    memory.set(key, value);
    return;
  }
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    memory.set(key, value);
  }
}

export function clearDraft(kind: DraftKind, userId: string): void {
  const key = keyOf(kind, userId);
  memory.delete(key);
  storage()?.removeItem(key);
}

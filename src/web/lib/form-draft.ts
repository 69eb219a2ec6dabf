import { useEffect, useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a multi-step form has typed so far, kept in the tab's sessionStorage (decision 046):
 * it survives a reload, Back and Forward, a dropped connection and a restored tab, and goes
 * when the tab is closed, so a shared computer does not keep one person's details for the
 * next. Only the fields a form names are kept: never a password, never a photo file.
 */

const PREFIX = 'form-draft:';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const session = (): DraftStorage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the draft lasts as long as the page
  }
};

/** The storage key of one form's draft: `form-draft:registration:<user id>`, so two forms, or two people, never share one. */
export function draftKey(form: string, owner?: string | null): string {
  return owner ? `${PREFIX}${form}:${owner}` : `${PREFIX}${form}`;
}

type DraftValue = string | number | boolean | null | string[];

function isDraftValue(value: unknown): value is DraftValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Same kind as the empty form's value (when the empty form has one), so a stale draft cannot break a field. */
function fitsField(value: DraftValue, empty: unknown): boolean {
  if (empty === undefined || empty === null || value === null) return true;
  if (Array.isArray(empty)) return Array.isArray(value);
  return typeof empty === typeof value && !Array.isArray(value);
}

/** The kept values of the named fields, or {} when there is no draft (or it cannot be read). */
export function readDraft<T extends object>(key: string, empty: T, fields: readonly (keyof T & string)[], storage = session()): Partial<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const draft: Partial<T> = {};
  for (const field of fields) {
    const value: unknown = (raw as Record<string, unknown>)[field];
    if (isDraftValue(value) && fitsField(value, empty[field])) Object.assign(draft, { [field]: value });
  }
  return draft;
}

export function writeDraft(key: string, values: object, fields: readonly string[], storage = session()): void {
  const kept: Record<string, DraftValue> = {};
  for (const field of fields) {
    const value: unknown = (values as Record<string, unknown>)[field];
    if (isDraftValue(value)) kept[field] = value;
  }
  try {
    storage?.setItem(key, JSON.stringify(kept));
  } catch {
    // Full or blocked: the form still holds the values in memory.
  }
}

export function clearDraft(key: string, storage = session()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // blocked: nothing was stored
  }
}

/** Every form's draft: at sign-out, so the next person on the device starts afresh. */
export function clearAllDrafts(storage = session()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // blocked: nothing was stored
  }
}

/**
 * Keeps the named fields of a react-hook-form form in its draft as they are typed. Restore by
 * spreading readDraft(...) over the form's defaultValues. Only field changes are saved: a
 * reset (after a successful submit, or a prefill from the server) is not typing.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string, fields: readonly (keyof T & string)[]): { clear: () => void } {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name !== undefined) writeDraft(key, form.getValues(), fields);
    });
    return () => subscription.unsubscribe();
  }, [form, key, fields]);
  return useMemo(() => ({ clear: () => clearDraft(key) }), [key]);
}

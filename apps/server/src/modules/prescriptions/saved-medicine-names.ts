import { savedMedicinesMax } from '@tabib/contracts/prescriptions';

const keyOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Names kept once each (case and accents ignored), newest first: the latest spelling wins, at most savedMedicinesMax. */
export function mergeMedicineNames(newest: readonly string[], existing: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const raw of [...newest, ...existing]) {
    const name = raw.trim();
    const key = keyOf(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    merged.push(name);
  }
  return merged.slice(0, savedMedicinesMax);
}

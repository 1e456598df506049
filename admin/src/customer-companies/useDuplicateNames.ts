import { useEffect, useState } from 'react';
import { type DuplicateCompany, modifierApi } from './modifierApi';

const TYPING_PAUSE_MS = 300;

/**
 * The companies whose name equals `name` as the duplicate-name check compares them, asked again after each
 * pause in typing; an answer to an older name is dropped. `excludeId`: the company being edited.
 */
export function useDuplicateNames(name: string, excludeId?: number): DuplicateCompany[] {
  const [duplicates, setDuplicates] = useState<DuplicateCompany[]>([]);
  // Another company opened in the same screen: its predecessor's warning must not stay up while asking.
  useEffect(() => setDuplicates([]), [excludeId]);
  useEffect(() => {
    const trimmed = name.trim();
    if (!trimmed) {
      setDuplicates([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      modifierApi
        .duplicateNames(trimmed, excludeId)
        .then((check) => current && setDuplicates(check.duplicates))
        .catch(() => current && setDuplicates([]));
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, excludeId]);
  return duplicates;
}

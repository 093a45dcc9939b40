/**
 * Whether this person's onboarding began with the name step. Once they answer it their profile
 * has a name, which would otherwise drop the step on a reload and renumber the counter ("2/6"
 * becoming "1/5" on the same step). Kept per user in localStorage until onboarding finishes.
 */
import { localStorageOrNull as storage } from '../../lib/local-storage';

const key = (userId: string) => `learnhub:onboarding-name-step:${userId}`;

export function rememberNameStep(userId: string, shown: boolean): void {
  try {
    if (shown) storage()?.setItem(key(userId), '1');
  } catch {
    // Storage full or disabled: the counter may renumber after a reload, nothing else.
  }
}

export function nameStepWasShown(userId: string): boolean {
  try {
    return storage()?.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function forgetNameStep(userId: string): void {
  try {
    storage()?.removeItem(key(userId));
  } catch {
    // Nothing stored, nothing to forget.
  }
}

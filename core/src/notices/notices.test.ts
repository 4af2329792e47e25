import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../storage/keys';
import { resetCore } from '../testing/reset';
import { $seenNotices, markNoticeSeen, reloadSeenNotices } from '.';

let local: Storage;
beforeEach(() => {
  ({ local } = resetCore());
  reloadSeenNotices();
});

describe('seen flags of the double XP and max-quota notices', () => {
  it('starts with neither notice seen', () => {
    expect($seenNotices.get()).toEqual({ doubleXp: false, maxQuota: false });
  });

  it('keeps a seen notice in local storage under its own key', () => {
    markNoticeSeen('doubleXp');
    expect($seenNotices.get()).toEqual({ doubleXp: true, maxQuota: false });
    expect(local.getItem(StorageKey.seenDoubleXp)).toBe('true');
    expect(local.getItem(StorageKey.seenMaxQuota)).toBeNull();
  });

  it('remembers the flags across reloads of the page', () => {
    local.setItem(StorageKey.seenMaxQuota, 'true');
    reloadSeenNotices();
    expect($seenNotices.get().maxQuota).toBe(true);
  });
});

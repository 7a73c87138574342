import { describe, expect, it } from 'vitest';
import { isPersisted } from '../../../lib/query-persistence';
import { notificationKeys } from './notification-keys';

describe('the notification queries', () => {
  it('are kept by the offline copy (pages 1-3 and the unread mark)', () => {
    expect(isPersisted(notificationKeys.list())).toBe(true);
    expect(isPersisted(notificationKeys.unreadExist())).toBe(true);
  });
});

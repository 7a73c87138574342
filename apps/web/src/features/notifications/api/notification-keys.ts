/** Under one prefix: the offline copy keeps them all (lib/query-persistence.ts), a live event refetches them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unreadExist: () => ['notifications', 'unread-exist'] as const,
  clinicNotices: () => ['notifications', 'clinic-notices'] as const,
};

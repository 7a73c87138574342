import type { AppProps } from 'antd';

/** How long a notice that is not persistent stays, in seconds. */
export const noticeSeconds = 4;

/**
 * The limits of every notice and message of the app, set once on antd's App (docs/decisions.md,
 * issue 12): they close after 4 s unless a caller names a persistent notice of the spec
 * (`duration: 0`), at most three show at once (stacked), and notices sit at the bottom centre:
 * clear of the header and the sidebar, of a modal's close button (its top corner), and the same
 * in both directions, so nothing needs mirroring.
 */
export const noticeConfig = {
  notification: { placement: 'bottom', bottom: 24, duration: noticeSeconds, maxCount: 3, stack: { threshold: 3 } },
  message: { duration: noticeSeconds, maxCount: 3 },
} satisfies Pick<AppProps, 'notification' | 'message'>;

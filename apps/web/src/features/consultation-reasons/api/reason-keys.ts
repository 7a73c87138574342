export const reasonKeys = {
  list: ['consultation-reasons', 'list'] as const,
};

export const withReasonId = (path: string, reasonId: string) => path.replace(':reasonId', encodeURIComponent(reasonId));

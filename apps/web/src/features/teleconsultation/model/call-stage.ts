/** The call page's steps (spec 2 section 2.11). */
export type CallStage = 'gettingReady' | 'unavailable' | 'deviceCheck' | 'inCall' | 'ended';

export function callStageOf({
  details,
  joined,
  ended,
}: {
  /** The call details request. */
  details: 'pending' | 'error' | 'success';
  /** The doctor left the device check with a stream. */
  joined: boolean;
  ended: boolean;
}): CallStage {
  if (ended) return 'ended';
  if (details === 'pending') return 'gettingReady';
  if (details === 'error') return 'unavailable';
  return joined ? 'inCall' : 'deviceCheck';
}

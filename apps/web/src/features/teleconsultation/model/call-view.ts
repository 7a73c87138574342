import type { CallLeaveReason, CallMedia } from '@tabib/contracts/teleconsultation';
import type { CallConnection } from './call-connection';

export interface CallFacts {
  /** The other side's media arrive now. */
  remoteLive: boolean;
  /** They arrived at least once in this call. */
  everLive: boolean;
  peerLeft: CallLeaveReason | null;
  connection: CallConnection;
  remoteMedia: CallMedia;
  refused: boolean;
}

/** The lasting notices of the call screen (spec 2 sections 4 and 8), most serious first. */
export type CallNotice = 'refused' | 'lost' | 'quit' | 'offline' | 'cameraOff' | 'microphoneOff';

export interface CallView {
  /** The calling screen: nobody has answered yet (the ringtone plays). */
  calling: boolean;
  /** The timer counts: the patient's media arrive and the patient has not gone. */
  timerRunning: boolean;
  notices: CallNotice[];
}

/** What the doctor's call screen shows for the call's facts. */
export function callViewOf(facts: CallFacts): CallView {
  const gone = facts.peerLeft !== null;
  const notices: CallNotice[] = [];
  if (facts.refused) notices.push('refused');
  if (facts.connection === 'lost' && !gone) notices.push('lost');
  if (facts.peerLeft === 'quit') notices.push('quit');
  if (facts.peerLeft === 'timeout') notices.push('offline');
  if (facts.remoteLive && !gone) {
    if (!facts.remoteMedia.camera) notices.push('cameraOff');
    if (!facts.remoteMedia.microphone) notices.push('microphoneOff');
  }
  return {
    calling: !facts.everLive && !facts.refused,
    timerRunning: facts.remoteLive && !gone,
    notices,
  };
}

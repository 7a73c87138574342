import { describe, expect, it } from 'vitest';
import { callViewOf, type CallFacts } from './call-view';

const base: CallFacts = {
  remoteLive: false,
  everLive: false,
  peerLeft: null,
  connection: 'idle',
  remoteMedia: { camera: true, microphone: true },
  refused: false,
};

describe('call view', () => {
  it('rings until the patient media first arrive, then counts', () => {
    expect(callViewOf(base)).toEqual({ calling: true, timerRunning: false, notices: [] });
    expect(callViewOf({ ...base, connection: 'connected', remoteLive: true, everLive: true })).toEqual({
      calling: false,
      timerRunning: true,
      notices: [],
    });
  });

  it('pauses the timer and says so when the patient quits or goes offline; no ringing again', () => {
    const quit = callViewOf({ ...base, everLive: true, peerLeft: 'quit' });
    expect(quit).toEqual({ calling: false, timerRunning: false, notices: ['quit'] });
    const offline = callViewOf({ ...base, everLive: true, remoteLive: true, connection: 'lost', peerLeft: 'timeout' });
    expect(offline).toEqual({ calling: false, timerRunning: false, notices: ['offline'] });
  });

  it("tells the patient's camera and microphone off while their media arrive, and a lost connection", () => {
    const view = callViewOf({
      ...base,
      everLive: true,
      remoteLive: true,
      connection: 'lost',
      remoteMedia: { camera: false, microphone: false },
    });
    expect(view.notices).toEqual(['lost', 'cameraOff', 'microphoneOff']);
    expect(view.timerRunning).toBe(true);
  });

  it('does not ring for a refused call', () => {
    expect(callViewOf({ ...base, refused: true })).toEqual({ calling: false, timerRunning: false, notices: ['refused'] });
  });
});

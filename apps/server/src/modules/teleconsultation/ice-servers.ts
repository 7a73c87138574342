import { createHmac } from 'node:crypto';
import type { IceServer } from '@tabib/contracts/teleconsultation';
import type { IceConfig } from '../../config';

const isTurn = (url: string) => url.startsWith('turn:') || url.startsWith('turns:');

/**
 * The ICE servers a call's browsers get. A TURN server gets credentials of the TURN REST
 * scheme that coturn checks with `use-auth-secret` and `static-auth-secret` = TURN_SECRET:
 * the username is the expiry (Unix seconds) and the call, the password the base64 HMAC-SHA1
 * of the username. They end with the call token, and nothing is stored. Without TURN_SECRET a
 * TURN server is left out (it would refuse us).
 */
export function iceServersFor(config: IceConfig, callId: string, expiresAt: Date): IceServer[] {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${callId}`;
  const credential = config.turnSecret ? createHmac('sha1', config.turnSecret).update(username).digest('base64') : undefined;
  return config.servers.flatMap(({ urls }) => {
    const stun = urls.filter((url) => !isTurn(url));
    const turn = urls.filter(isTurn);
    return [
      ...(stun.length > 0 ? [{ urls: stun }] : []),
      ...(turn.length > 0 && credential ? [{ urls: turn, username, credential }] : []),
    ];
  });
}

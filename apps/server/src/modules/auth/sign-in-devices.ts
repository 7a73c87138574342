import { apiBasePath, authPaths } from '@tabib/contracts/auth';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { Executor } from '../../db/client';
import { createSignInThrottleRepository } from './sign-in-throttle.repository';

/** A device unused this long is forgotten: its cookie expires and its row is swept. */
export const deviceLifetimeDays = 180;

/** Sent with the sign-in request only: the device cookie is no session, it only exempts its browser from others' failures. */
export const deviceCookie = {
  name: 'tabib_device',
  options: (secure: boolean) => ({
    path: `${apiBasePath}${authPaths.signIn}`,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure,
    maxAge: deviceLifetimeDays * 86_400,
  }),
};

export interface RecognisedDevice {
  /** The device's row, when this browser has already signed in to the account. */
  trustedId?: string;
  /** The token, when the server issued it (to any account): a browser keeps one token for every account it signs in to. */
  knownToken?: string;
}

export function createSignInDevices(db: Executor) {
  const repository = createSignInThrottleRepository(db);
  return {
    async recognise(token: string | undefined, userId: string | undefined): Promise<RecognisedDevice> {
      if (!token) return {};
      const devices = await repository.devicesOfToken(hashToken(token));
      if (devices.length === 0) return {};
      return { trustedId: devices.find((device) => device.userId === userId)?.id, knownToken: token };
    },

    /** Trusts this browser for the account from now on; returns the token its cookie carries. */
    async remember(userId: string, device: RecognisedDevice) {
      const token = device.knownToken ?? newOpaqueToken();
      await repository.rememberDevice(userId, hashToken(token));
      return token;
    },
  };
}

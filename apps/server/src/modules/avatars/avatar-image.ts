import { avatarSide } from '@tabib/contracts/avatar';
import { toStrippedWebp } from '../../lib/stripped-webp';

/** The upload as the stored avatar: a square WebP of avatarSide pixels, centre-cropped, without metadata. */
export const toAvatarWebp = (data: Buffer) => toStrippedWebp(data, { width: avatarSide, height: avatarSide, fit: 'cover' });

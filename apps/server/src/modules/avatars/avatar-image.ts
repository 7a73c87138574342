import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { avatarAcceptedTypes, avatarSide } from '@tabib/contracts/avatar';

/** Larger than a 48-megapixel phone photo; refuses decompression bombs (a tiny PNG of 100000x100000). */
const maxInputPixels = 64_000_000;

/**
 * The upload as the stored avatar: a square WebP of avatarSide pixels, centre-cropped, turned
 * upright by its EXIF orientation, without any metadata (a phone photo's EXIF carries the GPS
 * position of where it was taken). undefined when the bytes are not a JPEG, PNG or WebP image,
 * whatever the file is named, or when they do not decode.
 */
export async function toAvatarWebp(data: Buffer): Promise<Buffer | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(avatarAcceptedTypes as readonly string[]).includes(detected.mime)) return undefined;
  try {
    // sharp writes no metadata unless asked to (keepMetadata/withMetadata): nothing is copied over.
    return await sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error', autoOrient: true })
      .resize(avatarSide, avatarSide, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}

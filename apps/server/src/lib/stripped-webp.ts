import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { uploadAcceptedTypes } from '@tabib/contracts/uploads';

/** Larger than a 48-megapixel phone photo; refuses decompression bombs (a tiny PNG of 100000x100000). */
const maxInputPixels = 64_000_000;

/** The stored image's size: `cover` fills the box (centre-cropped), `inside` fits in it and never enlarges. */
export interface WebpBox {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/**
 * An uploaded image as the app stores it (avatars, clinic images): a WebP of the box, turned
 * upright by its EXIF orientation, without any metadata (a phone photo's EXIF carries the GPS
 * position of where it was taken). undefined when the bytes are not a JPEG, PNG or WebP image,
 * whatever the file is named or said to be, or when they do not decode.
 */
export async function toStrippedWebp(data: Buffer, box: WebpBox): Promise<Buffer | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(uploadAcceptedTypes as readonly string[]).includes(detected.mime)) return undefined;
  try {
    // sharp writes no metadata unless asked to (keepMetadata/withMetadata): nothing is copied over.
    return await sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error', autoOrient: true })
      .resize(box.width, box.height, { fit: box.fit, withoutEnlargement: box.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}

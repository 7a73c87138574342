import sharp from 'sharp';

export const exifMarker = 'tabib-exif-marker';

/** A phone-like photo: a large JPEG whose EXIF holds a description marker and a GPS position. */
export function photoWithExif(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { ImageDescription: exifMarker },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 45/1 13/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 3/1 31/1' },
    })
    .toBuffer();
}

export function imageOf(format: 'png' | 'webp' | 'gif', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

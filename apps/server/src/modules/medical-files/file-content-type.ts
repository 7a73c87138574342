import { fileTypeFromBuffer } from 'file-type';
import { extensionOf, medicalFileExtensions, type MedicalFileExtension } from '@tabib/contracts/medical-files';

/** The types a medical file may have, recognised by their first bytes (magic numbers). */
const allowedContent: Record<string, MedicalFileExtension> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
};
export const medicalFileContentTypes = Object.keys(allowedContent);

export interface DetectedType {
  ext: MedicalFileExtension;
  contentType: string;
}

/**
 * The file's real type, or undefined when it is not allowed. Both must hold: the name ends
 * in an allowed extension and the content is of an allowed type. The content decides the
 * stored type (a png named .jpg is kept and served as png; an executable named .pdf is refused).
 */
export async function detectMedicalFileType(fileName: string, data: Buffer): Promise<DetectedType | undefined> {
  const named = extensionOf(fileName);
  if (!(medicalFileExtensions as readonly string[]).includes(named)) return undefined;
  const detected = await fileTypeFromBuffer(data);
  const ext = detected ? allowedContent[detected.mime] : undefined;
  if (!detected || !ext) return undefined;
  return { ext: ext === 'jpg' && named === 'jpeg' ? 'jpeg' : ext, contentType: detected.mime };
}

/**
 * The name shown in the list: the last segment of what the browser sent, without control
 * characters. Only ever displayed; the stored object's key is generated.
 */
export function displayNameOf(fileName: string, ext: MedicalFileExtension): string {
  const lastSegment = fileName.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-200);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : `document.${ext}`;
}

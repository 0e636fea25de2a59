import { ORGANIZATION_LOGO_MAX_BYTES, ORGANIZATION_LOGO_TYPES } from '@chartroom/core';

export type LogoProblem = 'type' | 'size';

/** Why a chosen file cannot be the logo (the server's rule, checked before reading it). */
export function logoProblem(file: { type: string; size: number }): LogoProblem | null {
  if (!ORGANIZATION_LOGO_TYPES.includes(file.type)) return 'type';
  if (file.size > ORGANIZATION_LOGO_MAX_BYTES) return 'size';
  return null;
}

/** The logo limit in KB, for the texts. */
export const LOGO_MAX_KB = ORGANIZATION_LOGO_MAX_BYTES / 1024;

/** Reads a file as a base64 data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

import { IMAGE_SUFFIXES } from '@backoffice/sdk/constants';

/** spec §3: a stored file. */
export interface FileInfo {
  fileName: string;
  fileSuffix: string;
}

function suffixOf(nameOrSuffix: string): string {
  const dot = nameOrSuffix.lastIndexOf('.');
  return (dot === -1 ? nameOrSuffix : nameOrSuffix.slice(dot + 1)).trim().toLowerCase();
}

/** spec §9: whether a suffix (or a file name) is one of the image suffixes. */
export function isImageFile(nameOrSuffix: string): boolean {
  return (IMAGE_SUFFIXES as readonly string[]).includes(suffixOf(nameOrSuffix));
}

/** `fileName.fileSuffix` for display, without doubling a suffix the name already carries. */
export function formatFileName({ fileName, fileSuffix }: FileInfo): string {
  const suffix = fileSuffix.replace(/^\./, '');
  if (!suffix || fileName.toLowerCase().endsWith(`.${suffix.toLowerCase()}`)) return fileName;
  return `${fileName}.${suffix}`;
}

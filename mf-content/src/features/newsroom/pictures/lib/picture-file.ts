/** The types the API takes (by their bytes; the browser's type is a first check). */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The API's limit (the avatars' 2 MB, api/src/modules/accounts/profile/avatar-image.ts). */
const maxPictureBytes = 2 * 1024 * 1024;

/** The API's limit on alt text (api/src/modules/content/pictures/picture-input.ts). */
export const maxAltLength = 300;

/** What is wrong with a file before it is sent, or null. */
export function fileProblemOf(file: File | null): 'missing' | 'type' | 'size' | null {
  if (file === null || file.size === 0) return 'missing';
  if (!pictureTypes.some((type) => type === file.type)) return 'type';
  if (file.size > maxPictureBytes) return 'size';
  return null;
}

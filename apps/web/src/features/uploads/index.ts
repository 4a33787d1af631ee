/** The image upload feature's public file: what other features and app/ may use. */
export { ImageUploadField } from './ImageUploadField';

import { GALLERY_PLACEHOLDER_IMAGES } from '@kindred/contract';
import placeholder1 from '../assets/gallery-placeholder-1.svg';
import placeholder2 from '../assets/gallery-placeholder-2.svg';
import placeholder3 from '../assets/gallery-placeholder-3.svg';
import placeholder4 from '../assets/gallery-placeholder-4.svg';
import placeholder5 from '../assets/gallery-placeholder-5.svg';
import placeholder6 from '../assets/gallery-placeholder-6.svg';

export type GalleryImage = { src: string; alt: string };

const placeholders = [placeholder1, placeholder2, placeholder3, placeholder4, placeholder5, placeholder6].slice(
  0,
  GALLERY_PLACEHOLDER_IMAGES,
);

/** The character's pictures, or the placeholder scenes when they have none. */
export function galleryImages(name: string, images: readonly string[] | undefined): GalleryImage[] {
  if (images && images.length > 0) {
    return images.map((src, index) => ({ src, alt: `${name}, picture ${index + 1} of ${images.length}` }));
  }
  return placeholders.map((src, index) => ({ src, alt: `Sample scene ${index + 1} of ${placeholders.length}` }));
}

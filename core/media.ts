import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from './constants';

const ext = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** docs/behaviour.md §5.14: image extensions jpg, jpeg, png, gif, webp; video mp4, webm, ogg. */
export const isImageName = (name: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(ext(name));
export const isVideoName = (name: string) => (VIDEO_EXTENSIONS as readonly string[]).includes(ext(name));

/** The picture names of an item, in order (videos left out). */
export const pictureNames = (item: { Images: { ImageName: string }[] }) =>
  item.Images.map((i) => i.ImageName).filter(isImageName);

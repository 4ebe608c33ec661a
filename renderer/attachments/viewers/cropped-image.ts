import type { Area } from 'react-easy-crop';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the picture could not be read'));
    image.src = src;
  });
}

/**
 * The part of a picture the cropper framed, as a PNG: the picture is drawn rotated on a canvas large
 * enough for any rotation, then the framed pixels (react-easy-crop's `croppedAreaPixels`, which count in
 * the rotated picture) are copied out.
 */
export async function croppedImage(src: string, area: Area, rotation: number): Promise<Blob> {
  const image = await loadImage(src);
  const radians = (rotation * Math.PI) / 180;
  const width = Math.abs(Math.cos(radians) * image.width) + Math.abs(Math.sin(radians) * image.height);
  const height = Math.abs(Math.sin(radians) * image.width) + Math.abs(Math.cos(radians) * image.height);
  const rotated = document.createElement('canvas');
  rotated.width = width;
  rotated.height = height;
  const context = rotated.getContext('2d');
  if (!context) throw new Error('this browser cannot draw pictures');
  context.translate(width / 2, height / 2);
  context.rotate(radians);
  context.drawImage(image, -image.width / 2, -image.height / 2);
  const output = document.createElement('canvas');
  output.width = Math.round(area.width);
  output.height = Math.round(area.height);
  output.getContext('2d')?.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
  return new Promise((resolve, reject) => output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be cropped'))), 'image/png'));
}
